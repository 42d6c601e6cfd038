/**
 * Path generation over the production charts: @xstate/graph's shortest paths (not its `createTestModel`, which
 * refuses `invoke` and `after`), driven with the chart's own transition function, and treating actor completion
 * (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`) and timer expiry (`xstate.after.<delay>.<state>`) as events
 * of the traversal, like any other. Event payloads ("samples") live next to each chart (`*.samples.ts`) so every
 * guard is exercised both ways.
 */
import { getShortestPaths } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors as eventDescriptors,
  initialTransition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
  type StateNode,
} from 'xstate';

export interface ChartSamples {
  /** Payloads per event type; an event type without samples is sent as `{ type }`. */
  events?: Record<string, EventObject[]>;
  /** Event types the traversal must not send (e.g. wildcard catch-alls). */
  skip?: string[];
  input?: unknown;
  /** Several starting points (e.g. a chart entered fresh, from a callback, or resumed); overrides `input`. */
  inputs?: unknown[];
  /**
   * Completions and failures of invoked actors, by actor `src` (invokes without an explicit id get generated ids
   * such as `0.auth.login.requesting`, so keying by src keeps samples stable). `events` wins for an exact type.
   */
  outcomes?: Record<string, { done?: unknown[]; error?: unknown[] }>;
  /** Implementations swapped in for the traversal only (e.g. sendParent actions, which need a parent). */
  provide?: (machine: AnyStateMachine) => AnyStateMachine;
  /**
   * Which part of a snapshot makes it a distinct state. Default (`stateKey`): the state value, the status and the
   * context paths the chart's guards read, found by the traversal itself. Give one only where those paths take
   * too many values (a counter, a clock) or where context no guard reads still decides a later guard (an action
   * copies it into what a guard reads); keep it finite.
   */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  /** Traversal bound: a chart whose serialized states exceed this is reported, not looped on. */
  limit?: number;
}

export interface Step {
  event: EventObject;
  state: string;
}
export interface GeneratedPath {
  /** Serialized target state. */
  target: string;
  /** State node ids active at the end. */
  stateIds: string[];
  steps: Step[];
}

export interface ChartCoverage {
  machineId: string;
  states: { total: string[]; covered: string[] };
  transitions: { total: string[]; covered: string[] };
  guards: { total: string[]; covered: string[] };
  paths: GeneratedPath[];
  reachableStates: number;
  /** Non-final state nodes with no way out that the traversal could find (dead ends). */
  deadEnds: string[];
}

export const activeNodes = (s: AnyMachineSnapshot): StateNode[] => (s as unknown as { _nodes: StateNode[] })._nodes;

export function allStateNodes(machine: AnyStateMachine): StateNode[] {
  const out: StateNode[] = [];
  const walk = (n: StateNode) => {
    out.push(n);
    for (const c of Object.values(n.states)) walk(c);
  };
  walk(machine.root);
  return out;
}

const transitionId = (t: AnyTransitionDefinition, index: number) =>
  `${t.source.id} --${t.eventType || 'always'}${t.guard ? ` [${guardName(t)}]` : ''}#${index}--> ${
    t.target?.map((n) => n.id).join(',') ?? '(self)'
  }`;

function guardName(t: AnyTransitionDefinition): string {
  const g = t.guard as unknown;
  if (typeof g === 'string') return g;
  if (g && typeof g === 'object' && 'type' in g) return String((g as { type: unknown }).type);
  if (typeof g === 'function') return g.name || 'inline';
  return 'guard';
}

/** Every transition definition of the chart, with a stable id. */
export function allTransitions(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const out = new Map<AnyTransitionDefinition, string>();
  for (const node of allStateNodes(machine)) {
    for (const list of node.transitions.values()) list.forEach((t, i) => out.set(t, transitionId(t, i)));
    node.always?.forEach((t, i) => out.set(t, transitionId(t, i)));
  }
  return out;
}

const eventKeys = new WeakMap<EventObject, string>();
/** An event's key in the traversal's adjacency map (JSON, as @xstate/graph's default), computed once per event object. */
function eventKey(event: EventObject): string {
  let key = eventKeys.get(event);
  if (key === undefined) eventKeys.set(event, (key = JSON.stringify(event)));
  return key;
}

const outcomeEvents = new WeakMap<unknown[], Map<string, EventObject[]>>();

/** The sample events for one event type in one snapshot: exact samples, then actor outcomes by src, else `{ type }`. */
export function samplesFor(snapshot: AnyMachineSnapshot, type: string, samples: ChartSamples): EventObject[] {
  const exact = samples.events?.[type];
  if (exact) return exact;
  // Raised by the chart itself when a compound or parallel state's regions have all ended, never sent to it: sent
  // from outside it would skip the regions' work (e.g. loan details' four reads) and reach a state the borrower
  // cannot. The transition it enables is taken (and counted) when the chart raises it.
  if (type.startsWith('xstate.done.state.')) return [];
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor && samples.outcomes) {
    const [, kind, id] = actor;
    for (const node of activeNodes(snapshot)) {
      for (const inv of node.invoke) {
        if (inv.id !== id || typeof inv.src !== 'string') continue;
        const o = samples.outcomes[inv.src];
        const values = kind === 'done' ? o?.done : o?.error;
        if (!values) continue;
        // The same event objects each time (the traversal keys its adjacency by event: see `eventKey`).
        let byType = outcomeEvents.get(values);
        if (!byType) outcomeEvents.set(values, (byType = new Map()));
        let made = byType.get(type);
        if (!made) byType.set(type, (made = values.map((v) => (kind === 'done' ? { type, output: v } : { type, error: v }))));
        return made;
      }
    }
  }
  return [{ type }];
}

/** Observers for suites that check more than coverage (every distinct snapshot, every transition taken). */
export interface TraverseHooks {
  /** Every distinct snapshot, first reached (so `steps` is a shortest path). Returning `true` ends the traversal. */
  visit?: (snapshot: AnyMachineSnapshot, steps: Step[]) => boolean | void;
  taken?: (t: AnyTransitionDefinition) => void;
  /** Every event sent that enabled something: the snapshot before, the transitions it enabled, the snapshot after. */
  stepped?: (from: AnyMachineSnapshot, event: EventObject, enabled: AnyTransitionDefinition[], next: AnyMachineSnapshot) => void;
}

/**
 * Every distinct snapshot of the chart from its sample inputs, and its coverage. The distinct snapshots are keyed by
 * the samples' `serialize` or else by `stateKey`'s derived key (state value + the context its guards read).
 */
export function traverse(chart: AnyStateMachine, samples: ChartSamples = {}, hooks: TraverseHooks = {}): ChartCoverage {
  const machine = samples.provide ? samples.provide(chart) : chart;
  if (samples.serialize) return explore(machine, samples, samples.serialize, hooks);
  const { coverage, key } = deriveKey(machine, samples);
  derivedKeys.set(samples, key);
  return Object.keys(hooks).length === 0 ? coverage : explore(machine, samples, key, hooks);
}

function explore(machine: AnyStateMachine, samples: ChartSamples, serializeOnce: (s: AnyMachineSnapshot) => string, hooks: TraverseHooks): ChartCoverage {
  // @xstate/graph serializes a snapshot several times (queue, adjacency, weights): once per snapshot is enough.
  const serialized = new WeakMap<AnyMachineSnapshot, string>();
  const serialize = (s: AnyMachineSnapshot) => {
    let key = serialized.get(s);
    if (key === undefined) serialized.set(s, (key = serializeOnce(s)));
    return key;
  };
  const limit = samples.limit ?? 5000;
  const transitions = allTransitions(machine);
  // Transitions and guard outcomes by definition (named once, at the end: no id strings built per step).
  const coveredTransitions = new Set<AnyTransitionDefinition>();
  const guardPassed = new Set<AnyTransitionDefinition>();
  /** Guarded transitions seen evaluating false (or losing to an earlier candidate). */
  const guardFailed = new Set<AnyTransitionDefinition>();
  const coveredStates = new Set<string>();

  /**
   * Eventless transitions taken inside a macrostep (xstate's pure transition() does not report them): the source
   * was active before or entered by this step, a target is active after. Earlier guarded candidates of the same
   * source then evaluated false (document order decides). A state's `onDone` (`xstate.done.state.<id>`, raised by
   * the chart once the state's regions have ended, never sent to it: samplesFor offers none) is taken the same way,
   * inside the step that ended its last region; the state has then been left.
   */
  const isDone = (t: AnyTransitionDefinition) => t.eventType.startsWith('xstate.done.state.');
  const eventless = [...transitions].filter(([t]) => t.eventType === '' || isDone(t));
  const markEventless = (before: StateNode[], enteredByEvent: StateNode[], next: AnyMachineSnapshot) => {
    // Grows with the targets of the eventless hops found below, so a chain of passing states (a save's `committing`
    // into a step whose initial state passes on) is followed hop by hop.
    const entered = [...enteredByEvent];
    const wasEntered = (n: StateNode) => {
      for (let a: StateNode | undefined = n; a; a = a.parent) if (entered.includes(a)) return true;
      return false;
    };
    const taken = new Set<string>();
    for (let grew = true; grew; ) {
      grew = false;
      for (const [t, id] of eventless) {
        // A snapshot at rest in the source means every guarded eventless way out evaluated false.
        if (t.guard && !isDone(t) && activeNodes(next).includes(t.source)) guardFailed.add(t);
        if (taken.has(id)) continue;
        if (!before.includes(t.source) && !wasEntered(t.source)) continue;
        if (isDone(t) && activeNodes(next).includes(t.source)) continue;
        if (!t.target?.some((n) => activeNodes(next).includes(n) || activeNodes(next).some((a) => a.id.startsWith(`${n.id}.`)))) continue;
        taken.add(id);
        coveredTransitions.add(t);
        if (t.guard) guardPassed.add(t);
        const candidates = (isDone(t) ? t.source.transitions.get(t.eventType) : t.source.always) ?? [];
        for (const earlier of candidates.slice(0, candidates.indexOf(t))) {
          if (earlier.guard) guardFailed.add(earlier);
        }
        for (const target of t.target ?? []) {
          if (!entered.includes(target)) {
            entered.push(target);
            grew = true;
          }
        }
      }
    }
  };
  // The traversal is @xstate/graph's: from each starting snapshot, the shortest path (breadth first) to every
  // distinct snapshot. The coverage layer rides on it: `events` asks the chart which transitions each sample event
  // enables in each snapshot (transitions, guard outcomes), and every step the traversal takes passes through
  // `logic.transition` (eventless hops, errors, the `stepped` hook). An event that enables nothing is not offered.
  const steps: Array<{ from: AnyMachineSnapshot; event: EventObject; enabled: AnyTransitionDefinition[]; next: AnyMachineSnapshot }> = [];
  const enabledBy = new WeakMap<AnyMachineSnapshot, Map<EventObject, AnyTransitionDefinition[]>>();
  const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
    if (snapshot.status !== 'active') return [];
    const offered: EventObject[] = [];
    const enabledHere = new Map<EventObject, AnyTransitionDefinition[]>();
    for (const type of eventDescriptors(snapshot)) {
      if (type === '*' || samples.skip?.includes(type)) continue;
      for (const event of samplesFor(snapshot, type, samples)) {
        const enabled = machine.getTransitionData(snapshot as never, event as never) as AnyTransitionDefinition[];
        for (const t of enabled) {
          coveredTransitions.add(t);
          hooks.taken?.(t);
          if (t.guard) guardPassed.add(t);
        }
        // A guarded candidate that was not taken evaluated false (or lost to an earlier candidate).
        for (const node of activeNodes(snapshot)) {
          for (const t of node.transitions.get(event.type) ?? []) {
            if (t.guard && !enabled.includes(t)) guardFailed.add(t);
          }
        }
        if (enabled.length === 0) continue;
        enabledHere.set(event, enabled);
        offered.push(event);
      }
    }
    enabledBy.set(snapshot, enabledHere);
    return offered;
  };
  // Several starting snapshots (one per sample input) are one traversal: a synthetic start whose events
  // (`lakbay.start`, one per input) lead to each, so snapshots shared by several starts are explored once.
  const starts = initialSnapshots(machine, samples);
  const start = { status: 'active', start: true } as unknown as AnyMachineSnapshot;
  const startEvents = starts.map((_, index) => ({ type: 'lakbay.start', index }));
  const logic = Object.assign(Object.create(machine) as AnyStateMachine, {
    transition: (from: AnyMachineSnapshot, event: EventObject, scope: unknown) => {
      if (from === start) return starts[(event as unknown as { index: number }).index]!;
      let next: AnyMachineSnapshot;
      try {
        next = machine.transition(from as never, event as never, scope as never) as AnyMachineSnapshot;
      } catch (e) {
        throw new Error(`${machine.id}: sending ${JSON.stringify(event)} threw: ${(e as Error).message}`);
      }
      if (next.status === 'error') {
        throw new Error(`${machine.id}: ${JSON.stringify(event)} put the chart in error: ${String((next as { error?: unknown }).error)}`);
      }
      steps.push({ from, event, enabled: enabledBy.get(from)?.get(event) ?? [], next });
      return next;
    },
  });

  const markStates = (s: AnyMachineSnapshot) => activeNodes(s).forEach((n) => coveredStates.add(n.id));
  for (const snapshot of starts) markEventless([], [machine.root], snapshot);
  const seen = new Map<string, { snapshot: AnyMachineSnapshot; steps: Step[] }>();
  const paths = getShortestPaths(logic, {
    fromState: start as never,
    events: (s) => (s === start ? startEvents : events(s as AnyMachineSnapshot)),
    serializeState: (s) => (s === start ? '(start)' : serialize(s as AnyMachineSnapshot)),
    // The sample events are the same objects in every snapshot: each is stringified once, not once per snapshot.
    serializeEvent: eventKey as never,
    // Iterations (every step taken), not distinct states: those are bounded below.
    limit: limit * 50,
  });
  for (const path of paths) {
    if (path.state === start) continue;
    // Steps: the synthetic start (`xstate.init`), the chosen starting snapshot, then each event and where it led.
    const pathSteps = path.steps.slice(2).map((s) => ({ event: s.event as EventObject, state: serialize(s.state as AnyMachineSnapshot) }));
    seen.set(serialize(path.state as AnyMachineSnapshot), { snapshot: path.state as AnyMachineSnapshot, steps: pathSteps });
  }
  if (seen.size > limit) {
    throw new Error(`${machine.id}: more than ${limit} distinct states; give the chart a finite serialize() in its samples (the context its guards read takes too many values)`);
  }
  for (const { from, event, enabled, next } of steps) {
    markEventless(activeNodes(from), enabled.flatMap((e) => e.target ?? []), next);
    hooks.stepped?.(from, event, enabled, next);
  }
  // Observers see every distinct snapshot once, shortest paths first (breadth-first order); `true` ends the visit.
  for (const { snapshot, steps: path } of [...seen.values()].sort((a, b) => a.steps.length - b.steps.length)) {
    if (hooks.visit?.(snapshot, path) === true) break;
  }
  for (const { snapshot } of seen.values()) markStates(snapshot);

  // States passed through within a macrostep (eventless hops) are entered even if never at rest.
  for (const t of transitions.keys()) {
    if (!coveredTransitions.has(t)) continue;
    for (let n: StateNode | undefined = t.target?.[0]; n; n = n.parent) coveredStates.add(n.id);
    for (const target of t.target ?? []) coveredStates.add(target.id);
    if (t.eventType === '') coveredStates.add(t.source.id);
  }
  const nodes = allStateNodes(machine).filter((n) => n !== machine.root);
  const guardOutcomes = [...transitions]
    .filter(([t]) => t.guard)
    .flatMap(([t, id]) => [{ id: `${id} => true`, seen: guardPassed.has(t) }, { id: `${id} => false`, seen: guardFailed.has(t) }]);
  // A dead end: an atomic state every distinct snapshot holding it is active with no event accepted. One pass over
  // the snapshots (not one per node): per atomic node, whether it was seen at rest and whether any of those had a way on.
  const atRest = new Map<StateNode, boolean>();
  for (const { snapshot } of seen.values()) {
    let stuck: boolean | undefined;
    for (const n of activeNodes(snapshot)) {
      if (n.type !== 'atomic' || atRest.get(n) === false) continue;
      stuck ??= snapshot.status === 'active' && eventDescriptors(snapshot).length === 0;
      atRest.set(n, stuck);
    }
  }
  const deadEnds = nodes.filter((n) => n.type === 'atomic' && coveredStates.has(n.id) && atRest.get(n) === true).map((n) => n.id);

  return {
    machineId: machine.id,
    states: { total: nodes.map((n) => n.id), covered: nodes.map((n) => n.id).filter((id) => coveredStates.has(id)) },
    transitions: { total: [...transitions.values()], covered: [...transitions].filter(([t]) => coveredTransitions.has(t)).map(([, id]) => id) },
    guards: { total: guardOutcomes.map((o) => o.id), covered: guardOutcomes.filter((o) => o.seen).map((o) => o.id) },
    paths: shortestPathsToEveryNode(machine, seen),
    reachableStates: seen.size,
    deadEnds,
  };
}

/** The chart's starting snapshots, one per sample input. */
export function initialSnapshots(machine: AnyStateMachine, samples: ChartSamples): AnyMachineSnapshot[] {
  return (samples.inputs ?? [samples.input]).map((input) => {
    const [initial] = initialTransition(machine, input as never);
    if (initial.status === 'error') {
      throw new Error(`${machine.id}: the initial state errored (does the chart need \`input\` in its samples?): ${String((initial as { error?: unknown }).error)}`);
    }
    return initial;
  });
}

/** For each state node, the shortest event sequence (BFS order) that makes it active. */
function shortestPathsToEveryNode(
  machine: AnyStateMachine,
  seen: Map<string, { snapshot: AnyMachineSnapshot; steps: Step[] }>,
): GeneratedPath[] {
  const best = new Map<string, GeneratedPath>();
  for (const [key, { snapshot, steps }] of seen) {
    for (const node of activeNodes(snapshot)) {
      if (node === machine.root || node.type !== 'atomic' && node.type !== 'final') continue;
      const prior = best.get(node.id);
      if (!prior || prior.steps.length > steps.length) {
        best.set(node.id, { target: key, stateIds: activeNodes(snapshot).map((n) => n.id), steps });
      }
    }
  }
  return [...best.values()];
}

export const pct = (covered: number, total: number) => (total === 0 ? 100 : Math.round((covered / total) * 1000) / 10);

/**
 * The context paths a chart's guards read, as a tree: `answers` -> `loanOffer` (a leaf: its value), or `whole` (an
 * array, or an object whose keys a guard enumerated: all of it).
 */
export type ReadPaths = Map<string, ReadPaths | 'whole'>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** The part of `value` at `paths`: a plain object keeps only the keys read, an untouched object is `{}`. */
function project(value: unknown, paths: ReadPaths | 'whole'): unknown {
  if (paths === 'whole' || !isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, sub] of paths) out[k] = project(value[k], sub);
  return out;
}

/** Adds `from` to `into`; whether `into` grew. */
function addPaths(into: ReadPaths, from: ReadPaths): boolean {
  let grew = false;
  for (const [k, sub] of from) {
    const held = into.get(k);
    if (held === 'whole') continue;
    if (sub === 'whole') {
      into.set(k, 'whole');
      grew = true;
    } else if (held === undefined) {
      into.set(k, new Map());
      addPaths(into.get(k) as ReadPaths, sub);
      grew = true;
    } else if (addPaths(held, sub)) grew = true;
  }
  return grew;
}

/**
 * The chart with every guard watched: each guard is also run on a proxy of the context that records the paths it
 * reads into `reads` (the guard's answer is the one from the real context, so a proxy can never change an outcome).
 * Named guards are wrapped through `provide`, inline ones on the copy's own transitions; built-in combinators
 * (`and`, `or`, `not`) evaluate named guards, which are watched. Not seen: context read by a guard's `params`
 * function (none of the charts' do: their params read the event).
 */
function watchGuards(machine: AnyStateMachine): { machine: AnyStateMachine; reads: () => ReadPaths; reset: () => void } {
  let reads: ReadPaths = new Map();
  const watch = (value: Record<string, unknown>, paths: ReadPaths, parent: ReadPaths, name: string): object =>
    new Proxy(value, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver) as unknown;
        if (typeof prop === 'symbol' || paths.get(prop) === 'whole') return v;
        if (isRecord(v)) {
          if (!paths.has(prop)) paths.set(prop, new Map());
          return watch(v, paths.get(prop) as ReadPaths, paths, prop);
        }
        if (typeof v === 'object' && v !== null) paths.set(prop, 'whole');
        else if (!paths.has(prop)) paths.set(prop, new Map());
        return v;
      },
      has(target, prop) {
        parent.set(name, 'whole');
        return Reflect.has(target, prop);
      },
      ownKeys(target) {
        parent.set(name, 'whole');
        return Reflect.ownKeys(target);
      },
    });
  type Guard = ((args: { context: Record<string, unknown> }, params: unknown) => boolean) & { check?: unknown };
  const watched = (guard: Guard): Guard => {
    const run = (args: { context: Record<string, unknown> }, params: unknown) => {
      const top: ReadPaths = new Map([['context', reads]]);
      try {
        guard({ ...args, context: watch(args.context, reads, top, 'context') as Record<string, unknown> }, params);
      } catch {
        // The real evaluation below throws the same, where the traversal reports it.
      }
      if (top.get('context') === 'whole') reads.set('*', 'whole');
      return guard(args, params);
    };
    return Object.defineProperty(run, 'name', { value: guard.name });
  };
  const plain = (g: unknown): g is Guard => typeof g === 'function' && !('check' in g);
  const named = Object.entries(machine.implementations.guards).filter(([, g]) => plain(g));
  const copy = machine.provide({ guards: Object.fromEntries(named.map(([k, g]) => [k, watched(g as Guard)])) as never });
  for (const t of allTransitions(copy).keys()) {
    if (plain(t.guard)) (t as { guard: unknown }).guard = watched(t.guard);
  }
  return { machine: copy, reads: () => reads, reset: () => void (reads = new Map()) };
}

/** The snapshot key on `paths`: state value, status and the context at those paths (`*`: all of the context). */
const keyOn = (paths: ReadPaths) => (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.status, paths.has('*') ? s.context : project(s.context, paths)]);

/**
 * Derives a chart's state key: traverse with the key on the state value alone, note the context paths the guards
 * read, traverse again keyed on them, until a traversal's guards read nothing the key leaves out. The last
 * traversal's coverage is the chart's (its key covers every path any of its guards read).
 */
function deriveKey(machine: AnyStateMachine, samples: ChartSamples): { key: (s: AnyMachineSnapshot) => string; paths: ReadPaths; coverage: ChartCoverage } {
  const watched = watchGuards(machine);
  const paths: ReadPaths = new Map();
  for (;;) {
    watched.reset();
    const key = keyOn(paths);
    const coverage = explore(watched.machine, samples, key, {});
    if (!addPaths(paths, watched.reads())) return { key, paths, coverage };
  }
}

const derivedKeys = new WeakMap<ChartSamples, (s: AnyMachineSnapshot) => string>();

/**
 * What makes two snapshots of a chart distinct, for every search over it (the coverage traversal, screen seeds,
 * stories): the samples' `serialize`, or the key derived from what its guards read (computed once per samples).
 */
export function stateKey(chart: AnyStateMachine, samples: ChartSamples): (s: AnyMachineSnapshot) => string {
  if (samples.serialize) return samples.serialize;
  let key = derivedKeys.get(samples);
  if (!key) derivedKeys.set(samples, (key = deriveKey(samples.provide ? samples.provide(chart) : chart, samples).key));
  return key;
}
