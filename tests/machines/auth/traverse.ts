import { getShortestPaths } from '@xstate/graph';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, StateNode } from 'xstate';

/**
 * Generated paths over a chart with invokes and timers: @xstate/graph traverses the pure transition function,
 * and this supplies, in each snapshot, the user events plus the completion/failure of every running invoke and
 * the expiry of every pending `after` timer, so actor results and timers are events like any other.
 */
export interface TraverseOptions {
  input?: unknown;
  userEvents: AnyEventObject[];
  /** Possible outcomes per actor src: outputs (done) and errors. */
  outcomes: Record<string, { done?: unknown[]; error?: unknown[] }>;
  /** Context keys that drive control flow (the rest is left out of the state key to keep the graph finite). */
  keyContext?: (context: Record<string, unknown>) => unknown;
}

type Node = StateNode<any, any>;

export function eventsFor(snapshot: AnyMachineSnapshot, opts: TraverseOptions): AnyEventObject[] {
  const nodes = (snapshot as unknown as { _nodes: Node[] })._nodes;
  const events: AnyEventObject[] = [...opts.userEvents];
  for (const node of nodes) {
    for (const inv of node.invoke) {
      const src = typeof inv.src === 'string' ? inv.src : '';
      const o = opts.outcomes[src] ?? {};
      for (const output of o.done ?? []) events.push({ type: `xstate.done.actor.${inv.id}`, output });
      for (const error of o.error ?? []) events.push({ type: `xstate.error.actor.${inv.id}`, error });
    }
    for (const t of node.after) events.push({ type: t.eventType });
  }
  return events;
}

export function traverse(machine: AnyStateMachine, opts: TraverseOptions) {
  return getShortestPaths(machine, {
    input: opts.input,
    events: (s: unknown) => eventsFor(s as AnyMachineSnapshot, opts) as never,
    serializeState: (s: unknown) => JSON.stringify([(s as AnyMachineSnapshot).value, opts.keyContext?.((s as AnyMachineSnapshot).context) ?? null]),
    limit: 20_000,
  } as never);
}

/** Ids of every atomic/compound state node, excluding the root and history pseudo-states. */
export function allStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (n: Node) => {
    if (n !== machine.root && n.type !== 'history') ids.push(n.id);
    for (const c of Object.values(n.states)) walk(c as Node);
  };
  walk(machine.root as Node);
  return ids;
}

export function reachedStateIds(paths: { state: unknown }[]): Set<string> {
  const out = new Set<string>();
  for (const p of paths) for (const n of (p.state as { _nodes: Node[] })._nodes) out.add(n.id);
  return out;
}
