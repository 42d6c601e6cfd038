import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { traverse } from '../../paths/graph';

/**
 * Every distinct snapshot of a chart with its shortest event path, for the documents and selfie suites that check
 * invariants over all snapshots. Not an engine and not a coverage layer: the traversal is tests/paths/graph.ts, and
 * whether every state and transition is reached is tests/paths' job (`npm run test:paths`).
 */
type LooseEvent = EventObject & Record<string, unknown>;

export interface WalkOptions {
  input?: unknown;
  /** Candidate events for one event type (payload variants: guards pick between them). */
  payloads?: Record<string, LooseEvent[]>;
  /** Identity of a snapshot for the search; default: state value + JSON of the context. */
  key?: (snapshot: AnyMachineSnapshot) => string;
}

export interface Walk {
  /** Shortest event path to every distinct snapshot (by key). */
  paths: Array<{ snapshot: AnyMachineSnapshot; events: EventObject[] }>;
  /** State node ids that some snapshot was in. */
  visitedStates: Set<string>;
}

/** Every snapshot its own: these suites check what each snapshot holds, not only what its guards read. */
const everything = (s: AnyMachineSnapshot) => JSON.stringify({ v: s.value, c: s.context, st: s.status });

export function walkChart(machine: AnyStateMachine, options: WalkOptions = {}): Walk {
  const paths: Walk['paths'] = [];
  const visitedStates = new Set<string>();
  traverse(
    machine,
    { input: options.input, events: options.payloads, serialize: options.key ?? everything },
    {
      visit: (snapshot, steps) => {
        paths.push({ snapshot, events: steps.map((s) => s.event) });
        for (const node of snapshot._nodes as AnyStateNode[]) visitedStates.add(node.id);
      },
    },
  );
  return { paths, visitedStates };
}

/** A synthetic completion of an invoked actor, as XState raises it. */
export const done = (id: string, output?: unknown): LooseEvent => ({ type: `xstate.done.actor.${id}`, output });
export const fail = (id: string, error: unknown): LooseEvent => ({ type: `xstate.error.actor.${id}`, error });
