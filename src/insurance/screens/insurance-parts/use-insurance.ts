import { useSelector } from '@xstate/react';
import { useChart } from '~/app/use-chart';

/** Insurance screens read their chart: the form, what was typed, saving and the last error. */
export function useInsurance() {
  const actor = useChart('insurance');
  const context = useSelector(actor, (s) => s.context);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  return { send: actor.send, context, form: context.form, error: context.error, saving };
}
