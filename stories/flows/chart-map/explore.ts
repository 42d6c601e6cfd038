/**
 * Walking a chart by hand, purely (xstate's transition(), nothing runs or fetches): what can happen now (the
 * chart's samples that enable a transition, each with the arrow it takes), taking one, and seeding a state by the
 * same shortest path the journey stories use, kept as a history so Back steps one event back.
 */
import {
  __unsafe_getAllOwnEventDescriptors as eventDescriptors,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { activeNodes, initialSnapshots, samplesFor, stateKey, type ChartSamples } from '../../../tests/paths/graph';
import { shortestPathTo } from '../../../tests/paths/seed';
import { transitionKey } from './graph';

export interface Moment {
  snapshot: AnyMachineSnapshot;
  /** The event that led here and the transitions (keys) it took; absent for the start. */
  event?: EventObject;
  taken: string[];
}

export const runnable = (machine: AnyStateMachine, samples: ChartSamples) =>
  samples.provide ? samples.provide(machine) : machine;

const keyOf = (t: AnyTransitionDefinition) => {
  const list = t.eventType ? (t.source.transitions.get(t.eventType) ?? []) : (t.source.always ?? []);
  const index = list.indexOf(t);
  return (t.target ?? []).map((n) => transitionKey(t, index, n.id));
};

export function step(machine: AnyStateMachine, from: AnyMachineSnapshot, event: EventObject): Moment {
  const enabled = machine.getTransitionData(from as never, event as never) as AnyTransitionDefinition[];
  const [snapshot] = transition(machine, from as never, event as never);
  return { snapshot: snapshot as AnyMachineSnapshot, event, taken: enabled.flatMap(keyOf) };
}

export interface Option {
  event: EventObject;
  /** Transition keys this event takes from the current snapshot (which arrow it follows). */
  taken: string[];
}

/** Every sample event that moves the chart from `snapshot`, with the arrow it takes. */
export function options(machine: AnyStateMachine, samples: ChartSamples, snapshot: AnyMachineSnapshot): Option[] {
  if (snapshot.status !== 'active') return [];
  return eventDescriptors(snapshot)
    .filter((t) => t !== '*' && !samples.skip?.includes(t))
    .flatMap((t) => samplesFor(snapshot, t, samples))
    .map((event) => ({
      event,
      taken: (machine.getTransitionData(snapshot as never, event as never) as AnyTransitionDefinition[]).flatMap(keyOf),
    }))
    .filter((o) => o.taken.length > 0);
}

export function start(machine: AnyStateMachine, samples: ChartSamples): Moment[] {
  return [{ snapshot: initialSnapshots(machine, samples)[0]!, taken: [] }];
}

/** The shortest history that makes `stateId` active (the journey stories' seeding), or null if none is found. */
export function seedHistory(chart: AnyStateMachine, samples: ChartSamples, stateId: string): Moment[] | null {
  const seed = shortestPathTo(chart, samples, stateId);
  if (!seed) return null;
  const machine = runnable(chart, samples);
  // The seed may start from any of the chart's inputs: replay from the one it started at.
  for (const first of initialSnapshots(machine, samples)) {
    const history: Moment[] = [{ snapshot: first, taken: [] }];
    for (const event of seed.events) history.push(step(machine, history.at(-1)!.snapshot, event));
    if (activeNodes(history.at(-1)!.snapshot).some((n) => n.id === stateId)) return history;
  }
  return null;
}

export const activeIds = (snapshot: AnyMachineSnapshot) => activeNodes(snapshot).map((n) => n.id);

/** The deepest active state ids (what is current, not its ancestors). */
export const currentIds = (snapshot: AnyMachineSnapshot) => {
  const ids = activeIds(snapshot);
  return ids.filter((id) => !ids.some((other) => other.startsWith(`${id}.`)));
};

/** State ids in a Storybook URL: args allow letters, digits, spaces, '-' and '_' only, so dots become spaces. */
export const encodeState = (machineId: string, stateId: string) =>
  stateId
    .slice(machineId.length + 1)
    .split('.')
    .join(' ');
export const decodeState = (machineId: string, arg: string) =>
  arg.trim() ? `${machineId}.${arg.trim().split(/\s+/).join('.')}` : '';

/**
 * One breadth-first walk that finds, for each wanted state, the first snapshot where it is active (a shortest
 * path): seeds many screens at once (the journeys overview) instead of one search per screen.
 */
export function firstSnapshots(
  chart: AnyStateMachine,
  samples: ChartSamples,
  wanted: readonly string[],
  limit = 20_000,
): Map<string, AnyMachineSnapshot> {
  const machine = runnable(chart, samples);
  const serialize = stateKey(chart, samples);
  const found = new Map<string, AnyMachineSnapshot>();
  const queue = initialSnapshots(machine, samples);
  const seen = new Set<string>();
  for (let head = 0; head < queue.length && found.size < wanted.length && seen.size < limit; head++) {
    const snapshot = queue[head]!;
    const key = serialize(snapshot);
    if (seen.has(key)) continue;
    seen.add(key);
    for (const id of activeIds(snapshot)) if (wanted.includes(id) && !found.has(id)) found.set(id, snapshot);
    for (const o of options(machine, samples, snapshot)) {
      const [next] = transition(machine, snapshot as never, o.event as never);
      if (next.status !== 'error') queue.push(next as AnyMachineSnapshot);
    }
  }
  return found;
}

/**
 * How to reach a state again without searching: which of the chart's starting inputs, then at each step the
 * index of the sample taken among `options()` there (indices, not payloads: samples hold values JSON would lose).
 * Written at `npm run generate` (stories/overview/journey-seeds.generated.json) so the overview replays instead of
 * searching in the browser.
 */
export interface SeedPath {
  input: number;
  steps: number[];
  /** The event types taken, for a reader of the generated file (replay checks they still match). */
  events: string[];
}

/** firstSnapshots' walk, keeping the path to each wanted state instead of the snapshot. */
export function firstPaths(
  chart: AnyStateMachine,
  samples: ChartSamples,
  wanted: readonly string[],
  limit = 20_000,
): Map<string, SeedPath> {
  const machine = runnable(chart, samples);
  const serialize = stateKey(chart, samples);
  const found = new Map<string, SeedPath>();
  const queue = initialSnapshots(machine, samples).map((snapshot, input) => ({
    snapshot,
    path: { input, steps: [], events: [] } as SeedPath,
  }));
  const seen = new Set<string>();
  for (let head = 0; head < queue.length && found.size < wanted.length && seen.size < limit; head++) {
    const { snapshot, path } = queue[head]!;
    const key = serialize(snapshot);
    if (seen.has(key)) continue;
    seen.add(key);
    for (const id of activeIds(snapshot)) if (wanted.includes(id) && !found.has(id)) found.set(id, path);
    options(machine, samples, snapshot).forEach((o, i) => {
      const [next] = transition(machine, snapshot as never, o.event as never);
      if (next.status !== 'error')
        queue.push({
          snapshot: next as AnyMachineSnapshot,
          path: { input: path.input, steps: [...path.steps, i], events: [...path.events, o.event.type] },
        });
    });
  }
  return found;
}

/** The snapshot a SeedPath leads to, or null when the chart or its samples changed since it was written. */
export function replayPath(chart: AnyStateMachine, samples: ChartSamples, path: SeedPath): AnyMachineSnapshot | null {
  const machine = runnable(chart, samples);
  let snapshot: AnyMachineSnapshot | undefined = initialSnapshots(machine, samples)[path.input];
  for (const [n, i] of path.steps.entries()) {
    const o: Option | undefined = snapshot ? options(machine, samples, snapshot)[i] : undefined;
    if (!snapshot || !o || o.event.type !== path.events[n]) return null;
    snapshot = transition(machine, snapshot as never, o.event as never)[0] as AnyMachineSnapshot;
  }
  return snapshot ?? null;
}
