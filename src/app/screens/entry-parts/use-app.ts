import { useSelector } from '@xstate/react';
import { disabledEligibility, startableJourneys } from '@machines/journeys/entry';
import { productOffer } from '@machines/app/products';
import { useChart } from '~/app/use-chart';

/** Entry screens read the app chart: account summary, what can be started, saving and error. */
export function useApp() {
  const actor = useChart('app');
  const context = useSelector(actor, (s) => s.context);
  const saving = useSelector(actor, (s) => s.hasTag('saving') || s.hasTag('loading'));
  const account = context.account;
  return {
    actor,
    send: actor.send,
    context,
    account,
    company: account?.company ?? null,
    startable: account ? startableJourneys(account) : [],
    /** What the company offers and the borrower may take (home, product selection). */
    offer: account ? productOffer(account) : productOffer({ company: null, eligibility: disabledEligibility(), ongoing: null, resume: null }),
    saving,
    error: context.error,
  };
}
