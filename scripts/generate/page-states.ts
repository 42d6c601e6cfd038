/**
 * Writes sandbox/insights/page-states.generated.json: every routed state of every chart as the page name the app
 * reports for it, its chart and state, its place in the chart (journey step order) and its title. The back office's
 * drop-off view reads it as data, so the sandbox never imports the charts. `npm run generate` runs it; `--check`
 * exits 1 when the file is stale (tests/sandbox/insights.test.ts fails then too).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { routedCharts } from '../../machines/registry';
import { routedStates } from '../../machines/shared/meta';
import { pageStates } from '../../machines/shared/page-states';
import type { PageEntry } from '../../sandbox/insights/page-states';

export const outFile = 'sandbox/insights/page-states.generated.json';

/** "loanCalculator" -> "Loan calculator" (the flow maps' wording for a state without a title). */
const humanise = (s: string) => {
  const words = s.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[._-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function collectPageStates(): PageEntry[] {
  const titles = new Map(
    routedCharts.flatMap((m) => routedStates(m).map((r) => [r.stateId, r.meta.title ?? humanise(r.stateId.split('.').pop() ?? '')] as const)),
  );
  return pageStates().map((p) => ({ ...p, title: titles.get(`${p.chart}.${p.state}`) ?? humanise(p.state) }));
}

export const render = (entries: readonly PageEntry[]) => `${JSON.stringify(entries, null, 1)}\n`;

if (process.argv[1]?.endsWith('generate/page-states.ts')) {
  const text = render(collectPageStates());
  if (process.argv.includes('--check')) {
    const stale = readFileSync(outFile, 'utf8') !== text;
    if (stale) console.error(`${outFile} is stale: npm run generate`);
    process.exit(stale ? 1 : 0);
  }
  writeFileSync(outFile, text);
  console.log(`wrote ${outFile}`);
}
