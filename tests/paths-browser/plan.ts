/**
 * The browser scenarios, generated from the production charts at run time: for every chart with routed states
 * (machines/registry.ts), the machine-level engine's shortest path to each routed state (tests/paths/seed.ts),
 * minus any path that is a prefix of another, so a long path checks every routed state it passes. Nothing here
 * lists states or events: chart changes flow through.
 */
import { readdirSync } from 'node:fs';
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

function replay(machine: AnyStateMachine, samples: ChartSamples, start: AnyMachineSnapshot, events: EventObject[], routed: RoutedState[]): PlannedStep[] {
  const steps: PlannedStep[] = [];
  let before = start;
  for (const event of events) {
    const [after] = transition(machine, before as never, event as never);
    steps.push({ event, before, after, routed: routedIn(after, routed) });
    before = after;
  }
  return steps;
}

export function planChart(chart: AnyStateMachine, samples: ChartSamples): Scenario[] {
  const machine = samples.provide ? samples.provide(chart) : chart;
  const routed = routedStates(chart);
  const starts = initialSnapshots(machine, samples);
  const found: Scenario[] = [];
  for (const target of routed) {
    const seed = shortestPathTo(chart, samples, target.stateId);
    if (!seed) continue;
    // The seed's start is whichever sample input its path began from: find it by replaying from each.
    const index = starts.findIndex((s) => {
      let snap = s;
      for (const e of seed.events) [snap] = transition(machine, snap as never, e as never);
      return JSON.stringify(snap.value) === JSON.stringify(seed.snapshot.value);
    });
    const start = starts[Math.max(index, 0)]!;
    const input = (samples.inputs ?? [samples.input])[Math.max(index, 0)];
    const steps = replay(machine, samples, start, seed.events, routed);
    const startRouted = routedIn(start, routed);
    const checks = [startRouted?.stateId, ...steps.map((s) => s.routed?.stateId)].filter((x): x is string => !!x);
    found.push({ chart, samples, start, input, startRouted, steps, checks: [...new Set(checks)] });
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
  return kept.reverse();
}

export async function plan(): Promise<Array<{ chart: AnyStateMachine; routed: RoutedState[]; scenarios: Scenario[] }>> {
  const samples = await loadSamples();
  return routedCharts.map((chart) => ({ chart, routed: routedStates(chart), scenarios: planChart(chart, samples[chart.id] ?? {}) }));
}
