import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { activeNodes, initialSnapshots, traverse, type ChartSamples, type Step } from '../../paths/graph';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { journeys, journeyTypes } from '@machines/journeys/definitions';
import samples from '@machines/journeys/journey.samples';
import { routedStates } from '@machines/shared/meta';

/**
 * The journey charts beyond coverage (every state, transition and guard outcome: tests/paths): the shortest
 * generated path to the submitted state passes every step of the journey's definition, and the chart starts at the
 * first. Paths come from the one traversal (tests/paths/graph.ts) with the chart's samples.
 */
describe.each(journeyTypes)('%s journey chart', (type) => {
  const machine = journeyMachines[type] as unknown as AnyStateMachine;
  const chartSamples = samples[type] as ChartSamples;

  it('has a path from the entry to the submitted final state through every step in order', () => {
    // Breadth first, ended at the first snapshot in the submitted state: a shortest path to it. From the entry: a
    // journey resumed further on (the samples' resumed-at-review input) starts past the first steps.
    const fromEntry = { ...chartSamples, inputs: chartSamples.inputs?.filter((i) => (i as { startAt?: unknown }).startAt === undefined) };
    let toSubmitted: Step[] | undefined;
    traverse(machine, fromEntry as ChartSamples, {
      visit: (snapshot, steps) => {
        if (!activeNodes(snapshot).some((n) => n.id === `${type}.submitted`)) return false;
        toSubmitted = steps;
        return true;
      },
    });
    expect(toSubmitted).toBeDefined();
    const visited = new Set(toSubmitted!.map((s) => JSON.parse(s.state)[0]).map((v: unknown) => (typeof v === 'string' ? v : Object.keys(v as object)[0])));
    // The path starts at the first step (its own test below); a step saved without a platform call passes no state.
    visited.add(journeys[type].steps[0]);
    for (const step of journeys[type].steps) expect(visited.has(step), step).toBe(true);
    // A breadth-first walk of the longest journey (~8 s on an idle 2-core machine; 2-3x that under load).
  }, 60_000);

  it('gives every routed step a route, a screen, a title and a progress weight within 0.1..5', () => {
    for (const { meta, stateId } of routedStates(machine)) {
      expect(meta.route, stateId).toMatch(/^\//);
      if (meta.progressWeight !== undefined) {
        expect(meta.progressWeight).toBeGreaterThanOrEqual(0.1);
        expect(meta.progressWeight).toBeLessThanOrEqual(5);
      }
    }
  });

  it('starts at the first step of the definition', () => {
    const m = chartSamples.provide ? chartSamples.provide(machine) : machine;
    expect(JSON.stringify(initialSnapshots(m, chartSamples)[0]!.value)).toContain(journeys[type].steps[0]);
  });
});

export type { AnyMachineSnapshot };
