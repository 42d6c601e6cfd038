/**
 * After the browser scenarios: adds their counts to reports/paths/coverage.json (`states.browser`,
 * `routedStates.browser`, the routed states not passing and the steps left to the machine level) and a browser
 * section to reports/paths/index.html, linking Playwright's report of the scenarios. Run as the Playwright
 * config's global teardown; `npm run test:paths` writes the machine-level part first. `npm test` runs the two side
 * by side, so it sets PATHS_MERGE=deferred here and merges once both are done (scripts/paths-report.ts).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { routedCharts } from '../../machines/registry';
import { routedStates } from '../../machines/shared/meta';
import { resultsDir, type ScenarioResult } from './results';

interface ChartEntry {
  id: string;
  states: { total: number; machine: number; browser: number | null };
  routedStates: { total: number; browser: number | null };
  browser?: { uncoveredRoutedStates: string[]; machineOnly: Array<{ event: string; reason: string }>; scenarios: number };
}

/** A scenario passes when every routed state it reached passed all its checks and no step was left undriven. */
const ok = (r: ScenarioResult) => r.machineOnly.length === 0 && r.checks.every((c) => c.failed.length === 0);
const esc = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export default function mergeCoverage(): void {
  if (process.env.PATHS_MERGE === 'deferred') return;
  if (!existsSync(resultsDir)) return;
  const results = readdirSync(resultsDir).map((f) => JSON.parse(readFileSync(`${resultsDir}/${f}`, 'utf8')) as ScenarioResult);
  const file = 'reports/paths/coverage.json';
  const report = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { date?: string; charts: ChartEntry[] }) : { charts: [] as ChartEntry[] };
  const rows: string[] = [];
  for (const chart of routedCharts) {
    const mine = results.filter((r) => r.chart === chart.id);
    if (mine.length === 0) continue; // not run this time (e.g. --grep another chart)
    const routed = routedStates(chart).map((r) => r.stateId);
    const passed = new Set(mine.flatMap((r) => r.checks.filter((c) => c.failed.length === 0).map((c) => c.stateId)));
    const states = new Set(mine.flatMap((r) => r.states));
    const browser = {
      uncoveredRoutedStates: routed.filter((id) => !passed.has(id)),
      machineOnly: mine.flatMap((r) => r.machineOnly),
      scenarios: mine.length,
    };
    let entry = report.charts.find((c) => c.id === chart.id);
    if (!entry) {
      entry = { id: chart.id, states: { total: 0, machine: 0, browser: null }, routedStates: { total: routed.length, browser: null } };
      report.charts.push(entry);
    }
    entry.states.browser = states.size;
    entry.routedStates = { total: routed.length, browser: routed.length - browser.uncoveredRoutedStates.length };
    entry.browser = browser;
    const ok = browser.uncoveredRoutedStates.length === 0;
    rows.push(`<tr><th scope="row">${esc(chart.id)}</th><td class="${ok ? '' : 'miss'}">${entry.routedStates.browser}/${routed.length}</td><td>${states.size}/${entry.states.total}</td><td>${mine.length}</td>
<td>${browser.uncoveredRoutedStates.map((id) => `<code class="miss">${esc(id)}</code>`).join(' ') || 'none'}</td><td>${browser.machineOnly.map((m) => `<code>${esc(m.event)}</code>: ${esc(m.reason)}`).join('<br>') || 'none'}</td></tr>`);
  }
  writeFileSync(file, JSON.stringify(report, null, 2));
  // Each scenario in words, failed first: what was typed, and each routed state's checks (failed ones in red).
  const failedFirst = [...results].sort((x, y) => Number(ok(y)) - Number(ok(x)) || x.title.localeCompare(y.title, 'en', { numeric: true }));
  const scenarios = failedFirst.map((r) => {
    const checks = r.checks
      .map((c) => `<li>${esc(c.stateId)}: ${c.failed.length === 0 ? '<span class="pass">all checks pass</span>' : c.failed.map((f) => `<span class="miss">${esc(f)}</span>`).join('; ')}</li>`)
      .join('');
    const stopped = r.machineOnly.map((m) => `<li class="miss">not driven: <code>${esc(m.event)}</code> (${esc(m.reason)})</li>`).join('');
    return `<li><p class="${ok(r) ? 'pass' : 'miss'}">${ok(r) ? 'PASS' : 'FAIL'}: ${esc(r.title)}</p>${r.typed.length ? `<p>Typed: ${r.typed.map(esc).join('; ')}</p>` : ''}<ul>${checks}${stopped}</ul></li>`;
  });
  // Per routed state, the scenarios that checked it (QA's "the scenario for state X"; `--grep @<state id>` runs them).
  const byState = routedCharts
    .filter((chart) => results.some((r) => r.chart === chart.id))
    .flatMap((chart) =>
      routedStates(chart).map((routed) => {
        const by = results.filter((r) => r.chart === chart.id && r.checks.some((c) => c.stateId === routed.stateId));
        const cells = by.map((r) => {
          const passed = r.checks.filter((c) => c.stateId === routed.stateId).every((c) => c.failed.length === 0);
          return `<span class="${passed ? 'pass' : 'miss'}">${esc(r.title.split(':')[0]!)}</span>`;
        });
        return `<tr><th scope="row"><code>${esc(routed.stateId)}</code></th><td>${cells.join(', ') || '<span class="miss">none</span>'}</td></tr>`;
      }),
    );
  const html = 'reports/paths/index.html';
  if (!existsSync(html) || rows.length === 0) return;
  const section = `<section id="browser"><h2>In the browser</h2><p>Every routed state reached by a generated scenario in Chromium against the sandbox, checked (URL, heading, progress bar, page event, no console error, no axe violation). Each scenario in words, with its steps, data typed and a screenshot per state: <a href="browser/index.html">the scenario report</a>.</p>
<table><thead><tr><th>Chart</th><th>Routed states passing</th><th>States driven</th><th>Scenarios</th><th>Routed states not passing</th><th>Machine only (why)</th></tr></thead><tbody>${rows.join('')}</tbody></table>
<h3>Which scenario checks each routed state</h3><table><thead><tr><th>Routed state</th><th>Checked by (green: its checks passed there)</th></tr></thead><tbody>${byState.join('')}</tbody></table>
<h3>Scenarios (${results.length}, ${results.filter((r) => !ok(r)).length} failing)</h3><ol class="scenarios">${scenarios.join('')}</ol></section>`;
  const page = readFileSync(html, 'utf8').replace(/<section id="browser">[\s\S]*?<\/section>/, '');
  writeFileSync(html, page.replace(/(<\/h1>.*?<\/p>)/, `$1${section}`).replace('</style>', 'td.miss,code.miss,.miss{color:#c62828;font-weight:600}.pass{color:#2e7d32}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}</style>'));
}
