import { usePrefetchNextStep } from '~/journeys/prefetch-next-step';
import { useJourney } from './use-journey';

/** Renders nothing: fetches the next step's screen and form data while the borrower fills this one. */
export function PrefetchNextStep() {
  const j = useJourney();
  usePrefetchNextStep({ type: j.context.type, step: j.step, applicationId: j.context.applicationId });
  return null;
}
