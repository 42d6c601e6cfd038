import { describe, expect, it } from 'vitest';
import { traverse } from '../../paths/graph';
import { uncovered } from '../../paths/report';
import { repaymentsMachine } from '@machines/repayments/repayments.machine';
import { routedStates } from '@machines/shared/meta';
import samples from '@machines/repayments/repayments.samples';

/** Generated paths over the repayments chart: every state, every transition, both outcomes of every guard. */
describe('repayments chart: generated paths', () => {
  const coverage = traverse(repaymentsMachine, samples.repayments);
  it('reaches every state and takes every transition', () => {
    expect(uncovered(coverage)).toMatchObject({ states: [], transitions: [] });
  });
  it('exercises every guard both ways', () => {
    expect(coverage.guards.total.filter((g) => !coverage.guards.covered.includes(g))).toEqual([]);
  });
  it('has no dead ends', () => expect(coverage.deadEnds).toEqual([]));
  it('reaches every page of spec §2 it owns', () => {
    expect(routedStates(repaymentsMachine).map((s) => s.meta.route).sort()).toEqual(
      ['/loan-details', '/loan-schedule', '/past-products', '/recovery-refinance-calculator', '/refinance-calculator', '/refinance-notification'],
    );
  });
});
