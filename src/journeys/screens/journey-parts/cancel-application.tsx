import { Button, ConfirmDialog, Text } from '~/ui';
import { steps } from '@machines/journeys/steps';
import { useOwningChart } from '~/app/use-chart';
import { useJourney } from './use-journey';
import * as s from '~/ui/page-styles/page-styles.css';

/** Steps that offer "Cancel application": before submission, not the branch pages (warning, GoTyme linking). */
const cancellableKinds = new Set(['calculator', 'purpose', 'form', 'offer', 'acceptOffer', 'documents', 'review', 'promissoryNotes']);
const dialogPhases = new Set(['cancelConfirm', 'cancelling', 'cancelFailed']);

/**
 * "Cancel application" at the foot of a journey step, and its confirmation (the chart's cancelConfirm /
 * cancelling / cancelFailed states of the step; the step stays on screen behind it).
 */
export function CancelApplication() {
  // JourneyPage also frames other charts' forms (insurance, onboarding): only a journey's step can be cancelled.
  return useOwningChart().name === 'journey' ? <CancelJourneyApplication /> : null;
}

function CancelJourneyApplication() {
  const j = useJourney();
  const spec = steps[j.step] as (typeof steps)[keyof typeof steps] | undefined;
  if (!spec || !cancellableKinds.has(spec.kind) || j.context.applicationId === null) return null;
  const phase = j.phase ?? '';
  return (
    <div className={s.actions}>
      <Button variant="ghost" onClick={() => j.send({ type: 'application.cancel' })} disabled={j.saving}>
        Cancel application
      </Button>
      <ConfirmDialog
        open={dialogPhases.has(phase)}
        destructive
        title="Cancel your application?"
        description="Your application will be cancelled and cannot be continued. You can start a new application at any time."
        confirmLabel={phase === 'cancelFailed' ? 'Try again' : 'Yes, cancel my application'}
        cancelLabel="Keep my application"
        busy={phase === 'cancelling'}
        error={
          phase === 'cancelFailed' ? (
            <Text>{`${j.context.error?.message ?? 'We could not cancel your application.'} Your application is still open: try again, or keep it.`}</Text>
          ) : null
        }
        onConfirm={() => j.send({ type: 'cancel.confirm' })}
        onCancel={() => j.send({ type: 'cancel.keep' })}
      />
    </div>
  );
}
