import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeDropoff } from '../../src/domain/insights/dropoff';
import { pageStates } from '../../machines/shared/page-states';
import { seeded, simulate } from '../../sandbox/insights/simulate';
import { runCli } from '../../sandbox/backoffice/cli';
import { startPlatform, type PlatformHarness } from './platform-harness';

describe('simulated traffic and the drop-off it produces', () => {
  it('the computed drop-off matches what the simulator did, state by state', async () => {
    const { events, truth } = await simulate({ borrowers: 60, abandon: 0.12, back: 0.2, random: seeded(23), start: Date.UTC(2026, 10, 1) });
    const pages = pageStates();
    const pageOf = new Map(pages.map((p) => [`${p.chart}.${p.state}`, p.page]));
    const report = computeDropoff(events, pages);
    expect(report.sessions).toBe(60);
    const entered: Record<string, number> = {};
    const left: Record<string, number> = {};
    let completed = 0;
    for (const s of report.states) {
      const key = `${s.chart}.${pageOf.get(`${s.chart}.${s.state}`)}`;
      entered[key] = s.entered;
      if (s.dropped > 0) left[key] = s.dropped;
      completed += s.completed;
    }
    expect(entered).toEqual(truth.entered);
    expect(left).toEqual(truth.left);
    expect(completed).toBe(truth.completed);
    // The run is varied enough to mean something: several journeys, leavers at several pages, some going back.
    expect(new Set(report.states.map((s) => s.chart)).size).toBe(3);
    expect(Object.keys(truth.left).length).toBeGreaterThan(4);
    expect(report.states.some((s) => s.back > 0)).toBe(true);
    expect(truth.completed).toBeGreaterThan(0);
  });
});

describe('npm run sandbox -- simulate', () => {
  let h: PlatformHarness;
  beforeAll(async () => {
    h = await startPlatform();
  });
  afterAll(() => h.close());

  it('stores the borrowers\' page views in the collector, and /sandbox/insights shows them', async () => {
    const lines: string[] = [];
    expect(await runCli(h.sandbox.ctx, ['simulate', '--borrowers', '5'], (l) => lines.push(l))).toBe(0);
    expect(lines.join('\n')).toMatch(/^5 borrowers simulated: \d+ completed, \d+ left a journey; \d+ events stored/);
    const report = (await (await fetch(`${h.origin}/sandbox/api/insights`)).json()) as { sessions: number; states: { entered: number }[] };
    expect(report.sessions).toBe(5);
    const html = await (await fetch(`${h.origin}/sandbox/insights`)).text();
    expect(html).toContain('5 sessions from the sandbox collector.');
    expect(html).toMatch(/<svg[^>]*aria-label="Drop-off on the (newLoan|reloan|refinance) chart"/);
    expect(await runCli(h.sandbox.ctx, ['simulate', '--borrowers', 'x'], () => {}, () => {})).toBe(2);
    // The page draws each journey's map (ELK lays out up to three charts on the first view): a longer limit.
  }, 120_000);
});
