/**
 * Seeds a screen from its chart: the shortest generated path to a routed state (same samples and traversal as
 * the coverage suite), and an actor restored from the snapshot it reaches, with every effect replaced by an inert
 * fake (promises that never settle, callbacks that do nothing) so nothing fetches. Child charts stay charts
 * (quieted the same way), because screens read them (e.g. `children.otp`, `children.documentUpload`).
 * Used by tests/paths/screens.test.tsx and the generated stories (stories/charts).
 */
import {
  __unsafe_getAllOwnEventDescriptors as eventDescriptors,
  createActor,
  fromPromise,
  StateMachine,
  transition,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { activeNodes, initialSnapshots, samplesFor, stateKey, type ChartSamples } from './graph';

export interface Seed {
  snapshot: AnyMachineSnapshot;
  events: EventObject[];
}

/**
 * Breadth-first search that stops at the first snapshot where `stateId` is active: the shortest path to it.
 * `offer` decides which event types may be sent in a snapshot (default: all the chart accepts there); `accept`, which
 * snapshots count as reaching the state (default: any; e.g. only those whose context holds what the page shows).
 * With the default `offer`, one search per chart is kept and resumed: the queue's order does not depend on the
 * target, so asking for every routed state of a chart costs one traversal instead of one per state, and each
 * answer is the one a fresh search would give (the first snapshot in breadth-first order with the state active).
 */
export function shortestPathTo(
  chart: AnyStateMachine,
  samples: ChartSamples,
  stateId: string,
  limit = 20_000,
  offer?: (snapshot: AnyMachineSnapshot, type: string) => boolean,
  accept?: (snapshot: AnyMachineSnapshot) => boolean,
): Seed | null {
  if (offer || accept) return new Search(chart, samples, limit, offer ?? (() => true), accept).find(stateId);
  let byChart = searches.get(chart);
  if (!byChart) searches.set(chart, (byChart = new WeakMap()));
  let search = byChart.get(samples);
  if (!search || search.limit !== limit) byChart.set(samples, (search = new Search(chart, samples, limit, () => true)));
  return search.find(stateId);
}

const searches = new WeakMap<AnyStateMachine, WeakMap<ChartSamples, Search>>();

/** A breadth-first search that can be resumed: every snapshot it dequeues records the state ids first seen there. */
class Search {
  private readonly machine: AnyStateMachine;
  private readonly serialize: (s: AnyMachineSnapshot) => string;
  private readonly queue: Seed[];
  private head = 0;
  private readonly seen = new Set<string>();
  private readonly found = new Map<string, Seed>();

  constructor(
    chart: AnyStateMachine,
    private readonly samples: ChartSamples,
    readonly limit: number,
    private readonly offer: (snapshot: AnyMachineSnapshot, type: string) => boolean,
    private readonly accept: (snapshot: AnyMachineSnapshot) => boolean = () => true,
  ) {
    this.machine = samples.provide ? samples.provide(chart) : chart;
    this.serialize = stateKey(chart, samples);
    this.queue = initialSnapshots(this.machine, samples).map((snapshot) => ({ snapshot, events: [] }));
  }

  find(stateId: string): Seed | null {
    const known = this.found.get(stateId);
    if (known) return known;
    const { queue, seen, samples, machine } = this;
    while (this.head < queue.length && seen.size < this.limit) {
      const item = queue[this.head]!;
      queue[this.head++] = undefined as never; // dequeued: let the snapshot go
      const key = this.serialize(item.snapshot);
      if (seen.has(key)) continue;
      seen.add(key);
      if (this.accept(item.snapshot)) for (const n of activeNodes(item.snapshot)) if (!this.found.has(n.id)) this.found.set(n.id, item);
      if (item.snapshot.status === 'active') {
        for (const type of eventDescriptors(item.snapshot)) {
          if (type === '*' || samples.skip?.includes(type) || !this.offer(item.snapshot, type)) continue;
          for (const event of samplesFor(item.snapshot, type, samples)) {
            const [next] = transition(machine, item.snapshot as never, event as never);
            if (next.status !== 'error') queue.push({ snapshot: next, events: [...item.events, event] });
          }
        }
      }
      if (this.found.has(stateId)) return this.found.get(stateId)!;
    }
    return null;
  }
}

const never = fromPromise(() => new Promise<never>(() => {}));

/** The chart with every effect inert (callbacks too: a promise that never settles sends nothing); child charts quieted. */
export function quiet(machine: AnyStateMachine): AnyStateMachine {
  const actors = machine.implementations.actors as Record<string, AnyActorLogic>;
  const fakes = Object.fromEntries(
    Object.entries(actors).map(([name, logic]) => [
      name,
      logic instanceof StateMachine ? quiet(logic) : never,
    ]),
  );
  // Effects that talk to the outside (sendParent, redirects, storage) are left to the chart's own fakes: a story
  // or a test has no parent, so events sent upward are dropped by the restored actor's system.
  return machine.provide({ actors: fakes as never });
}

/** A started actor at the seed's snapshot, effects inert. Stop it when done. */
export function seededActor(chart: AnyStateMachine, samples: ChartSamples, seed: Seed): AnyActorRef {
  const base = samples.provide ? samples.provide(chart) : chart;
  const machine = quiet(base);
  const persisted = machine.getPersistedSnapshot(seed.snapshot as never);
  return createActor(machine, { snapshot: persisted as never, input: (samples.inputs?.[0] ?? samples.input) as never }).start();
}
