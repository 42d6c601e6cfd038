import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { traverse, type ChartSamples } from '../../paths/graph';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { journeys, journeyTypes } from '@machines/journeys/definitions';
import samples from '@machines/journeys/journey.samples';
import { routedStates } from '@machines/shared/meta';

/**
 * Generated paths: the shortest event sequence to every state of every journey chart, with actor completions as
 * events (the save and document-verification actors are "fakes" by construction: their results are samples).
 */
describe.each(journeyTypes)('%s journey chart', (type) => {
  const machine = journeyMachines[type] as unknown as AnyStateMachine;
  const coverage = traverse(machine, samples[type] as ChartSamples);

  it('reaches every state and takes every transition', () => {
    expect(coverage.states.total.filter((s) => !coverage.states.covered.includes(s))).toEqual([]);
    expect(coverage.transitions.total.filter((t) => !coverage.transitions.covered.includes(t))).toEqual([]);
    expect(coverage.deadEnds).toEqual([]);
  });

  it('has a path from the entry to the submitted final state through every step in order', () => {
    const toSubmitted = coverage.paths.find((p) => p.stateIds.includes(`${type}.submitted`));
    expect(toSubmitted).toBeDefined();
    const visited = new Set(toSubmitted!.steps.map((s) => JSON.parse(s.state)[0]).map((v: unknown) => (typeof v === 'string' ? v : Object.keys(v as object)[0])));
    // The path starts at the first step (its own test below); a step saved without a platform call passes no state.
    visited.add(journeys[type].steps[0]);
    for (const step of journeys[type].steps) expect(visited.has(step), step).toBe(true);
  });

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
    const first = coverage.paths.find((p) => p.steps.length === 0) as { target: string } | undefined;
    expect(JSON.stringify(JSON.parse(first!.target)[0])).toContain(journeys[type].steps[0]);
  });
});

export type { AnyMachineSnapshot };
