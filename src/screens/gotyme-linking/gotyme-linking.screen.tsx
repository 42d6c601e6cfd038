import { useState, type FormEvent } from 'react';
import { Button, ErrorSummary, TextField, Text } from '~/ui';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney } from '../journey-parts/use-journey';
import * as s from '../journey-parts/journey.css';

/** Link a GoTyme account for disbursement (bank fee waived: 'GT Waived'). */
export default function GotymeLinkingScreen() {
  const j = useJourney();
  const draft = j.values ?? {};
  const [account, setAccount] = useState(typeof draft.account_number === 'string' ? draft.account_number : '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!/^\d{10,16}$/.test(account.trim())) found['gotyme-account'] = 'Enter your GoTyme account number (10 to 16 digits).';
    if (!/^\d{6}$/.test(code.trim())) found['gotyme-code'] = 'Enter the 6-digit code GoTyme sent you.';
    setErrors(found);
    if (Object.keys(found).length === 0) j.send({ type: 'step.submit', values: { account_number: account.trim(), code: code.trim() } });
  };
  return (
    <JourneyPage title={steps[j.step].title} onBack={() => j.send({ type: 'step.back' })} progress={j.progress}>
      <Text>Get your loan in your GoTyme account with no bank transfer fee.</Text>
      <form className={s.stack} onSubmit={submit} noValidate>
        {Object.keys(errors).length > 0 ? <ErrorSummary errors={Object.entries(errors).map(([fieldId, message]) => ({ fieldId, message }))} /> : null}
        <TextField id="gotyme-account" label="GoTyme account number" inputMode="numeric" value={account} onChange={(e) => { setAccount(e.target.value); j.send({ type: 'draft.update', values: { account_number: e.target.value } }); }} error={errors['gotyme-account']} />
        <TextField id="gotyme-code" label="Verification code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} error={errors['gotyme-code']} />
        <Button type="submit" loading={j.saving} fullWidth>
          Link account
        </Button>
      </form>
    </JourneyPage>
  );
}
