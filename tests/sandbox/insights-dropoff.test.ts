import { describe, expect, it } from 'vitest';
import { dropoffSvg, heatColour } from '../../sandbox/insights/drawing';
import { computeDropoff, deviceOf, toCollectorEvents, type CollectorEvent, type PageState } from '../../sandbox/insights/dropoff';

const t0 = Date.UTC(2026, 10, 20, 9, 0, 0);
let id = 0;
/** A collector row as GET /sandbox/api/events returns it. */
const event = (anonymousId: string, type: 'page' | 'track', name: string, atMs: number, props: Record<string, unknown> = {}, channel = 'segment'): CollectorEvent & { id: number } => ({
  id: ++id,
  channel,
  type,
  name,
  anonymousId,
  receivedAt: new Date(atMs + 500).toISOString(),
  payload: {
    type,
    ...(type === 'page' ? { name } : { event: name }),
    anonymousId,
    userId: 'user-should-not-matter',
    timestamp: new Date(atMs).toISOString(),
    properties: { anonymous_id: anonymousId, timestamp: Math.floor(atMs / 1000), event_source: 'Desktop', ...props },
  },
});
const page = (a: string, name: string, s: number) => event(a, 'page', name, t0 + s * 1000);

const chart: (PageState & { page: string })[] = [
  { page: 'Loan Calculator', chart: 'newLoan', state: 'loanCalculator', order: 0 },
  { page: 'Loan Purpose', chart: 'newLoan', state: 'loanPurpose', order: 1 },
  { page: 'Personal Details', chart: 'newLoan', state: 'personalDetails', order: 2 },
  { page: 'Loan Success', chart: 'newLoan', state: 'loanSuccess', order: 3, terminal: true },
];

// a1 leaves at personal details; a2 goes back once and completes; a3 leaves at the calculator, then comes back two
// hours later (a new session) and leaves at the purpose; a4 has no known page; a cio copy is ignored.
const log = [
  page('a1', 'Loan Calculator', 0),
  event('a1', 'page', 'Loan Calculator', t0, {}, 'cio'),
  page('a1', 'Loan Purpose', 10),
  page('a1', 'Personal Details', 40),
  page('a2', 'Loan Calculator', 0),
  page('a2', 'Loan Purpose', 20),
  page('a2', 'Loan Calculator', 25),
  page('a2', 'Loan Purpose', 30),
  page('a2', 'Personal Details', 90),
  event('a2', 'track', 'journey_step_saved', t0 + 140_000, { journey: 'newLoan', step: 'personalDetails' }),
  page('a2', 'Loan Success', 150),
  page('a3', 'Loan Calculator', 0),
  page('a3', 'Loan Calculator', 7200),
  page('a3', 'Loan Purpose', 7205),
  event('a4', 'track', 'application_started', t0, { journey: 'newLoan' }),
  page('a4', 'Unknown Page', 1),
];

describe('drop-off per chart state', () => {
  const report = computeDropoff(log, chart);

  it('counts entries, moves forward and back, drop-offs and median times from a known log', () => {
    expect(report.states).toEqual([
      { chart: 'newLoan', state: 'loanCalculator', entered: 5, forward: 4, back: 0, dropped: 1, completed: 0, medianMs: 7500 },
      { chart: 'newLoan', state: 'loanPurpose', entered: 4, forward: 2, back: 1, dropped: 1, completed: 0, medianMs: 30_000 },
      { chart: 'newLoan', state: 'personalDetails', entered: 2, forward: 1, back: 0, dropped: 1, completed: 0, medianMs: 60_000 },
      { chart: 'newLoan', state: 'loanSuccess', entered: 1, forward: 0, back: 0, dropped: 0, completed: 1, medianMs: null },
    ]);
    expect(report.sessions).toBe(4);
  });

  it('counts each transition taken', () => {
    expect(report.transitions).toEqual([
      { chart: 'newLoan', from: 'loanCalculator', to: 'loanPurpose', count: 4 },
      { chart: 'newLoan', from: 'loanPurpose', to: 'personalDetails', count: 2 },
      { chart: 'newLoan', from: 'loanPurpose', to: 'loanCalculator', count: 1 },
      { chart: 'newLoan', from: 'personalDetails', to: 'loanSuccess', count: 1 },
    ]);
  });

  it('a longer session window joins the visits two hours apart', () => {
    const joined = computeDropoff(log, chart, { sessionWindowMs: 3 * 3600_000 });
    expect(joined.sessions).toBe(3);
    expect(joined.states[0]).toMatchObject({ state: 'loanCalculator', entered: 4, dropped: 0 });
  });

  it('carries no id: only chart states, counts and times', () => {
    const text = JSON.stringify(report);
    for (const secret of ['a1', 'a2', 'a3', 'user-should-not-matter']) expect(text).not.toContain(`"${secret}"`);
  });
});

describe('journeys sharing a page, and filters', () => {
  const shared: (PageState & { page: string })[] = [
    { page: 'Personal Details', chart: 'newLoan', state: 'personalDetails', order: 2 },
    { page: 'Personal Details', chart: 'reloan', state: 'personalDetails', order: 2 },
    { page: 'Address', chart: 'reloan', state: 'address', order: 5 },
  ];
  const events = [
    event('r1', 'track', 'application_resumed', t0, { journey: 'reloan' }),
    page('r1', 'Personal Details', 1),
    page('r1', 'Address', 31),
    event('n1', 'page', 'Personal Details', t0, { event_source: 'Mobile' }),
  ];

  it("the session's journey decides which chart a shared page belongs to", () => {
    const { states } = computeDropoff(events, shared);
    expect(states.map((s) => [s.chart, s.state, s.entered, s.dropped])).toEqual([
      ['newLoan', 'personalDetails', 1, 1],
      ['reloan', 'personalDetails', 1, 0],
      ['reloan', 'address', 1, 1],
    ]);
  });

  it('filters by journey, device and start date', () => {
    expect(computeDropoff(events, shared, { journeys: ['reloan'] }).sessions).toBe(1);
    expect(computeDropoff(events, shared, { device: 'Mobile' }).states).toEqual([expect.objectContaining({ chart: 'newLoan', entered: 1 })]);
    expect(computeDropoff(events, shared, { from: t0 + 60_000 }).sessions).toBe(0);
  });

  it('reads a raw Segment export (one message per line) like collector rows', () => {
    const lines = events.map((e) => JSON.stringify(e.payload)).join('\n');
    expect(computeDropoff(toCollectorEvents(lines), shared)).toEqual(computeDropoff(events, shared));
  });
});

describe('device from the events\' context', () => {
  it('tells the app\'s web view, a phone\'s browser and a desktop browser apart', () => {
    const app = 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 platform:android|app_version:3.12.0';
    expect(deviceOf('android', null)).toBe('in-app');
    expect(deviceOf('Mobile', app)).toBe('in-app');
    expect(deviceOf(null, app)).toBe('in-app');
    expect(deviceOf('Mobile', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceOf(null, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceOf('Desktop', null)).toBe('desktop');
    expect(deviceOf(null, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0')).toBe('desktop');
    expect(deviceOf(null, null)).toBeNull();
  });

  it('filters sessions by device, read from event_source or the user agent', () => {
    const withUa = (a: string, name: string, s: number, ua: string) => {
      const e = page(a, name, s);
      const payload = e.payload as Record<string, unknown>;
      return { ...e, payload: { ...payload, context: { userAgent: ua }, properties: { ...(payload.properties as object), event_source: undefined } } };
    };
    const events = [
      page('d1', 'Loan Calculator', 0),
      withUa('m1', 'Loan Calculator', 0, 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36'),
      withUa('i1', 'Loan Calculator', 0, 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 platform:android|app_version:3.12.0'),
      withUa('i1', 'Loan Purpose', 20, 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 platform:android|app_version:3.12.0'),
    ];
    const entered = (device: string) => computeDropoff(events, chart, { device }).states.map((s) => [s.state, s.entered]);
    expect(entered('desktop')).toEqual([['loanCalculator', 1]]);
    expect(entered('Desktop')).toEqual([['loanCalculator', 1]]);
    expect(entered('mobile')).toEqual([['loanCalculator', 1]]);
    expect(entered('in-app')).toEqual([['loanCalculator', 1], ['loanPurpose', 1]]);
    expect(JSON.stringify(computeDropoff(events, chart))).not.toContain('Mozilla');
  });
});

describe('sample paths through a state', () => {
  const report = computeDropoff(log, chart, { sampleSize: 2 });

  it('keeps a few sessions\' visits through each state, with how they ended, and no id', () => {
    const purpose = report.samples.find((s) => s.state === 'loanPurpose')!;
    expect(purpose.paths).toEqual([
      { visits: ['newLoan.loanCalculator', 'newLoan.loanPurpose', 'newLoan.personalDetails'], ended: 'dropped' },
      {
        visits: ['newLoan.loanCalculator', 'newLoan.loanPurpose', 'newLoan.loanCalculator', 'newLoan.loanPurpose', 'newLoan.personalDetails', 'newLoan.loanSuccess'],
        ended: 'completed',
      },
    ]);
    // At most sampleSize per state, one per session even when it visits the state twice.
    expect(report.samples.find((s) => s.state === 'loanCalculator')!.paths).toHaveLength(2);
    expect(report.samples.map((s) => s.state)).toEqual(['loanCalculator', 'loanPurpose', 'personalDetails', 'loanSuccess']);
  });

  it('a session without a journey property counts under its first chart for the journey filter', () => {
    expect(computeDropoff(log, chart, { journeys: ['newLoan'] }).sessions).toBe(4);
    expect(computeDropoff(log, chart, { journeys: ['reloan'] }).sessions).toBe(0);
  });
});

describe("the back office's drawing", () => {
  const figures = {
    states: [
      { chart: 'newLoan', state: 'loanCalculator', entered: 10, dropped: 0 },
      { chart: 'newLoan', state: 'loanPurpose', entered: 8, dropped: 4 },
      { chart: 'reloan', state: 'loanPurpose', entered: 99, dropped: 99 },
    ],
    transitions: [
      { chart: 'newLoan', from: 'loanCalculator', to: 'loanPurpose', count: 8 },
      { chart: 'newLoan', from: 'loanPurpose', to: 'loanCalculator', count: 2 },
    ],
  };

  it("draws the chart's pages in step order, each visited one shaded, with its figures, a link to them", () => {
    const svg = dropoffSvg('newLoan', figures)!;
    expect(svg).toContain('aria-label="Drop-off on the newLoan chart"');
    expect(svg).toContain('href="#state-newLoan.loanPurpose"');
    expect(svg).toContain('href="#state-newLoan.loanCalculator"');
    expect(svg).not.toContain('href="#state-newLoan.personalDetails"');
    expect(svg).toContain('8 entered · 50% left');
    expect(svg).not.toContain('99 entered');
    expect(svg).toContain(`fill="${heatColour(0.5)}"`);
    expect(svg.indexOf('Loan calculator')).toBeLessThan(svg.indexOf('Loan purpose'));
    expect(svg.indexOf('Loan purpose')).toBeLessThan(svg.indexOf('Personal details'));
    expect(dropoffSvg('noSuchChart', figures)).toBeNull();
  });

  it('draws the moves borrowers made as arrows, the busiest widest', () => {
    const svg = dropoffSvg('newLoan', figures)!;
    const width = (label: string) => Number(new RegExp(`stroke-width="([\\d.]+)"[^>]*><title>${label}</title>`).exec(svg)?.[1]);
    expect(width('loanCalculator → loanPurpose · 8')).toBeGreaterThan(width('loanPurpose → loanCalculator · 2'));
  });
});
