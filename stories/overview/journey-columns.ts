/** A journey's routed states in step order, for the overview strips and the steps page (pure: no styles). */
import type { AnyStateMachine } from 'xstate';
import { chartGraph, topLevelOf, type MapNode } from '../flows/chart-map/graph';

export interface Column {
  step: MapNode;
  /** Routed states inside the step or branching from it, in reading order. */
  screens: MapNode[];
}

/** The journey's routed states in columns: one per top-level step, branches under the step they leave from. */
export function journeyColumns(machine: AnyStateMachine): Column[] {
  const graph = chartGraph(machine);
  const top = graph.nodes.filter((n) => n.parent === machine.id && n.kind !== 'final');
  const mainIds = new Set<string>([graph.initial]);
  for (const e of graph.edges) if (e.happy) mainIds.add(topLevelOf(machine.id, e.target));
  const columns = top.filter((n) => mainIds.has(n.id)).map((step) => ({ step, screens: [] as MapNode[] }));
  for (const node of graph.nodes.filter((n) => n.route)) {
    const owner = topLevelOf(machine.id, node.id);
    let column = columns.find((c) => c.step.id === owner);
    // A branch step: under the main step whose arrow leads there first.
    if (!column) {
      const from = graph.edges.find(
        (e) => topLevelOf(machine.id, e.target) === owner && mainIds.has(topLevelOf(machine.id, e.source)),
      );
      column = columns.find((c) => c.step.id === (from ? topLevelOf(machine.id, from.source) : ''));
    }
    column?.screens.push(node);
  }
  return columns;
}
