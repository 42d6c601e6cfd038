/**
 * The traversal's derived state key (tests/paths/graph.ts `stateKey`): a chart without a hand-written serialize()
 * is keyed on its state value and the context its guards read, so context no guard reads (here an unbounded
 * counter) neither multiplies the states nor makes the traversal endless, and what a guard reads still tells
 * states apart (both outcomes of the guard are taken).
 */
import { describe, expect, it } from 'vitest';
import { assign, setup, transition, type AnyMachineSnapshot } from 'xstate';
import { stateKey, traverse } from './graph';

const chart = setup({
  types: { context: {} as { pokes: number; tries: number; profile: { email: string | null; name: string } } },
  guards: { triesLeft: ({ context }) => context.tries < 2 },
}).createMachine({
  id: 'keyed',
  context: { pokes: 0, tries: 0, profile: { email: null, name: 'Maria' } },
  initial: 'idle',
  states: {
    idle: {
      on: {
        // Context no guard reads: each poke is a new context, the same behaviour.
        poke: { actions: assign({ pokes: ({ context }) => context.pokes + 1, profile: ({ context }) => ({ ...context.profile, name: `Maria ${context.pokes}` }) }) },
        try: [{ guard: 'triesLeft', actions: assign({ tries: ({ context }) => context.tries + 1 }) }, { target: 'locked' }],
        'email.set': { actions: assign({ profile: ({ context }) => ({ ...context.profile, email: 'maria@example.com' }) }) },
      },
      always: { guard: ({ context }) => context.profile.email !== null, target: 'verified' },
    },
    locked: {},
    verified: {},
  },
});

describe('derived state key', () => {
  it('collapses context no guard reads, keeps what guards read, and takes every guard outcome', () => {
    const coverage = traverse(chart);
    // idle with 0, 1 and 2 tries; locked after the third try; verified once an email is set (from each idle).
    expect(coverage.reachableStates).toBe(7);
    expect(coverage.guards.covered).toEqual(coverage.guards.total);
    expect(coverage.transitions.covered).toEqual(coverage.transitions.total);
  });

  it('tells snapshots apart by the paths a guard reads only', () => {
    const key = stateKey(chart, {});
    const start = transition(chart, transition(chart, chart.getInitialSnapshot({} as never) as never, { type: 'poke' })[0], { type: 'poke' })[0] as AnyMachineSnapshot;
    const initial = chart.getInitialSnapshot({} as never) as AnyMachineSnapshot;
    expect(key(start)).toBe(key(initial));
    const tried = transition(chart, initial as never, { type: 'try' })[0] as AnyMachineSnapshot;
    expect(key(tried)).not.toBe(key(initial));
  });
});
