import { describe, expect, it } from 'vitest';
import { ruleMatches } from '~/analytics/chart-map';
import { chartRules } from '~/analytics/inspector';
import { steps } from '@machines/journeys/steps';

/**
 * Issue 25 (W2-B, item 4 of the prefill brief): a loan journey tells the platform of the acceptance twice (the offer
 * page moves the application to OFFER_ACCEPTED; review confirms it again before submitting), so offer_accepted was
 * sent twice for one acceptance. It is sent from the offer page (and the pending-approval accept step) only.
 */
const rules = chartRules.filter((r) => r.emit === 'offer_accepted');
const acceptDone = (fromPage: string, sourceId: string) =>
  rules.filter((rule) =>
    ruleMatches(
      rule,
      { keys: ['done:acceptOffer'], machineId: 'newLoan', sourceId, targetIds: [`${sourceId.split('.').slice(0, 2).join('.')}.committing`] },
      { event: { type: 'xstate.done.actor.acceptOffer', output: { id: 'app-1', status: 'OFFER_ACCEPTED' } }, context: { type: 'newLoan' }, machineId: 'newLoan', fromPage },
    ),
  ).length;

describe('offer_accepted is sent once per acceptance', () => {
  it('on the offer page and on the accept-offer step', () => {
    expect(acceptDone(steps.loanOffer.page, 'newLoan.loanOffer.accepting')).toBe(1);
    expect(acceptDone(steps.acceptOffer.page, 'pendingApproval.acceptOffer.accepting')).toBe(1);
  });

  it('not again when review confirms the same acceptance', () => {
    expect(acceptDone(steps.reviewDetails.page, 'newLoan.reviewDetails.accepting')).toBe(0);
  });
});
