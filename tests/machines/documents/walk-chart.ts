import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { traverse } from '../../paths/graph';

/**
 * Generated paths over a production chart, for the documents, selfie and payment suites. Since W1-G this is a
 * thin adapter over the shared traversal in tests/paths/graph.ts (one engine: xstate's pure `transition()`, actor
 * completion/error and timer expiry as events); it keeps this API (every distinct snapshot with its events, states
 * visited, transitions taken as `source|event|index`) so the suites that check invariants over all snapshots run on it.
 */
type LooseEvent = EventObject & Record<string, unknown>;

export interface WalkOptions {
  input?: unknown;
  /** Candidate events for one event type (payload variants: guards pick between them). */
  payloads?: Record<string, LooseEvent[]>;
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
  const paths: Walk['paths'] = [];
  const visitedStates = new Set<string>();
  const takenTransitions = new Set<string>();
  traverse(
    machine,
    { input: options.input, events: options.payloads, ...(options.key ? { serialize: options.key } : {}), ...(options.maxSnapshots ? { limit: options.maxSnapshots } : {}) },
    {
      visit: (snapshot, steps) => {
        paths.push({ snapshot, events: steps.map((s) => s.event) });
        for (const node of snapshot._nodes as AnyStateNode[]) visitedStates.add(node.id);
      },
      taken: (t) => {
        if (t.eventType) takenTransitions.add(transitionKey(t.source, t.eventType, (t.source.transitions.get(t.eventType) ?? []).indexOf(t)));
      },
    },
  );

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
  return { paths, visitedStates, allStates, takenTransitions, allTransitions };
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
