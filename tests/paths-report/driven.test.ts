/**
 * What the browser drove, counted (coverage.json `states.browser`, `transitions.browser`): the transitions a planned
 * step takes, named as the machine-level report names them, and the distinct counts over a chart's scenarios.
 */
import { describe, expect, it } from 'vitest';
import { createMachine, initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { drivenCounts, stepTransitions } from '../paths-browser/driven';
import { browserFigures } from '../paths-browser/merge-coverage';
import { allTransitions } from '../paths/graph';

const chart = createMachine({
  id: 'tiny',
  initial: 'start',
  context: { ok: true },
  states: {
    start: { on: { GO: 'checking', STAY: { actions: () => {} }, SKIP: 'done' } },
    // Passed through within the macrostep: an eventless hop chosen by a guard.
    checking: { always: [{ guard: ({ context }) => !context.ok, target: 'failed' }, { target: 'form.editing' }] },
    form: { initial: 'editing', states: { editing: { on: { SAVE: '#tiny.done' } } } },
    failed: {},
    done: { type: 'final' },
  },
});

const step = (before: AnyMachineSnapshot, event: EventObject) => ({ before, event, after: transition(chart, before as never, event as never)[0] as AnyMachineSnapshot });

describe('transitions a browser step drove', () => {
  const [start] = initialTransition(chart);
  const ids = [...allTransitions(chart).values()];

  it('an event and the eventless hop it leads through, named as in the machine-level report', () => {
    const go = step(start, { type: 'GO' });
    const taken = stepTransitions(go);
    expect(taken).toEqual(['tiny.start --GO#0--> tiny.checking', 'tiny.checking --always#1--> tiny.form.editing']);
    for (const id of taken) expect(ids).toContain(id);
    // The guarded hop that was not taken is not counted.
    expect(taken.some((id) => id.includes('failed'))).toBe(false);
    expect(stepTransitions(step(go.after, { type: 'SAVE' }))).toEqual(['tiny.form.editing --SAVE#0--> tiny.done']);
  });

  it('a self transition (no target) counts; an event the state does not take counts nothing', () => {
    expect(stepTransitions(step(start, { type: 'STAY' }))).toEqual(['tiny.start --STAY#0--> (self)']);
    expect(stepTransitions(step(start, { type: 'SAVE' }))).toEqual([]);
  });

  it('per chart: distinct states and transitions over its scenarios (a result without transitions counts none)', () => {
    const counts = drivenCounts([
      { states: ['tiny', 'tiny.start', 'tiny.form'], transitions: ['a', 'b'] },
      { states: ['tiny', 'tiny.start', 'tiny.done'], transitions: ['b', 'c'] },
      { states: ['tiny', 'tiny.failed'] },
    ]);
    expect(counts).toEqual({ states: 5, transitions: 3 });
    expect(drivenCounts([])).toEqual({ states: 0, transitions: 0 });
  });

  it('reads as the report shows it, beside the machine figures', () => {
    const entry = { id: 'tiny', states: { total: 56, machine: 56, browser: 38 }, routedStates: { total: 12, browser: 11 }, transitions: { total: 90, machine: 88, browser: 41 }, browser: { uncoveredRoutedStates: ['x'], machineOnly: [], scenarios: 7 } };
    expect(browserFigures(entry)).toBe('browser: 11/12 routed states, 38/56 states, 41/90 transitions (7 scenarios)');
  });
});
