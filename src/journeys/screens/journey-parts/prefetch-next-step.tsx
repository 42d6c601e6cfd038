import { useOwningChart } from '~/app/use-chart';
import { usePrefetchNextStep } from '~/journeys/prefetch-next-step';
import { useJourney } from './use-journey';

/**
 * Renders nothing: fetches the next step's screen and form data while the borrower fills this one. JourneyPage also
 * frames other charts' forms (insurance, onboarding), which have no journey step to prefetch.
 */
export function PrefetchNextStep() {
  return useOwningChart().name === 'journey' ? <PrefetchJourneyStep /> : null;
}

function PrefetchJourneyStep() {
  const j = useJourney();
  // Not while the step still loads what it shows (the offers being priced come first), nor for a step opened from
  // review ("Change …"): its Continue goes back to review or the offer, not to the next step.
  const enabled = !j.loading && j.context.returnTo === null;
  usePrefetchNextStep({ type: j.context.type, step: j.step, applicationId: j.context.applicationId, enabled, saving: j.saving });
  return null;
}
