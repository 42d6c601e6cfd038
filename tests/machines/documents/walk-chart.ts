import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';

/**
 * Generated paths over a production chart. `@xstate/graph`'s test model refuses `invoke` and `after`, so this
 * walker treats actor completion (`xstate.done.actor.*`, `xstate.error.actor.*`), events sent by child actors and
 * timer expiry (`xstate.after.*`) as ordinary events and explores breadth first with XState's pure `transition()`.
 * Nothing runs: invoked actors are created but never started, so no fake is even needed for exploration.
 * Shared by the documents, selfie and payment chart tests (the lead may move it to tests/machines/shared).
 */
type LooseEvent = EventObject & Record<string, unknown>;

export interface WalkOptions {
  input?: unknown;
  /** Candidate events for one event type in one snapshot (payload variants: guards pick between them). */
  payloads?: Record<string, LooseEvent[] | ((snapshot: AnyMachineSnapshot) => LooseEvent[])>;
  /** Extra events not declared by the active states (e.g. sent by a child the walker cannot see). */
  extraEvents?: (snapshot: AnyMachineSnapshot) => LooseEvent[];
  /** Identity of a snapshot for the search; default: state value + JSON of the context. */
  key?: (snapshot: AnyMachineSnapshot) => string;
  maxSnapshots?: number;
}

export interface Walk {
  /** Shortest event path to every distinct snapshot (by key). */
  paths: Array<{ snapshot: AnyMachineSnapshot; events: EventObject[] }>;
  /** State node ids that some snapshot was in. */
  visitedStates: Set<string>;
  /** Every state node id of the chart where a snapshot can rest (eventless routing states left out). */
  allStates: string[];
  /** Transitions taken, as `source|event|index`. */
  takenTransitions: Set<string>;
  /** Every event-driven transition of the chart, as `source|event|index`. */
  allTransitions: string[];
}

const transitionKey = (source: AnyStateNode, eventType: string, index: number) => `${source.id}|${eventType}|${index}`;

export function walkChart(machine: AnyStateMachine, options: WalkOptions = {}): Walk {
  const key = options.key ?? ((s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context, s.status]));
  const [initial] = initialTransition(machine, options.input as never);
  const seen = new Map<string, { snapshot: AnyMachineSnapshot; events: EventObject[] }>();
  const queue: Array<{ snapshot: AnyMachineSnapshot; events: EventObject[] }> = [];
  const visitedStates = new Set<string>();
  const takenTransitions = new Set<string>();
  const push = (snapshot: AnyMachineSnapshot, events: EventObject[]) => {
    const k = key(snapshot);
    if (seen.has(k)) return;
    seen.set(k, { snapshot, events });
    queue.push({ snapshot, events });
    for (const node of snapshot._nodes as AnyStateNode[]) visitedStates.add(node.id);
  };
  push(initial as AnyMachineSnapshot, []);

  const max = options.maxSnapshots ?? 5000;
  while (queue.length > 0) {
    if (seen.size > max) throw new Error(`walkChart: more than ${max} snapshots; make the key coarser or the context finite`);
    const { snapshot, events } = queue.shift()!;
    if (snapshot.status !== 'active') continue;
    const types = new Set<string>();
    for (const node of snapshot._nodes as AnyStateNode[]) for (const t of node.ownEvents) types.add(t);
    const candidates: EventObject[] = [];
    for (const type of types) {
      if (type === '*' || type.includes('*')) continue;
      const p = options.payloads?.[type];
      candidates.push(...(typeof p === 'function' ? p(snapshot) : (p ?? [{ type }])));
    }
    candidates.push(...(options.extraEvents?.(snapshot) ?? []));
    for (const event of candidates) {
      for (const t of machine.getTransitionData(snapshot as never, event as never)) {
        const list = t.source.transitions.get(t.eventType) ?? [];
        takenTransitions.add(transitionKey(t.source, t.eventType, list.indexOf(t)));
      }
      const [next] = transition(machine, snapshot as never, event as never);
      push(next as AnyMachineSnapshot, [...events, event]);
    }
  }

  const allStates: string[] = [];
  const allTransitions: string[] = [];
  const walkNode = (node: AnyStateNode) => {
    // A routing state whose last eventless transition is unguarded is never at rest; its targets are what count.
    const always = node.always ?? [];
    const transient = always.length > 0 && always[always.length - 1]?.guard === undefined;
    if (!transient) allStates.push(node.id);
    for (const [eventType, defs] of node.transitions) defs.forEach((_, i) => allTransitions.push(transitionKey(node, eventType, i)));
    for (const child of Object.values(node.states)) walkNode(child);
  };
  walkNode(machine.root);
  return { paths: [...seen.values()], visitedStates, allStates, takenTransitions, allTransitions };
}

/** A synthetic completion of an invoked actor, as XState raises it. */
export const done = (id: string, output?: unknown): LooseEvent => ({ type: `xstate.done.actor.${id}`, output });
export const fail = (id: string, error: unknown): LooseEvent => ({ type: `xstate.error.actor.${id}`, error });

/** First path whose final snapshot matches `state` (a dotted state value or a predicate). */
export function pathTo(walk: Walk, test: (s: AnyMachineSnapshot) => boolean): EventObject[] {
  const hit = walk.paths.find((p) => test(p.snapshot));
  if (!hit) throw new Error('no generated path reaches that snapshot');
  return hit.events;
}
