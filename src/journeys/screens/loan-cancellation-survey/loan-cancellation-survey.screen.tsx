import { useState, type FormEvent } from 'react';
import { Button, ErrorSummary, RadioGroup, Text, TextField } from '~/ui';
import { borrowerCancellationReasons, type BorrowerCancellationReason } from '~/api/contract/surveys';
import { cancellationSurveyPage } from '@machines/journeys/cancellation';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import * as s from '~/ui/page-styles/page-styles.css';

/** The spec's cancellation reasons (§4) as a borrower would say them. */
const reasonLabels: Record<BorrowerCancellationReason, string> = {
  NO_LONGER_INTERESTED: 'I no longer need the loan',
  NOT_ELIGIBLE_FOR_ANY_OFFER: 'I was not eligible for any offer',
  PRODUCT_SWITCH: 'I want a different product',
  CANCELLED_DUE_TO_ISSUE: 'I ran into a problem with my application',
};
const options = borrowerCancellationReasons.map((value) => ({ value, label: reasonLabels[value] }));

/** /loan-cancellation-survey: the application is cancelled; why (optional), then home. */
export default function LoanCancellationSurveyScreen() {
  const j = useJourney();
  const [reason, setReason] = useState(j.context.cancellation?.reason ?? '');
  const [details, setDetails] = useState(j.context.cancellation?.details ?? '');
  const [error, setError] = useState<string | null>(null);
  const fieldError = error ?? j.error?.fields.reason ?? null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return setError('Choose a reason, or skip this question.');
    setError(null);
    j.send({ type: 'survey.submit', answer: { reason, details } });
  };

  return (
    <JourneyPage title={cancellationSurveyPage.title} error={j.error} onRetry={() => j.send({ type: 'step.retry' })}>
      <Text>Your application has been cancelled. You can start a new one from home at any time.</Text>
      <form className={s.stack} onSubmit={submit} noValidate>
        {fieldError ? <ErrorSummary errors={[{ fieldId: 'cancellation-reason', message: fieldError }]} /> : null}
        <RadioGroup
          id="cancellation-reason"
          legend="Why did you cancel your application?"
          hint="Your answer helps us improve. It does not change your cancellation."
          options={options}
          value={reason}
          onValueChange={setReason}
          error={fieldError ?? undefined}
        />
        <TextField
          label="Anything else you want to tell us? (optional)"
          value={details}
          maxLength={500}
          onChange={(e) => setDetails(e.target.value)}
          error={j.error?.fields.details}
        />
        <div className={s.actions}>
          <Button type="submit" loading={j.saving}>
            Send and go home
          </Button>
          <Button variant="ghost" onClick={() => j.send({ type: 'survey.skip' })} disabled={j.saving}>
            Skip and go home
          </Button>
        </div>
      </form>
    </JourneyPage>
  );
}
