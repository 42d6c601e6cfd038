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
import { activeNodes, initialSnapshots, samplesFor, type ChartSamples } from './graph';

export interface Seed {
  snapshot: AnyMachineSnapshot;
  events: EventObject[];
}

/** Breadth-first search that stops at the first snapshot where `stateId` is active: the shortest path to it. */
/** `offer` decides which event types may be sent in a snapshot (default: all the chart accepts there). */
export function shortestPathTo(chart: AnyStateMachine, samples: ChartSamples, stateId: string, limit = 20_000, offer: (snapshot: AnyMachineSnapshot, type: string) => boolean = () => true): Seed | null {
  const machine = samples.provide ? samples.provide(chart) : chart;
  const serialize = samples.serialize ?? ((s: AnyMachineSnapshot) => JSON.stringify({ v: s.value, c: s.context, st: s.status }));
  const queue: Seed[] = initialSnapshots(machine, samples).map((snapshot) => ({ snapshot, events: [] }));
  const seen = new Set<string>();
  while (queue.length && seen.size < limit) {
    const item = queue.shift()!;
    const key = serialize(item.snapshot);
    if (seen.has(key)) continue;
    seen.add(key);
    if (activeNodes(item.snapshot).some((n) => n.id === stateId)) return item;
    if (item.snapshot.status !== 'active') continue;
    for (const type of eventDescriptors(item.snapshot)) {
      if (type === '*' || samples.skip?.includes(type) || !offer(item.snapshot, type)) continue;
      for (const event of samplesFor(item.snapshot, type, samples)) {
        const [next] = transition(machine, item.snapshot as never, event as never);
        if (next.status !== 'error') queue.push({ snapshot: next, events: [...item.events, event] });
      }
    }
  }
  return null;
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
