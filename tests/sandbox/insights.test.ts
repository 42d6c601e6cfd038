import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { computeDropoff } from '../../sandbox/insights/dropoff';
import { pageEntries } from '../../sandbox/insights/page-states';
import { seeded, simulate, simulatedCharts } from '../../scripts/simulate/simulate';
import { runSimulation } from '../../scripts/simulate/main';
import { collectPageStates, outFile, render } from '../../scripts/generate/page-states';
import { routedCharts } from '../../machines/registry';
import { personalDataIn } from '../../src/analytics/pii';
import { routedStates } from '../../machines/shared/meta';
import { runCli } from '../../sandbox/backoffice/cli';
import { startPlatform, type PlatformHarness } from './platform-harness';

describe("the back office's page list", () => {
  it('page-states.generated.json is up to date with the charts (npm run generate rewrites it)', () => {
    expect(readFileSync(outFile, 'utf8')).toBe(render(collectPageStates()));
  });
});

describe('simulated traffic and the drop-off it produces', () => {
  it('the computed drop-off matches what the simulator did, state by state', async () => {
    const { events, truth } = await simulate({ borrowers: 60, abandon: 0.12, back: 0.2, random: seeded(23), start: Date.UTC(2026, 10, 1), charts: [] });
    const pages = pageEntries;
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

describe('simulated traffic on every routed chart', () => {
  it('drives every routed chart besides the loan journeys (account, payment, repayments, EWA, …)', () => {
    const others = routedCharts.filter((m) => routedStates(m).length > 0).map((m) => m.id);
    const journeyOrShell = (id: string) => ['app', 'auth', 'newLoan', 'reloan', 'refinance', 'pendingApproval', 'wcr', 'missingSelfie', 'ewaActivation', 'ewaWithdrawal', 'quickLoan', 'quickLoanActivation'].includes(id);
    expect(simulatedCharts).toEqual(others.filter((id) => !journeyOrShell(id)));
    for (const chart of ['account', 'payment', 'repayments', 'ewa', 'insurance', 'onboarding', 'engage', 'surveys']) expect(simulatedCharts).toContain(chart);
  });

  it('the computed drop-off matches what the simulator did, for every chart simulated', async () => {
    const { events, truth } = await simulate({ borrowers: 160, abandon: 0.12, back: 0.2, random: seeded(2611), start: Date.UTC(2026, 10, 1) });
    const pages = pageEntries;
    const pageOf = new Map(pages.map((p) => [`${p.chart}.${p.state}`, p.page]));
    const report = computeDropoff(events, pages);
    const entered: Record<string, number> = {};
    const ended: Record<string, number> = {};
    let completed = 0;
    for (const s of report.states) {
      const key = `${s.chart}.${pageOf.get(`${s.chart}.${s.state}`)}`;
      entered[key] = s.entered;
      if (s.dropped > 0) ended[key] = s.dropped;
      completed += s.completed;
    }
    expect(entered).toEqual(truth.entered);
    // Outside the journeys there is no success page: finishing a chart is, to the collector, leaving its last page.
    const expectedEnded: Record<string, number> = { ...truth.left };
    for (const [key, n] of Object.entries(truth.finished)) expectedEnded[key] = (expectedEnded[key] ?? 0) + n;
    expect(ended).toEqual(expectedEnded);
    expect(completed).toBe(truth.completed);
    // Every chart simulated shows up with borrowers who entered it, and somewhere borrowers left at random.
    const charts = new Set(report.states.map((s) => s.chart));
    for (const chart of simulatedCharts) {
      expect(truth.borrowers[chart] ?? 0, chart).toBeGreaterThan(0);
      expect(charts.has(chart), chart).toBe(true);
    }
    expect(Object.keys(truth.left).filter((k) => simulatedCharts.includes(k.split('.')[0]!)).length).toBeGreaterThan(3);
    // Anonymous (the PII scrubber's own check, src/analytics/pii.ts): no string in any event is an email, a phone
    // number, a token or a code, apart from the anonymous id (a random UUID), the times and the device's user agent.
    const allowed = new Set(['anonymousId', 'anonymous_id', 'receivedAt', 'timestamp', 'userAgent']);
    const strings: string[] = [];
    const walk = (v: unknown, key = ''): void => {
      if (typeof v === 'string') {
        if (!allowed.has(key)) strings.push(`${key}=${v}`);
      } else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, Array.isArray(v) ? key : k);
    };
    walk(events);
    expect(strings.length).toBeGreaterThan(events.length);
    expect(strings.filter((x) => personalDataIn(x.slice(x.indexOf('=') + 1)) !== null)).toEqual([]);
    expect(JSON.stringify(events)).not.toMatch(/userId|user_id/i);
  });
});

describe('npm run simulate', () => {
  let h: PlatformHarness;
  beforeAll(async () => {
    h = await startPlatform();
  });
  afterAll(() => h.close());

  it('stores the borrowers\' page views in the collector, and /sandbox/insights shows them', async () => {
    const lines: string[] = [];
    expect(await runSimulation(h.sandbox.ctx, ['--borrowers', '5', '--seed', '7'], (l) => lines.push(l))).toBe(0);
    expect(lines.join('\n')).toMatch(/^5 borrowers simulated: \d+ completed, \d+ left a journey; \d+ events stored/);
    // The same seed in process: a session per borrower who saw at least one page (one may leave before any).
    const { events } = await simulate({ borrowers: 5, random: seeded(7) });
    const sessions = new Set(events.filter((e) => e.type === 'page').map((e) => e.anonymousId)).size;
    expect(sessions).toBeGreaterThan(0);
    const report = (await (await fetch(`${h.origin}/sandbox/api/insights`)).json()) as { sessions: number; states: { entered: number }[] };
    expect(report.sessions).toBe(sessions);
    const html = await (await fetch(`${h.origin}/sandbox/insights`)).text();
    expect(html).toContain(`${sessions} sessions from the sandbox collector.`);
    expect(html).toMatch(/<svg[^>]*aria-label="Drop-off on the \w+ chart"/);
    expect(await runSimulation(h.sandbox.ctx, ['--borrowers', 'x'], () => {}, () => {})).toBe(2);
    // The sandbox's own CLI points to the script (it does not import the charts the simulator runs).
    const errors: string[] = [];
    expect(await runCli(h.sandbox.ctx, ['simulate', '--borrowers', '5'], () => {}, (l) => errors.push(l))).toBe(2);
    expect(errors.join('\n')).toContain('npm run simulate');
  }, 120_000);
});
