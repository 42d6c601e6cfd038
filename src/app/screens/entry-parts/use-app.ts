import { useSelector } from '@xstate/react';
import type { AppMachine } from '@machines/app/app.machine';
import { startableJourneys } from '@machines/journeys/entry';
import { useChart } from '~/app/use-chart';

/** Entry screens read the app chart: account summary, what can be started, saving and error. */
export function useApp() {
  const actor = useChart<AppMachine>();
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
    saving,
    error: context.error,
  };
}
