import { describe, expect, it } from 'vitest';
import { repaymentsMachine } from '@machines/repayments/repayments.machine';
import { routedStates } from '@machines/shared/meta';

/** The repayments chart's pages (every state, transition and guard outcome reached: tests/paths). */
describe('repayments chart', () => {
  it('reaches every page of spec §2 it owns', () => {
    expect(routedStates(repaymentsMachine).map((s) => s.meta.route).sort()).toEqual(
      ['/loan-details', '/loan-schedule', '/past-products', '/recovery-refinance-calculator', '/refinance-calculator', '/refinance-notification'],
    );
  });
});
