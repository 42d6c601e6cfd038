import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectReports, eventsFile, outFile, render, reportKey, storyCharts, type DropoffReports } from '../../scripts/generate/dropoff-reports';

/**
 * Storybook's Flows/Drop-off shows the back office's figures, generated for every filter it offers
 * (scripts/generate/dropoff-reports.ts): the file (stories/flows/dropoff/reports.generated.json) must be current, and
 * every choice the story offers must have them.
 */
const file = JSON.parse(readFileSync(outFile, 'utf8')) as DropoffReports;

describe('the drop-off story’s figures', () => {
  it('are current: regenerated from the simulated run they equal the file (else: npm run generate)', () => {
    expect(readFileSync(outFile, 'utf8')).toBe(render(collectReports(JSON.parse(readFileSync(eventsFile, 'utf8')), storyCharts)));
  });

  it('exist for every journey, device and range of the run’s days the story offers (a range ending before it starts: none)', () => {
    expect(file.days.length).toBeGreaterThan(0);
    for (const chart of storyCharts)
      for (const device of ['', ...file.devices])
        for (const from of ['', ...file.days])
          for (const to of ['', ...file.days]) expect(file.keys[reportKey(chart, device, from, to)] === undefined).toBe(Boolean(from && to && to < from));
  });

  it('narrow as a filter should: one device or one day never counts more sessions than all of them', () => {
    for (const chart of storyCharts) {
      const all = file.reports[file.keys[reportKey(chart, '', '', '')]!]!.sessions;
      expect(all).toBeGreaterThan(0);
      for (const device of file.devices) expect(file.reports[file.keys[reportKey(chart, device, '', '')]!]!.sessions).toBeLessThanOrEqual(all);
      const byDay = file.days.map((d) => file.reports[file.keys[reportKey(chart, '', d, d)]!]!.sessions);
      expect(byDay.reduce((a, b) => a + b, 0)).toBe(all);
    }
  });
});
