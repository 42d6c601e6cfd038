/**
 * Drop-off drawn on a chart's map (issue #23): the same graph and drawing as the flow maps, with each state that
 * borrowers visited shaded by its drop-off rate (its note reads "12 entered · 25% left") and each arrow they took
 * drawn thicker the more borrowers took it (its label ends with the count). Pure: Storybook's `Flows/Drop-off`,
 * the back office's `/sandbox/insights` and `npm run insights`' static report all draw through here.
 */
import type { ChartGraph, MapEdge, MapNode } from './graph';
import { visibleGraph } from './view';

/** The figures drawn (the shape of sandbox/insights/dropoff.ts' report, read structurally). */
export interface HeatFigures {
  states: readonly { chart: string; state: string; entered: number; dropped: number }[];
  transitions: readonly { chart: string; from: string; to: string; count: number }[];
}

export interface MapHeat {
  /** Box fill per drawn state id. */
  fill: Readonly<Record<string, string>>;
  /** Stroke width per arrow id that borrowers took. */
  edgeWidth: Readonly<Record<string, number>>;
}

/** Drop-off rate 0..1 → a red of falling lightness (97% to 57%: dark text stays readable). */
export const heatColour = (rate: number): string => `hsl(0 75% ${Math.round(97 - Math.min(1, Math.max(0, rate)) * 40)}%)`;

export const percent = (x: number) => `${Math.round(x * 100)}%`;

/** The note drawn in a visited state's box. */
export const stateNote = (entered: number, dropped: number) =>
  `${entered} entered · ${percent(entered ? dropped / entered : 0)} left`;

/**
 * The map of `graph` with the figures on it: compound states holding a visited state are opened (so every visited
 * state has its own box); the result is laid out like any map (layout.ts) and drawn by ChartMap with `heat`.
 */
export function heatView(graph: ChartGraph, figures: HeatFigures): { graph: ChartGraph; heat: MapHeat } {
  const chart = graph.id;
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const states = figures.states.filter((s) => s.chart === chart && byId.has(`${chart}.${s.state}`));
  const expanded = new Set<string>();
  for (const s of states) {
    for (let n = byId.get(`${chart}.${s.state}`)?.parent; n; n = byId.get(n)?.parent) expanded.add(n);
  }
  const view = visibleGraph(graph, { expanded });
  const drawn = new Map(view.nodes.map((n) => [n.id, n]));
  const visible = (id: string): string | null => {
    for (let n: MapNode | undefined = byId.get(id); n; n = n.parent ? byId.get(n.parent) : undefined) if (drawn.has(n.id)) return n.id;
    return null;
  };

  const fill: Record<string, string> = {};
  const totals = new Map<string, { entered: number; dropped: number }>();
  for (const s of states) {
    const id = visible(`${chart}.${s.state}`);
    if (!id) continue;
    const t = totals.get(id) ?? { entered: 0, dropped: 0 };
    t.entered += s.entered;
    t.dropped += s.dropped;
    totals.set(id, t);
  }
  for (const [id, t] of totals) fill[id] = heatColour(t.entered ? t.dropped / t.entered : 0);

  // Traffic per arrow: a move between two pages follows the shortest run of arrows between their boxes through
  // states no borrower rests in (saving, deciding), so every arrow on the way carries it.
  const out = new Map<string, MapEdge[]>();
  for (const e of view.edges) out.set(e.source, [...(out.get(e.source) ?? []), e]);
  const route = (from: string, to: string): MapEdge[] | null => {
    const seen = new Map<string, MapEdge[]>([[from, []]]);
    const queue = [from];
    while (queue.length) {
      const at = queue.shift()!;
      for (const e of out.get(at) ?? []) {
        if (seen.has(e.target)) continue;
        const path = [...seen.get(at)!, e];
        if (e.target === to) return path;
        seen.set(e.target, path);
        if (!totals.has(e.target)) queue.push(e.target);
      }
    }
    return null;
  };
  const traffic = new Map<string, number>();
  for (const t of figures.transitions) {
    if (t.chart !== chart || t.to.includes('.') && !byId.has(`${chart}.${t.to}`)) continue;
    const from = visible(`${chart}.${t.from}`);
    const to = visible(`${chart}.${t.to}`);
    if (!from || !to || from === to) continue;
    for (const e of route(from, to) ?? []) traffic.set(e.id, (traffic.get(e.id) ?? 0) + t.count);
  }
  const busiest = Math.max(1, ...traffic.values());
  const edgeWidth: Record<string, number> = {};
  for (const [id, count] of traffic) edgeWidth[id] = Math.round((1.5 + (6.5 * count) / busiest) * 10) / 10;

  const nodes = view.nodes.map((n) => {
    const t = totals.get(n.id);
    return t ? { ...n, detail: stateNote(t.entered, t.dropped) } : n;
  });
  const edges = view.edges.map((e) => {
    const count = traffic.get(e.id);
    return count ? { ...e, label: `${e.label} · ${count}` } : e;
  });
  return { graph: { ...view, nodes, edges }, heat: { fill, edgeWidth } };
}
