/**
 * The transitions one planned step takes, named as the machine-level report names them (tests/paths/graph.ts
 * `allTransitions`), so `transitions.browser` in coverage.json counts against the same total as
 * `transitions.machine`. A step is (the snapshot before, the event, the snapshot after): the transitions the event
 * enables in the snapshot before (xstate's own selection: `getTransitionData`), and the eventless hops the same
 * macrostep then took (a source active before or entered by this step, a target active after), as the machine-level
 * traversal counts them.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, EventObject, StateNode } from 'xstate';
import { activeNodes, allTransitions } from '../paths/graph';

const idsByMachine = new WeakMap<AnyStateMachine, Map<AnyTransitionDefinition, string>>();

/** The step's snapshots carry the machine the plan stepped (the chart with its samples' implementations). */
export function stepTransitions(step: { before: AnyMachineSnapshot; event: EventObject; after: AnyMachineSnapshot }): string[] {
  const machine = step.before.machine as AnyStateMachine;
  let ids = idsByMachine.get(machine);
  if (!ids) idsByMachine.set(machine, (ids = allTransitions(machine)));
  const enabled = machine.getTransitionData(step.before as never, step.event as never) as AnyTransitionDefinition[];
  const taken = new Set<AnyTransitionDefinition>(enabled);
  const before = activeNodes(step.before);
  const after = activeNodes(step.after);
  const entered: StateNode[] = enabled.flatMap((t) => t.target ?? []);
  const wasEntered = (n: StateNode) => {
    for (let a: StateNode | undefined = n; a; a = a.parent) if (entered.includes(a)) return true;
    return false;
  };
  const eventless = [...ids.keys()].filter((t) => t.eventType === '');
  // Hop by hop: a chain of passing states (entered, then left at once) is followed as its targets are entered.
  for (let grew = true; grew; ) {
    grew = false;
    for (const t of eventless) {
      if (taken.has(t)) continue;
      if (!before.includes(t.source) && !wasEntered(t.source)) continue;
      if (!t.target?.some((n) => after.includes(n) || after.some((a) => a.id.startsWith(`${n.id}.`)))) continue;
      taken.add(t);
      for (const target of t.target) {
        if (!entered.includes(target)) {
          entered.push(target);
          grew = true;
        }
      }
    }
  }
  return [...taken].map((t) => ids.get(t)).filter((id): id is string => !!id);
}

/** Per chart, what the browser drove over all its scenarios: distinct state node ids and transitions. */
export function drivenCounts(results: Array<{ states: string[]; transitions?: string[] }>): { states: number; transitions: number } {
  return {
    states: new Set(results.flatMap((r) => r.states)).size,
    transitions: new Set(results.flatMap((r) => r.transitions ?? [])).size,
  };
}
