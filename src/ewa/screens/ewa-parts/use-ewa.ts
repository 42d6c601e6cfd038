import { useSelector } from '@xstate/react';
import type { EwaMachine } from '@machines/ewa/ewa.machine';
import { useChart } from '~/app/use-chart';

/** The EWA / insta-funds chart and its context, for its three pages. */
export function useEwa() {
  const actor = useChart<EwaMachine>();
  const context = useSelector(actor, (s) => s.context);
  return { actor, context, send: actor.send };
}
