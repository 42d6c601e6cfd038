/** Renders path coverage for QA: terminal lines, JSON, and a static HTML page with each chart drawn. */
import type { AnyStateMachine } from 'xstate';
import { routedStates } from '@machines/shared/meta';
import { allStateNodes, allTransitions, pct, type ChartCoverage } from './graph';
import { renderPage } from './report-page';

export function summaryLine(c: ChartCoverage): string {
  const s = `${c.states.covered.length}/${c.states.total.length} states (${pct(c.states.covered.length, c.states.total.length)}%)`;
  const t = `${c.transitions.covered.length}/${c.transitions.total.length} transitions (${pct(c.transitions.covered.length, c.transitions.total.length)}%)`;
  const g = `${c.guards.covered.length}/${c.guards.total.length} guard outcomes (${pct(c.guards.covered.length, c.guards.total.length)}%)`;
  return `${c.machineId.padEnd(28)} ${s.padEnd(24)} ${t.padEnd(30)} ${g.padEnd(34)} ${c.paths.length} paths`;
}

export const uncovered = (c: ChartCoverage) => ({
  states: c.states.total.filter((x) => !c.states.covered.includes(x)),
  transitions: c.transitions.total.filter((x) => !c.transitions.covered.includes(x)),
  guards: c.guards.total.filter((x) => !c.guards.covered.includes(x)),
});

/**
 * One chart's entry in reports/paths/coverage.json: counts per level (the browser counts stay null until
 * `npm run test:paths:browser` merges its run in: tests/paths-browser/merge-coverage.ts), the uncovered items,
 * and the generated paths.
 */
export function coverageEntry(machine: AnyStateMachine, c: ChartCoverage, ms: number) {
  return {
    id: c.machineId,
    states: { total: c.states.total.length, machine: c.states.covered.length, browser: null as number | null },
    routedStates: { total: routedStates(machine).length, browser: null as number | null },
    transitions: { total: c.transitions.total.length, machine: c.transitions.covered.length },
    guards: { total: c.guards.total.length, machine: c.guards.covered.length },
    uncovered: uncovered(c),
    deadEnds: c.deadEnds,
    reachableStates: c.reachableStates,
    ms: Math.round(ms),
    paths: c.paths,
  };
}

const esc = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A layered drawing: columns by depth in the chart, arrows for transitions; uncovered items in red. */
function drawChart(machine: AnyStateMachine, c: ChartCoverage): string {
  const nodes = allStateNodes(machine).filter((n) => n !== machine.root && n.type !== 'compound' && n.type !== 'parallel');
  const depthOf = new Map<string, number>();
  for (const p of c.paths) for (const id of p.stateIds) if (!depthOf.has(id) || depthOf.get(id)! > p.steps.length) depthOf.set(id, p.steps.length);
  const columns = new Map<number, string[]>();
  for (const n of nodes) {
    const d = depthOf.get(n.id) ?? 99;
    columns.set(d, [...(columns.get(d) ?? []), n.id]);
  }
  const order = [...columns.keys()].sort((a, b) => a - b);
  const pos = new Map<string, { x: number; y: number }>();
  const w = 190;
  const h = 34;
  order.forEach((d, ci) => columns.get(d)!.forEach((id, ri) => pos.set(id, { x: 20 + ci * (w + 60), y: 20 + ri * (h + 18) })));
  const width = 40 + order.length * (w + 60);
  const height = 40 + Math.max(...[...columns.values()].map((c) => c.length)) * (h + 18);
  const edges: string[] = [];
  for (const [t, id] of allTransitions(machine)) {
    const from = pos.get(t.source.id);
    for (const target of t.target ?? []) {
      const leaf = [...pos.keys()].find((k) => k === target.id || k.startsWith(`${target.id}.`));
      const to = leaf ? pos.get(leaf) : undefined;
      if (!from || !to) continue;
      const ok = c.transitions.covered.includes(id);
      edges.push(`<line x1="${from.x + w}" y1="${from.y + h / 2}" x2="${to.x}" y2="${to.y + h / 2}" class="${ok ? 'e' : 'e miss'}"><title>${esc(id)}</title></line>`);
    }
  }
  const boxes = nodes.map((n) => {
    const p = pos.get(n.id)!;
    const ok = c.states.covered.includes(n.id);
    const label = n.id.split('.').slice(1).join('.') || n.id;
    return `<g><rect x="${p.x}" y="${p.y}" width="${w}" height="${h}" rx="6" class="${ok ? 's' : 's miss'}"/><text x="${p.x + 8}" y="${p.y + 21}">${esc(label.length > 28 ? `…${label.slice(-27)}` : label)}</text><title>${esc(n.id)}</title></g>`;
  });
  return `<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Chart ${esc(machine.id)}">${edges.join('')}${boxes.join('')}</svg>`;
}

/** One chart's section of reports/paths/index.html. */
export function renderSection(machine: AnyStateMachine, c: ChartCoverage): string {
  const u = uncovered(c);
  const list = (title: string, items: string[]) =>
    `<h3>${title} (${items.length})</h3>${items.length ? `<ul>${items.map((i) => `<li><code>${esc(i)}</code></li>`).join('')}</ul>` : '<p>None.</p>'}`;
  const paths = c.paths.map((p) => `<li><code>${esc(p.stateIds.at(-1) ?? '')}</code>: ${p.steps.map((s) => `<code>${esc(s.event.type)}</code>`).join(' → ') || '(initial)'}</li>`);
  return `<section><h2>${esc(c.machineId)}</h2><p>${esc(summaryLine(c))}</p><div class="chart">${drawChart(machine, c)}</div>
${list('Uncovered states', u.states)}${list('Uncovered transitions', u.transitions)}${list('Uncovered guard outcomes', u.guards)}
<details><summary>Shortest path to every state (${c.paths.length})</summary><ol>${paths.join('')}</ol></details></section>`;
}

export function renderHtml(charts: Array<{ machine: AnyStateMachine; coverage: ChartCoverage }>, date: string): string {
  return renderPage(charts.map(({ machine, coverage }) => renderSection(machine, coverage)), date);
}
