import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, ErrorSummary, RadioGroup, Skeleton, Text } from '~/ui';
import { loanPurposesQuery, purposeOptions } from '~/api/queries/form-options';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import * as s from '~/ui/page-styles/page-styles.css';

/** Loan purpose by category. Saving it creates the application with the calculator's amount and tenure. */
export default function LoanPurposeScreen() {
  const j = useJourney();
  const purposes = useQuery(loanPurposesQuery());
  const [purpose, setPurpose] = useState(typeof j.values?.loan_purpose === 'string' ? j.values.loan_purpose : '');
  const [error, setError] = useState<string | null>(null);
  // The create lost a race with another tab: its application is the one to continue (trying again is refused).
  const elsewhere = j.phase === 'ongoingElsewhere';
  // One key per attempt at this step, so a retried create is answered with the same application.
  const [idempotencyKey] = useState(() => (typeof j.values?.idempotency_key === 'string' ? j.values.idempotency_key : crypto.randomUUID()));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!purpose) return setError('Choose what the loan is for.');
    setError(null);
    j.send({ type: 'step.submit', values: { loan_purpose: purpose, idempotency_key: idempotencyKey } });
  };

  return (
    <JourneyPage title={steps[j.step].title} onBack={() => j.send({ type: 'step.back' })} progress={j.progress} error={elsewhere ? null : j.error} onRetry={() => j.send({ type: 'step.retry' })}>
      {elsewhere ? (
        <div className={s.notice} role="alert">
          <Text weight="semibold">You already have an application in progress.</Text>
          <Text size="small">It was started in another tab or on another device. Continue it where it was left.</Text>
          <Button onClick={() => j.send({ type: 'journey.continueOngoing' })}>Continue your application</Button>
        </div>
      ) : null}
      {purposes.isError ? (
        <div className={s.notice} role="alert">
          <Text>We could not load the loan purposes.</Text>
          <Button variant="secondary" onClick={() => void purposes.refetch()}>
            Try again
          </Button>
        </div>
      ) : !purposes.data ? (
        <Skeleton shape="block" />
      ) : (
        <form className={s.stack} onSubmit={submit} noValidate>
          {error ? <ErrorSummary errors={[{ fieldId: 'loan-purpose', message: error }]} /> : null}
          <RadioGroup
            id="loan-purpose"
            legend="What is the loan for?"
            options={purposeOptions(purposes.data)}
            value={purpose}
            onValueChange={(v) => {
              setPurpose(v);
              j.send({ type: 'draft.update', values: { loan_purpose: v, idempotency_key: idempotencyKey } });
            }}
            error={error ?? undefined}
          />
          <Button type="submit" loading={j.saving} fullWidth>
            Continue
          </Button>
        </form>
      )}
    </JourneyPage>
  );
}
