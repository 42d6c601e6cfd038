import { useSelector } from '@xstate/react';
import { useChart } from '~/app/use-chart';

/** The engage chart of the current page, its snapshot, and send. */
export function useEngage() {
  const actor = useChart('engage');
  const snap = useSelector(actor, (x) => x);
  return { actor, snap, context: snap.context, send: actor.send };
}
