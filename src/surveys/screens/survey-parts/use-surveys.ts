import { useSelector } from '@xstate/react';
import { useChart } from '~/app/use-chart';

/** What the survey screens read from their chart: the survey's own state (e.g. 'highRating'), saving and error. */
export function useSurveys() {
  const actor = useChart('surveys');
  const phase = useSelector(actor, (s) => {
    const inner = typeof s.value === 'object' ? Object.values(s.value)[0] : null;
    return typeof inner === 'string' ? inner : '';
  });
  const context = useSelector(actor, (s) => s.context);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const failed = useSelector(actor, (s) => s.hasTag('error'));
  return { actor, send: actor.send, phase, context, saving, error: failed ? context.error : null };
}
