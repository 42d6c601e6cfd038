import { useSelector } from '@xstate/react';
import type { engageMachine } from '@machines/engage/engage.machine';
import { useChart } from '~/app/use-chart';

/** The engage chart of the current page, its snapshot, and send. */
export function useEngage() {
  const actor = useChart<typeof engageMachine>();
  const snap = useSelector(actor, (x) => x);
  return { actor, snap, context: snap.context, send: actor.send };
}
