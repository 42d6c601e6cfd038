import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Text } from '~/ui';
import type { FormJourney, FormStep } from '~/api/contract/form-options';
import { fieldConfigQuery } from '~/api/queries/form-options';
import { SAVED_ANSWERS_CACHE } from '~/journeys/prefetch-next-step';
import { stepAnswersQuery } from '~/api/queries/loans';
import { journeyCode } from '@machines/journeys/definitions';
import { formStart } from '@machines/journeys/prefill';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import * as s from '~/ui/page-styles/page-styles.css';
import { StepForm } from '~/ui/forms/step-form';
// Called by the step before the first form, once its chunk is here (src/journeys/prefetch-next-step.ts).
export { warmUpFields } from '~/ui/forms/warm-up';

/**
 * The server-driven form of personal, professional, additional, address and bank details: fields and rules come
 * from the platform's field config (the sandbox validates saves with the same rules). Every change is kept as the
 * step's draft in the chart (persisted), so a reload or a failed save loses nothing.
 */
export default function JourneyFormScreen() {
  const j = useJourney();
  const serverStep = steps[j.step].serverStep as FormStep;
  const journey = journeyCode[j.context.type] as FormJourney;
  const config = useQuery(fieldConfigQuery(journey, serverStep));
  const applicationId = j.context.applicationId;
  // Read ahead while the previous step was filled (src/journeys/prefetch-next-step.ts): not read again on opening.
  const saved = useQuery({ ...stepAnswersQuery(applicationId ?? '', serverStep), ...SAVED_ANSWERS_CACHE, enabled: Boolean(applicationId) && !j.values });

  return (
    <JourneyPage title={steps[j.step].title} onBack={() => j.send({ type: 'step.back' })} progress={j.progress} error={j.error} onRetry={() => j.send({ type: 'step.retry' })}>
      {config.isError ? (
        <div className={s.notice} role="alert">
          <Text>We could not load this form. Check your connection and try again.</Text>
          <Button variant="secondary" onClick={() => void config.refetch()}>
            Try again
          </Button>
        </div>
      ) : !config.data || (saved.isLoading && !j.values) ? (
        <Skeleton shape="block" />
      ) : (
        <StepForm
          // Answers saved in another tab replace this form's (409 STALE_ANSWERS): it is filled again with them.
          key={j.error?.code === 'STALE_ANSWERS' ? `${j.step}:newer` : j.step}
          fields={config.data.fields}
          // What the borrower typed wins, then the saved answers, then what the platform already holds (its prefill).
          initial={formStart(j.values, saved.data)}
          serverErrors={j.error?.fields ?? {}}
          saving={j.saving}
          onDraft={(values) => j.send({ type: 'draft.update', values })}
          onSubmit={(values) => j.send({ type: 'step.submit', values })}
          onGotyme={j.step === 'bankDetails' ? () => j.send({ type: 'bank.linkGotyme' }) : undefined}
          emailFacts={j.context.emailFacts ?? null}
          onEmailCheck={(email) => j.send({ type: 'email.check', email })}
        />
      )}
    </JourneyPage>
  );
}
