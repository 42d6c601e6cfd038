/**
 * Writes stories/flows/dropoff/reports.generated.json: Storybook's Flows/Drop-off figures, computed by the back
 * office's own drop-off analysis (sandbox/insights/dropoff.ts) over the seeded simulated run the story shows
 * (stories/flows/dropoff/simulated-events.json), for every filter the story offers: each journey in the run, each
 * device (or all), and each range of the run's days (or all). So the story and the back office never disagree, and
 * there is one analysis (stories never import the sandbox). `npm run generate` runs it; `--check` exits 1 when stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pageStates } from '../../machines/shared/page-states';
import { computeDropoff, devices, toCollectorEvents } from '../../sandbox/insights/dropoff';
import { reportKey, type DropoffReport, type DropoffReports } from '../../stories/flows/dropoff/reports';

export { reportKey, type DropoffReports };

export const eventsFile = 'stories/flows/dropoff/simulated-events.json';
export const outFile = 'stories/flows/dropoff/reports.generated.json';

export function collectReports(raw: unknown, charts: readonly string[]): DropoffReports {
  const events = toCollectorEvents(raw);
  const pages = pageStates();
  const days = [
    ...new Set(
      events
        .map((e) => (e.payload as { timestamp?: unknown } | undefined)?.timestamp ?? e.receivedAt)
        .filter((t): t is string => typeof t === 'string')
        .map((t) => t.slice(0, 10)),
    ),
  ].sort();
  const keys: Record<string, number> = {};
  const reports: DropoffReport[] = [];
  const seen = new Map<string, number>();
  for (const chart of charts)
    for (const device of ['', ...devices])
      for (const from of ['', ...days])
        for (const to of ['', ...days]) {
          if (from && to && to < from) continue;
          // The back office's report, checked to fit the shape the story reads.
          const report: DropoffReport = computeDropoff(events, pages, {
            journeys: [chart],
            ...(device ? { device } : {}),
            ...(from ? { from: Date.parse(`${from}T00:00:00.000Z`) } : {}),
            ...(to ? { to: Date.parse(`${to}T00:00:00.000Z`) + 86_400_000 - 1 } : {}),
          });
          const text = JSON.stringify(report);
          let at = seen.get(text);
          if (at === undefined) seen.set(text, (at = reports.push(report) - 1));
          keys[reportKey(chart, device, from, to)] = at;
        }
  return { days, devices: [...devices], keys, reports };
}

/** The journeys the story shows (stories/flows/dropoff.stories.tsx). */
export const storyCharts = ['newLoan', 'reloan', 'refinance'] as const;

export const render = (r: DropoffReports) => `${JSON.stringify(r)}\n`;

if (process.argv[1]?.endsWith('generate/dropoff-reports.ts')) {
  const text = render(collectReports(JSON.parse(readFileSync(eventsFile, 'utf8')), storyCharts));
  if (process.argv.includes('--check')) {
    const stale = readFileSync(outFile, 'utf8') !== text;
    if (stale) console.error(`${outFile} is stale: npm run generate`);
    process.exit(stale ? 1 : 0);
  }
  writeFileSync(outFile, text);
  console.log(`wrote ${outFile} (${Buffer.byteLength(text)} bytes)`);
}
