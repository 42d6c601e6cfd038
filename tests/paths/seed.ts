/**
 * Seeds a screen from its chart: the shortest generated path to a routed state (same samples and traversal as
 * the coverage suite), and an actor restored from the snapshot it reaches, with every effect replaced by an inert
 * fake (promises that never settle, callbacks that do nothing) so nothing fetches. Child charts stay charts
 * (quieted the same way), because screens read them (e.g. `children.otp`, `children.documentUpload`).
 * Used by tests/paths/screens.test.tsx and the generated stories (stories/charts).
 */
import { createActor, fromPromise, StateMachine, type AnyActorLogic, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { activeNodes, traverse, type ChartSamples } from './graph';

export interface Seed {
  snapshot: AnyMachineSnapshot;
  events: EventObject[];
}

/**
 * The shortest path to the first snapshot where `stateId` is active: the one traversal of tests/paths/graph.ts
 * (same samples, same breadth-first order as the coverage suite), ended as soon as the state is reached.
 */
export function shortestPathTo(chart: AnyStateMachine, samples: ChartSamples, stateId: string, limit = 20_000): Seed | null {
  let found: Seed | null = null;
  traverse(chart, { ...samples, limit: samples.limit ?? limit }, {
    visit: (snapshot, steps) => {
      if (!activeNodes(snapshot).some((n) => n.id === stateId)) return false;
      found = { snapshot, events: steps.map((s) => s.event) };
      return true;
    },
  });
  return found;
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
