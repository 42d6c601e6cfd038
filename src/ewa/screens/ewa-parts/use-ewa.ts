import { useSelector } from '@xstate/react';
import { useChart } from '~/app/use-chart';

/** The EWA / insta-funds chart and its context, for its three pages. */
export function useEwa() {
  const actor = useChart('ewa');
  const context = useSelector(actor, (s) => s.context);
  return { actor, context, send: actor.send };
}
