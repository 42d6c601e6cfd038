/**
 * After the browser scenarios: adds their counts to reports/paths/coverage.json (`states.browser`,
 * `transitions.browser`, `routedStates.browser`, the routed states not passing and the steps left to the machine
 * level) and a browser section to reports/paths/index.html (with "browser: x/y states, a/b transitions" beside each
 * chart's machine figures), linking Playwright's report of the scenarios. Run as the Playwright config's global
 * teardown; `npm run test:paths` writes the machine-level part first. `npm test` runs the two side by side, so it
 * sets PATHS_MERGE=deferred here and merges once both are done (scripts/paths-report.ts).
 *
 * Sharded (`--shard=i/n`, one machine per shard): the teardown of each shard only packs its results and what it
 * selected into reports/paths/shards/i-of-n (results.ts `shardDir`); `scripts/paths-report.ts --from <dirs>` then
 * merges them here (`mergeShards`): the gate over all shards' results, then the same merge as one run's.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { routedCharts } from '../../machines/registry';
import { routedStates } from '../../machines/shared/meta';
import { drivenCounts } from './driven';
import { notPassing } from './gate';
import { resultsDir, shardDir, shardLayout, type ScenarioResult, type Shard } from './results';
import { runFile, type RunSelection } from './run-reporter';

interface ChartEntry {
  id: string;
  states: { total: number; machine: number | null; browser: number | null };
  routedStates: { total: number; browser: number | null };
  transitions?: { total: number; machine: number | null; browser?: number | null };
  browser?: { uncoveredRoutedStates: string[]; machineOnly: Array<{ event: string; reason: string }>; scenarios: number };
}

/** Where one run's (or one shard's) results and selection are. */
export interface RunSource {
  results: string;
  run: string;
}
/** This machine's last run (the default), or a shard's directory copied here (`--from`). */
export const thisRun: RunSource = { results: resultsDir, run: runFile };
export const shardSource = (dir: string): RunSource => ({ results: join(dir, shardLayout.results), run: join(dir, shardLayout.run) });

export interface MergedRun {
  /** Every scenario's result, once each (by title), in scenario order. */
  results: ScenarioResult[];
  /** The charts any source selected. */
  charts: string[];
  /** What makes the merge untrustworthy: a shard missing or twice, shards of different runs, a selected scenario without a result. */
  problems: string[];
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const byScenario = (x: ScenarioResult, y: ScenarioResult) => x.title.localeCompare(y.title, 'en', { numeric: true });

/** Reads and joins the results of one run or of every shard of a sharded run. */
export function readRuns(sources: RunSource[] = [thisRun]): MergedRun {
  const problems: string[] = [];
  const byTitle = new Map<string, ScenarioResult>();
  const selections: RunSelection[] = [];
  for (const source of sources) {
    if (existsSync(source.run)) selections.push(readJson<RunSelection>(source.run));
    else if (sources.length > 1) problems.push(`${source.run} is missing: the scenarios that shard selected are not known`);
    const files = existsSync(source.results) ? readdirSync(source.results).filter((f) => f.endsWith('.json')) : [];
    for (const f of files) {
      const r = readJson<ScenarioResult>(join(source.results, f));
      if (byTitle.has(r.title)) problems.push(`"${r.title}" has a result in two shards (${source.results} again): same shard twice?`);
      else byTitle.set(r.title, r);
    }
  }
  // Shards: all of one run (same total), each once, none missing.
  const shards = selections.map((s) => s.shard).filter((s): s is Shard => !!s && s.total > 1);
  if (shards.length > 0) {
    const totals = [...new Set(shards.map((s) => s.total))];
    if (totals.length > 1) problems.push(`shards of different runs: totals ${totals.join(', ')}`);
    for (let i = 1; i <= Math.max(...totals); i++) {
      const n = shards.filter((s) => s.current === i).length;
      if (n === 0) problems.push(`shard ${i} of ${totals[0]} is missing: its scenarios' routed states would count as not passing`);
      if (n > 1) problems.push(`shard ${i} of ${totals[0]} is there ${n} times`);
    }
  }
  const titles = selections.flatMap((s) => s.titles ?? []);
  for (const title of titles) if (!byTitle.has(title)) problems.push(`"${title}" was selected but left no result (did it run?)`);
  return { results: [...byTitle.values()].sort(byScenario), charts: [...new Set(selections.flatMap((s) => s.charts))], problems };
}

/** A scenario passes when every routed state it reached passed all its checks and no step was left undriven. */
const ok = (r: ScenarioResult) => r.machineOnly.length === 0 && r.checks.every((c) => c.failed.length === 0);
const esc = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** What a chart's browser figures read, beside its machine figures: "browser: 38/56 states, 41/90 transitions". */
export function browserFigures(entry: ChartEntry): string {
  const of = (n: number | null | undefined, total: number | undefined) => `${n ?? 0}/${total ?? '?'}`;
  return `browser: ${of(entry.routedStates.browser, entry.routedStates.total)} routed states, ${of(entry.states.browser, entry.states.total)} states, ${of(entry.transitions?.browser, entry.transitions?.total)} transitions (${entry.browser?.scenarios ?? 0} scenarios)`;
}

/**
 * Merges browser results into a coverage.json and its index.html (the machine-level report, when there is one):
 * per chart with results, the browser counts. Returns the charts merged.
 */
export function mergeResults(results: ScenarioResult[], files = { coverage: 'reports/paths/coverage.json', html: 'reports/paths/index.html' }): string[] {
  const results_ = [...results].sort(byScenario);
  const report = existsSync(files.coverage) ? readJson<{ date?: string; charts: ChartEntry[] }>(files.coverage) : { charts: [] as ChartEntry[] };
  const rows: string[] = [];
  const merged: string[] = [];
  for (const chart of routedCharts) {
    const mine = results_.filter((r) => r.chart === chart.id);
    if (mine.length === 0) continue; // not run this time (e.g. --grep another chart)
    const routed = routedStates(chart).map((r) => r.stateId);
    const passed = new Set(mine.flatMap((r) => r.checks.filter((c) => c.failed.length === 0).map((c) => c.stateId)));
    const driven = drivenCounts(mine);
    const browser = {
      uncoveredRoutedStates: routed.filter((id) => !passed.has(id)),
      machineOnly: mine.flatMap((r) => r.machineOnly),
      scenarios: mine.length,
    };
    let entry = report.charts.find((c) => c.id === chart.id);
    if (!entry) {
      // No machine-level report here (`npm run test:paths` not run on this machine): the browser counts alone.
      entry = { id: chart.id, states: { total: 0, machine: null, browser: null }, routedStates: { total: routed.length, browser: null } };
      report.charts.push(entry);
    }
    entry.states.browser = driven.states;
    entry.transitions = { total: entry.transitions?.total ?? 0, machine: entry.transitions?.machine ?? null, browser: driven.transitions };
    entry.routedStates = { total: routed.length, browser: routed.length - browser.uncoveredRoutedStates.length };
    entry.browser = browser;
    merged.push(chart.id);
    const allPass = browser.uncoveredRoutedStates.length === 0;
    rows.push(`<tr><th scope="row">${esc(chart.id)}</th><td class="${allPass ? '' : 'miss'}">${entry.routedStates.browser}/${routed.length}</td><td>${driven.states}/${entry.states.total}</td><td>${driven.transitions}/${entry.transitions.total}</td><td>${mine.length}</td>
<td>${browser.uncoveredRoutedStates.map((id) => `<code class="miss">${esc(id)}</code>`).join(' ') || 'none'}</td><td>${browser.machineOnly.map((m) => `<code>${esc(m.event)}</code>: ${esc(m.reason)}`).join('<br>') || 'none'}</td></tr>`);
  }
  // Every chart has the same shape: null where the browser did not drive it (yet).
  for (const entry of report.charts) if (entry.transitions) entry.transitions.browser ??= null;
  mkdirSync(join(files.coverage, '..'), { recursive: true });
  writeFileSync(files.coverage, JSON.stringify(report, null, 2));
  // Each scenario in words, failed first: what was typed, and each routed state's checks (failed ones in red).
  const failedFirst = [...results_].sort((x, y) => Number(ok(x)) - Number(ok(y)) || byScenario(x, y));
  const scenarios = failedFirst.map((r) => {
    const checks = r.checks
      .map((c) => `<li>${esc(c.stateId)}: ${c.failed.length === 0 ? '<span class="pass">all checks pass</span>' : c.failed.map((f) => `<span class="miss">${esc(f)}</span>`).join('; ')}</li>`)
      .join('');
    const stopped = r.machineOnly.map((m) => `<li class="miss">not driven: <code>${esc(m.event)}</code> (${esc(m.reason)})</li>`).join('');
    return `<li><p class="${ok(r) ? 'pass' : 'miss'}">${ok(r) ? 'PASS' : 'FAIL'}: ${esc(r.title)}</p>${r.typed.length ? `<p>Typed: ${r.typed.map(esc).join('; ')}</p>` : ''}<ul>${checks}${stopped}</ul></li>`;
  });
  // Per routed state, the scenarios that checked it (QA's "the scenario for state X"; `--grep @<state id>` runs them).
  const byState = routedCharts
    .filter((chart) => results_.some((r) => r.chart === chart.id))
    .flatMap((chart) =>
      routedStates(chart).map((routed) => {
        const by = results_.filter((r) => r.chart === chart.id && r.checks.some((c) => c.stateId === routed.stateId));
        const cells = by.map((r) => {
          const passed = r.checks.filter((c) => c.stateId === routed.stateId).every((c) => c.failed.length === 0);
          return `<span class="${passed ? 'pass' : 'miss'}">${esc(r.title.split(':')[0]!)}</span>`;
        });
        return `<tr><th scope="row"><code>${esc(routed.stateId)}</code></th><td>${cells.join(', ') || '<span class="miss">none</span>'}</td></tr>`;
      }),
    );
  if (!existsSync(files.html) || rows.length === 0) return merged;
  const section = `<section id="browser"><h2>In the browser</h2><p>Every routed state reached by a generated scenario in Chromium against the sandbox, checked (URL, heading, progress bar, page event, no console error, no axe violation). States and transitions driven count what the scenarios went through up to their last routed state whose checks passed, against the chart's totals. Each scenario in words, with its steps, data typed and a screenshot per state: <a href="browser/index.html">the scenario report</a>.</p>
<table><thead><tr><th>Chart</th><th>Routed states passing</th><th>States driven</th><th>Transitions driven</th><th>Scenarios</th><th>Routed states not passing</th><th>Machine only (why)</th></tr></thead><tbody>${rows.join('')}</tbody></table>
<h3>Which scenario checks each routed state</h3><table><thead><tr><th>Routed state</th><th>Checked by (green: its checks passed there)</th></tr></thead><tbody>${byState.join('')}</tbody></table>
<h3>Scenarios (${results_.length}, ${results_.filter((r) => !ok(r)).length} failing)</h3><ol class="scenarios">${scenarios.join('')}</ol></section>`;
  let page = readFileSync(files.html, 'utf8')
    .replace(/<section id="browser">[\s\S]*?<\/section>/, '')
    .replace(/<p class="browser-figures">[\s\S]*?<\/p>/g, '');
  // Beside each chart's machine figures (its section's first paragraph: tests/paths/report.ts renderSection).
  for (const id of merged) {
    const entry = report.charts.find((c) => c.id === id)!;
    page = page.replace(new RegExp(`(<section><h2>${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h2><p>[\\s\\S]*?</p>)`), `$1<p class="browser-figures">${esc(browserFigures(entry))}</p>`);
  }
  page = page.replace(/(<\/h1>.*?<\/p>)/, `$1${section}`);
  if (!page.includes('td.miss,code.miss')) {
    page = page.replace('</style>', 'td.miss,code.miss,.miss{color:#c62828;font-weight:600}.pass{color:#2e7d32}.browser-figures{color:#1565c0}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}</style>');
  }
  writeFileSync(files.html, page);
  return merged;
}

/** The merge of a sharded run: the shards' results joined, the gate over all of them, then the same merge as one run's. */
export function mergeShards(sources: RunSource[], files?: { coverage: string; html: string }) {
  const run = readRuns(sources);
  const gate = notPassing(run.results, run.charts);
  const charts = mergeResults(run.results, files);
  return { ...run, gate, merged: charts };
}

/** In a shard: its results and selection, packed into its shard directory for the merge. */
export function packShard(shard: Shard, from: RunSource = thisRun, dir = shardDir(shard)): number {
  const to = shardSource(dir);
  rmSync(to.results, { recursive: true, force: true });
  mkdirSync(to.results, { recursive: true });
  const files = existsSync(from.results) ? readdirSync(from.results).filter((f) => f.endsWith('.json')) : [];
  for (const f of files) copyFileSync(join(from.results, f), join(to.results, f));
  if (existsSync(from.run)) copyFileSync(from.run, to.run);
  return files.length;
}

export default function mergeCoverage(config?: FullConfig): void {
  const shard = config?.shard;
  if (shard && shard.total > 1) {
    const n = packShard(shard);
    console.log(`\nShard ${shard.current} of ${shard.total}: ${n} scenario results in ${shardDir(shard)} (with its blob report). Copy that directory to the machine that merges, then: npx tsx scripts/paths-report.ts --from reports/paths/shards/*-of-${shard.total} (docs/qa.md)`);
    return;
  }
  if (process.env.PATHS_MERGE === 'deferred') return;
  if (!existsSync(resultsDir)) return;
  mergeResults(readRuns().results);
}
