/**
 * A browser run sharded over two machines merges into the same coverage.json (and index.html) as the same
 * scenarios run on one machine, through the real merge code (tests/paths-browser/merge-coverage.ts): results
 * written as a shard's teardown packs them, read back with `--from` as scripts/paths-report.ts does. No browser.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeShards, packShard, readRuns, shardSource, type RunSource } from '../paths-browser/merge-coverage';
import { notPassing } from '../paths-browser/gate';
import type { ScenarioResult } from '../paths-browser/results';
import type { RunSelection } from '../paths-browser/run-reporter';
import { renderPage } from '../paths/report-page';

const result = (chart: string, n: number, checks: string[], extra: Partial<ScenarioResult> = {}): ScenarioResult => ({
  chart,
  title: `${chart} #${n}: Given a borrower, then they see page ${n}`,
  checks: checks.map((stateId) => ({ stateId, failed: [] })),
  machineOnly: [],
  typed: [`Amount: ${n}000`],
  states: [chart, ...checks],
  transitions: checks.map((id, i) => `${i === 0 ? chart : checks[i - 1]} --go#0--> ${id}`),
  ...extra,
});

// Two charts with real routed states (machines/registry.ts); payment split over both shards, quickLoan in one.
const scenarios = [
  result('payment', 1, ['payment.callback', 'payment.processing']),
  result('payment', 2, ['payment.payments', 'payment.paymentMode']),
  result('payment', 3, ['payment.payments', 'payment.processing'], { checks: [{ stateId: 'payment.payments', failed: ['heading is "Payments"'] }] }),
  result('quickLoan', 1, ['quickLoan.quickLoanAmount']),
  result('quickLoan', 2, ['quickLoan.quickLoanAmount', 'quickLoan.quickLoanSuccess'], { machineOnly: [{ event: 'timer', reason: 'a timer' }] }),
];
const machineLevel = {
  date: '2026-11-28T00:00:00.000Z',
  charts: [
    { id: 'payment', states: { total: 28, machine: 28, browser: null }, routedStates: { total: 4, browser: null }, transitions: { total: 51, machine: 51 }, guards: { total: 26, machine: 26 } },
    { id: 'quickLoan', states: { total: 12, machine: 12, browser: null }, routedStates: { total: 2, browser: null }, transitions: { total: 20, machine: 19 }, guards: { total: 4, machine: 4 } },
    { id: 'surveys', states: { total: 5, machine: 5, browser: null }, routedStates: { total: 2, browser: null }, transitions: { total: 6, machine: 6 }, guards: { total: 0, machine: 0 } },
  ],
};
const section = (id: string) => `<section><h2>${id}</h2><p>${id} 10/10 states</p><div class="chart"></div></section>`;

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A run as a machine leaves it: its results (one file each) and what it selected (run-reporter.ts). */
function writeRun(source: RunSource, results: ScenarioResult[], shard: RunSelection['shard']) {
  mkdirSync(source.results, { recursive: true });
  for (const r of results) writeFileSync(join(source.results, `${r.chart}-${r.title.split('#')[1]!.split(':')[0]}.json`), JSON.stringify(r, null, 2));
  const charts = [...new Set(results.map((r) => r.chart))];
  writeFileSync(source.run, JSON.stringify({ charts, scenarios: results.length, titles: results.map((r) => r.title), shard } satisfies RunSelection));
}
/** A fresh machine-level report to merge into. */
function machineReport(dir: string) {
  mkdirSync(dir, { recursive: true });
  const files = { coverage: join(dir, 'coverage.json'), html: join(dir, 'index.html') };
  writeFileSync(files.coverage, JSON.stringify(machineLevel, null, 2));
  writeFileSync(files.html, renderPage(machineLevel.charts.map((c) => section(c.id)), machineLevel.date));
  return files;
}

describe('sharded browser run: merge', () => {
  it('two shards merge into the same coverage.json and index.html as one run of the same scenarios', () => {
    root = mkdtempSync(join(tmpdir(), 'paths-shards-'));
    // One machine: this run's layout (reports/paths/browser-results + browser-run.json).
    const one: RunSource = { results: join(root, 'one/browser-results'), run: join(root, 'one/browser-run.json') };
    writeRun(one, scenarios, null);
    // Two machines: each runs its share, its teardown packs it into its shard directory (as on a real shard).
    const shards = [
      { shard: { current: 1, total: 2 }, results: [scenarios[0]!, scenarios[2]!, scenarios[3]!] },
      { shard: { current: 2, total: 2 }, results: [scenarios[4]!, scenarios[1]!] },
    ].map(({ shard, results }) => {
      const local: RunSource = { results: join(root, `machine-${shard.current}/browser-results`), run: join(root, `machine-${shard.current}/browser-run.json`) };
      writeRun(local, results, shard);
      const dir = join(root, `shards/${shard.current}-of-2`);
      expect(packShard(shard, local, dir)).toBe(results.length);
      return dir;
    });

    const single = machineReport(join(root, 'single'));
    const fromOne = mergeShards([one], single);
    const sharded = machineReport(join(root, 'sharded'));
    // Given in either order: the merge does not depend on which shard is named first.
    const fromShards = mergeShards([shardSource(shards[1]!), shardSource(shards[0]!)], sharded);

    const coverage = (f: { coverage: string }) => JSON.parse(readFileSync(f.coverage, 'utf8')) as typeof machineLevel;
    expect(coverage(sharded)).toEqual(coverage(single));
    expect(readFileSync(sharded.html, 'utf8')).toBe(readFileSync(single.html, 'utf8'));
    expect(fromShards.problems).toEqual([]);
    expect(fromShards.gate).toEqual(fromOne.gate);
    expect(fromShards.merged).toEqual(fromOne.merged);
    expect([...fromShards.merged].sort()).toEqual(['payment', 'quickLoan']);

    // What was merged: the browser figures per chart, beside the machine ones.
    const payment = coverage(sharded).charts.find((c) => c.id === 'payment') as unknown as Record<string, Record<string, unknown>>;
    expect(payment.routedStates).toEqual({ total: 4, browser: 4 });
    expect(payment.states).toEqual({ total: 28, machine: 28, browser: 5 }); // payment + 4 routed, distinct
    expect(payment.transitions).toEqual({ total: 51, machine: 51, browser: 5 });
    expect(payment.browser!.scenarios).toBe(3);
    const surveys = coverage(sharded).charts.find((c) => c.id === 'surveys') as unknown as Record<string, Record<string, unknown>>;
    expect(surveys.transitions).toEqual({ total: 6, machine: 6, browser: null });
    expect(readFileSync(sharded.html, 'utf8')).toContain('<p class="browser-figures">browser: 4/4 routed states, 5/28 states, 5/51 transitions (3 scenarios)</p>');
    // The gate over the merged results: payment passes (every routed state passed in some scenario).
    expect(fromShards.gate.notPassing).toEqual({});
  });

  it('a shard alone would fail the gate for the states the other shard checks: the gate runs on the merge', () => {
    const shard1 = [scenarios[0]!, scenarios[3]!];
    expect(notPassing(shard1, ['payment', 'quickLoan']).notPassing).toEqual({ payment: ['payment.payments', 'payment.paymentMode'], quickLoan: ['quickLoan.quickLoanSuccess'] });
    expect(notPassing(scenarios, ['payment', 'quickLoan']).notPassing).toEqual({});
  });

  it('names a missing shard, a shard given twice and a selected scenario without a result', () => {
    root = mkdtempSync(join(tmpdir(), 'paths-shards-'));
    const s1 = shardSource(join(root, '1-of-3'));
    writeRun(s1, [scenarios[0]!], { current: 1, total: 3 });
    const s2 = shardSource(join(root, '2-of-3'));
    writeRun(s2, [scenarios[1]!], { current: 2, total: 3 });
    // Shard 2 selected a scenario it has no result for (it crashed before writing one).
    writeFileSync(s2.run, JSON.stringify({ charts: ['payment'], scenarios: 2, titles: [scenarios[1]!.title, scenarios[2]!.title], shard: { current: 2, total: 3 } }));
    const problems = readRuns([s1, s2, s1]).problems;
    expect(problems).toContain('shard 3 of 3 is missing: its scenarios\' routed states would count as not passing');
    expect(problems).toContain('shard 1 of 3 is there 2 times');
    expect(problems).toContain(`"${scenarios[2]!.title}" was selected but left no result (did it run?)`);
    expect(problems.some((p) => p.includes('has a result in two shards'))).toBe(true);
  });
});
