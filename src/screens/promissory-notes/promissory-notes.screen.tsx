import { useState } from 'react';
import { Button, Checkbox, Text } from '~/ui';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import * as s from '../journey-parts/journey.css';

/** Promissory notes: read and agree; signing generates and finalizes the contract (PENDING -> FINAL). */
export default function PromissoryNotesScreen() {
  const j = useJourney();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const sign = () => {
    if (!agreed) return setError('Tick the box to confirm you have read the promissory note.');
    setError(undefined);
    j.send({ type: 'step.submit', values: { agreed: true } });
  };
  return (
    <JourneyPage title={steps[j.step].title} onBack={j.context.type === 'pendingApproval' ? undefined : () => j.send({ type: 'step.back' })} progress={j.progress} error={j.error} onRetry={() => j.send({ type: 'step.retry' })}>
      <div className={s.card}>
        <Text>
          I promise to pay the lender the principal and interest of my loan in the instalments shown in my offer, by
          payroll deduction through my employer. The full note is generated when you sign and stays available in your
          loan details.
        </Text>
      </div>
      <Checkbox id="pn-agree" label="I have read and agree to the promissory note" checked={agreed} onCheckedChange={setAgreed} error={error} />
      <Button loading={j.saving} fullWidth onClick={sign}>
        Sign and submit
      </Button>
    </JourneyPage>
  );
}
