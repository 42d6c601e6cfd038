/**
 * What the map shows at once: compound states are folded (one box) unless expanded, and arrows to or from a
 * folded state's inside are drawn from or to its box, once per meaning. Folding keeps a twelve-step journey
 * readable; the current step is expanded to show its inner states (editing, saving, error).
 */
import type { ChartGraph, MapEdge, MapNode } from './graph';

export interface ViewOptions {
  /** Compound states shown open; `'all'` opens every one. */
  expanded?: ReadonlySet<string> | 'all';
  /** Progress-bar jumps (to any step reached) are many; off by default. */
  showJumps?: boolean;
}

export function visibleGraph(graph: ChartGraph, options: ViewOptions = {}): ChartGraph {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const open = (n: MapNode) => options.expanded === 'all' || Boolean(options.expanded?.has(n.id));
  const shown = (n: MapNode): boolean => {
    const parent = n.parent ? byId.get(n.parent) : undefined;
    return !parent || (open(parent) && shown(parent));
  };
  /** The nearest shown state at or above `id`. */
  const visible = (id: string): string => {
    let n = byId.get(id);
    while (n && !shown(n)) n = n.parent ? byId.get(n.parent) : undefined;
    return n?.id ?? id;
  };
  const nodes = graph.nodes.filter(shown).map((n) => (open(n) ? n : { ...n, children: [] }));
  const merged = new Map<string, MapEdge>();
  for (const e of graph.edges) {
    if (e.anywhere || (!options.showJumps && e.kind === 'jump')) continue;
    const source = visible(e.source);
    const target = visible(e.target);
    // An arrow between two states inside one folded box is the box's own business.
    if (source === target && !(e.source === source && e.target === target)) continue;
    const key = [source, target, e.label, e.condition].join('\u0000');
    const prior = merged.get(key);
    if (prior) {
      merged.set(key, {
        ...prior,
        sources: [...prior.sources, ...e.sources],
        transitions: [...prior.transitions, ...e.transitions],
        happy: prior.happy || e.happy,
      });
    } else {
      merged.set(key, { ...e, source, target });
    }
  }
  return { ...graph, nodes, edges: [...merged.values()] };
}
