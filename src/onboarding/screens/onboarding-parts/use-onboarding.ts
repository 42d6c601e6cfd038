import { useSelector } from '@xstate/react';
import { useChart } from '~/app/use-chart';

/** What the onboarding and employment screens read from their chart: context, saving and the error to show. */
export function useOnboarding() {
  const actor = useChart('onboarding');
  const context = useSelector(actor, (s) => s.context);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const page = useSelector(actor, (s): 'personalDetails' | 'criticalDetails' => (s.matches('criticalDetails') ? 'criticalDetails' : 'personalDetails'));
  return { actor, send: actor.send, context, saving, page, error: context.error, company: context.company };
}
