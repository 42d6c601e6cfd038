/**
 * The browser scenarios, generated from the production charts at run time: for every chart with routed states
 * (machines/registry.ts), the machine-level engine's shortest path to each routed state (tests/paths/seed.ts),
 * minus any path whose routed states a longer one already checks (a prefix of another, most often), and paths
 * that part only at their last steps chained into one (chain below): a long path checks every routed state it
 * passes. Nothing here lists states or events: chart changes flow through.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { routedCharts } from '../../machines/registry';
import { routedStates, type RoutedState } from '../../machines/shared/meta';
import { activeNodes, initialSnapshots, type ChartSamples } from '../paths/graph';
import { shortestPathTo } from '../paths/seed';

export interface PlannedStep {
  event: EventObject;
  /** The snapshot before the event (what the borrower sees when acting) and after it. */
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
  /** Routed states active after the event (what the browser must show). */
  routed: RoutedState | null;
}
export interface Scenario {
  chart: AnyStateMachine;
  samples: ChartSamples;
  start: AnyMachineSnapshot;
  /** The sample input the chart started from (e.g. `{ route }` for a chart entered at a page). */
  input: unknown;
  inputIndex: number;
  startRouted: RoutedState | null;
  steps: PlannedStep[];
  /** Routed state ids this scenario checks, in order. */
  checks: string[];
}

/** Every chart's samples (machines/**\/*.samples.ts, default export keyed by chart id), found on disk. */
export async function loadSamples(root = 'machines'): Promise<Record<string, ChartSamples>> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(dir, e.name));
      else if (e.name.endsWith('.samples.ts')) files.push(join(dir, e.name));
    }
  };
  walk(root);
  const mods = await Promise.all(files.map((f) => import(pathToFileURL(join(process.cwd(), f)).href) as Promise<{ default: Record<string, ChartSamples> }>));
  return Object.assign({}, ...mods.map((m) => m.default));
}

/** The deepest routed state active in a snapshot (a routed child such as `documentVerification.failed` wins). */
export function routedIn(snapshot: AnyMachineSnapshot, routed: RoutedState[]): RoutedState | null {
  const ids = new Set(activeNodes(snapshot).map((n) => n.id));
  return routed.filter((r) => ids.has(r.stateId)).sort((a, b) => b.stateId.length - a.stateId.length)[0] ?? null;
}

function replay(machine: AnyStateMachine, start: AnyMachineSnapshot, events: EventObject[], routed: RoutedState[]): PlannedStep[] {
  const steps: PlannedStep[] = [];
  let before = start;
  for (const event of events) {
    const [after] = transition(machine, before as never, event as never);
    steps.push({ event, before, after, routed: routedIn(after, routed) });
    before = after;
  }
  return steps;
}

/** A scenario from its start input and events: every step replayed with the chart's pure transition(). */
export function fromEvents(chart: AnyStateMachine, samples: ChartSamples, inputIndex: number, events: EventObject[]): Scenario {
  const machine = samples.provide ? samples.provide(chart) : chart;
  const routed = routedStates(chart);
  const start = initialSnapshots(machine, samples)[inputIndex]!;
  const input = (samples.inputs ?? [samples.input])[inputIndex];
  const steps = replay(machine, start, events, routed);
  const startRouted = routedIn(start, routed);
  const checks = [startRouted?.stateId, ...steps.map((st) => st.routed?.stateId)].filter((x): x is string => !!x);
  return { chart, samples, start, input, inputIndex, startRouted, steps, checks: [...new Set(checks)] };
}

/** Sandbox call group an actor's request goes to, for error outcomes (by actor id; `fault` below). */
export const faultGroups: Record<string, string> = { save: 'loans', signingCode: 'loans', otp: 'cognito', gotymeCode: 'user', promo: 'promo', documentVerification: 'documents' };

/** An actor failure the browser can bring about: its call group can be faulted in the sandbox (faultGroups). */
/** Failures the scenario's own action brings about with no fault (the GoTyme link is refused the code it types). */
const failsByItself = new Set(['verifyGotymeAccount']);
const producible = (type: string) => {
  if (!type.startsWith('xstate.error.actor.')) return true;
  const id = type.slice('xstate.error.actor.'.length);
  return id in faultGroups || failsByItself.has(id);
};

/** An event the borrower sends (a click, a typed page): not the platform's (actor outcomes, timers, xstate.*). */
const byBorrower = (type: string) => !type.startsWith('xstate.');

/**
 * The machine-level engine's breadth-first shortest path (tests/paths/seed.ts) with one rule of the browser: the
 * borrower does nothing while the page is loading (a state tagged `loading` shows a spinner, not the page). The
 * machine accepts a `nav.request` while the account loads; a borrower cannot send one there, so a path that does
 * would check a page the app never shows them (app #3 went home on an insurance link before the account was read).
 */
export function browserPathTo(chart: AnyStateMachine, samples: ChartSamples, stateId: string, limit = 20_000): { snapshot: AnyMachineSnapshot; events: EventObject[] } | null {
  return shortestPathTo(chart, samples, stateId, limit, (snapshot, type) => producible(type) && !(snapshot.hasTag('loading') && byBorrower(type)));
}

export function planChart(chart: AnyStateMachine, samples: ChartSamples): Scenario[] {
  const machine = samples.provide ? samples.provide(chart) : chart;
  const routed = routedStates(chart);
  const starts = initialSnapshots(machine, samples);
  const found: Scenario[] = [];
  for (const target of routed) {
    const seed = browserPathTo(chart, samples, target.stateId);
    if (!seed) continue;
    // The seed's start is whichever sample input its path began from: find it by replaying from each.
    const index = starts.findIndex((s) => {
      let snap = s;
      for (const e of seed.events) [snap] = transition(machine, snap as never, e as never);
      return JSON.stringify(snap.value) === JSON.stringify(seed.snapshot.value);
    });
    found.push(fromEvents(chart, samples, Math.max(index, 0), seed.events));
  }
  // Keep the fewest scenarios that together check every reachable routed state: longest first, then drop a
  // scenario whose checks another kept one already covers.
  found.sort((a, b) => b.steps.length - a.steps.length);
  const kept: Scenario[] = [];
  const covered = new Set<string>();
  for (const s of found) {
    if (s.checks.every((c) => covered.has(c))) continue;
    kept.push(s);
    s.checks.forEach((c) => covered.add(c));
  }
  return chain(kept.reverse());
}

/** An event the browser waits for rather than does: the platform answers and the page moves on by itself. */
export const platformMovesOn = (type: string): boolean =>
  // A compound or parallel state finishing (its calls side by side all answered) is the chart moving on by itself too.
  type.startsWith('xstate.done.actor.') || type.startsWith('xstate.done.state.') || type === 'session.restored';

/**
 * Routed states a scenario checks in the browser: where it starts and those it stops at (not a page the platform
 * moves on from). The chaining below and the scenarios' tags (scenarios.spec.ts) both read it.
 */
export function checkedAtRest(startRouted: RoutedState | null | undefined, steps: readonly PlannedStep[]): string[] {
  const atRest = steps.filter((st, i) => st.routed && !platformMovesOn(steps[i + 1]?.event.type ?? ''));
  return [...new Set([startRouted?.stateId, ...atRest.map((st) => st.routed!.stateId)].filter((x): x is string => !!x))];
}

/**
 * Scenarios that part only near their end (the same start and first steps, then one opens a page and another a
 * second page) become one that goes on: the second's own last steps are taken after the first's, where the chart
 * accepts them (replayed with its pure transition()) and still stops at every routed state both checked. One
 * sign-in and one walk to the fork instead of two. At most `maxSuffix` steps are added, so a scenario stays short.
 */
function chain(scenarios: Scenario[], maxSuffix = 3): Scenario[] {
  const out: Scenario[] = [];
  for (const b of scenarios) {
    const bEvents = b.steps.map((st) => JSON.stringify(st.event));
    const merged = out.findIndex((a, n) => {
      if (a.inputIndex !== b.inputIndex) return false;
      const aEvents = a.steps.map((st) => JSON.stringify(st.event));
      let common = 0;
      while (common < aEvents.length && aEvents[common] === bEvents[common]) common++;
      const suffix = b.steps.slice(common).map((st) => st.event);
      if (suffix.length === 0 || suffix.length > maxSuffix) return false;
      // Where the second goes on by the platform's own move (an actor answering), the first's last page was kept
      // still for its check by a hold on that call (scenarios.spec.ts, holdGroups): joined, nothing would hold it.
      if (platformMovesOn(suffix[0]!.type)) return false;
      const longer = fromEvents(a.chart, a.samples, a.inputIndex, [...a.steps.map((st) => st.event), ...suffix]);
      // Every added event is one the chart takes there (an ignored event would leave the snapshot as it was).
      const taken = longer.steps.slice(a.steps.length).every((st) => st.after !== st.before);
      const checked = new Set(checkedAtRest(longer.startRouted, longer.steps));
      if (!taken || ![...checkedAtRest(a.startRouted, a.steps), ...checkedAtRest(b.startRouted, b.steps)].every((id) => checked.has(id))) return false;
      out[n] = longer;
      return true;
    });
    if (merged < 0) out.push(b);
  }
  return out;
}

/** What a scenario is, serializable: the start input's index and the events (the rest is replayed). */
type Cached = Record<string, Array<{ input: number; events: EventObject[] }>>;

/** Today's charts, samples and planner, as a key: the plan is computed once (Playwright's runner) and reused by workers. */
function chartsKey(): string {
  const hash = createHash('sha1');
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.isDirectory()) walk(join(dir, e.name));
      else hash.update(e.name).update(readFileSync(join(dir, e.name)));
    }
  };
  walk('machines');
  // And how the plan is made (this file): a change to the search invalidates the cached plan too.
  hash.update(readFileSync('tests/paths-browser/plan.ts'));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The sample inputs a browser can start from. A journey input resumed mid-journey with no answers of its own
 * (`startAt`: the machine samples' way to reach the "resumed at review" branches) has no persona or saved point that
 * puts a borrower there; the machine-level suite covers it, the browser starts where a borrower can.
 */
export const browserSamples = (samples: ChartSamples): ChartSamples =>
  samples.inputs ? { ...samples, inputs: samples.inputs.filter((i) => !(i && typeof i === 'object' && 'startAt' in i)) } : samples;

export async function plan(): Promise<Array<{ chart: AnyStateMachine; routed: RoutedState[]; scenarios: Scenario[] }>> {
  const samples = await loadSamples();
  const cacheFile = `.data/paths-browser-plan-${chartsKey()}.json`;
  const cached: Cached | null = existsSync(cacheFile) ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as Cached) : null;
  const out = routedCharts.map((chart) => {
    const s = browserSamples(samples[chart.id] ?? {});
    const routed = routedStates(chart);
    const scenarios = cached?.[chart.id]?.map((c) => fromEvents(chart, s, c.input, c.events)) ?? planChart(chart, s);
    return { chart, routed, scenarios };
  });
  if (!cached) {
    mkdirSync('.data', { recursive: true });
    const toCache: Cached = Object.fromEntries(out.map(({ chart, scenarios }) => [chart.id, scenarios.map((x) => ({ input: x.inputIndex, events: x.steps.map((st) => st.event) }))]));
    writeFileSync(cacheFile, JSON.stringify(toCache));
  }
  return out;
}
