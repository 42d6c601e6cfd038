import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Button, ErrorSummary, TextField, Text } from '~/ui';
import { steps } from '@machines/journeys/steps';
import { JourneyPage } from '../journey-parts/journey-page';
import { useJourney, type JourneySnapshotLike } from '../journey-parts/use-journey';
import * as s from '~/ui/page-styles/page-styles.css';

const accountRule = /^\d{10,16}$/;
const accountMessage = 'Enter your GoTyme account number (10 to 16 digits).';

/**
 * Link a GoTyme account for disbursement (bank fee waived: 'GT Waived'): the account number, a code GoTyme texts to
 * the borrower for it, then both verified together. Changing the number after a code was sent needs a new code.
 */
export default function GotymeLinkingScreen() {
  const j = useJourney();
  // Sending is two calls side by side (the code, the number it goes to): a state with substates.
  const sending = useSelector(j.actor, (x: JourneySnapshotLike) => {
    const linking = (x.value as { gotymeLinking?: unknown }).gotymeLinking;
    return typeof linking === 'object' && linking !== null && 'sendingCode' in linking;
  });
  const draft = j.values ?? {};
  const [account, setAccount] = useState(typeof draft.account_number === 'string' ? draft.account_number : '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sent = j.context.gotymeCode;
  // The code belongs to the number it was sent for (the draft when it was asked for).
  const codeFor = typeof draft.code_sent_for === 'string' ? draft.code_sent_for : null;
  const codeSent = sent !== null && codeFor === account.trim();

  const sendCode = () => {
    const number = account.trim();
    if (!accountRule.test(number)) return setErrors({ 'gotyme-account': accountMessage });
    setErrors({});
    j.send({ type: 'gotyme.sendCode', values: { account_number: number, code_sent_for: number } });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!codeSent) return sendCode();
    const found: Record<string, string> = {};
    if (!accountRule.test(account.trim())) found['gotyme-account'] = accountMessage;
    if (!/^\d{6}$/.test(code.trim())) found['gotyme-code'] = 'Enter the 6-digit code GoTyme sent you.';
    setErrors(found);
    if (Object.keys(found).length === 0) j.send({ type: 'step.submit', values: { account_number: account.trim(), code: code.trim(), code_sent_for: codeFor } });
  };
  const changeAccount = (value: string) => {
    setAccount(value);
    j.send({ type: 'draft.update', values: { account_number: value, code_sent_for: codeFor } });
  };

  return (
    <JourneyPage title={steps[j.step].title} onBack={() => j.send({ type: 'step.back' })} progress={j.progress} error={j.error} onRetry={() => j.send({ type: 'step.retry' })}>
      <Text>Get your loan in your GoTyme account with no bank transfer fee.</Text>
      <form className={s.stack} onSubmit={submit} noValidate>
        {Object.keys(errors).length > 0 ? <ErrorSummary errors={Object.entries(errors).map(([fieldId, message]) => ({ fieldId, message }))} /> : null}
        <TextField id="gotyme-account" label="GoTyme account number" inputMode="numeric" autoComplete="off" value={account} onChange={(e) => changeAccount(e.target.value)} error={errors['gotyme-account']} />
        {codeSent ? (
          <>
            <Text role="status">
              GoTyme sent a 6-digit code to {sent.destination || 'your mobile number'}.
            </Text>
            <TextField id="gotyme-code" label="Verification code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} error={errors['gotyme-code']} />
            <Button type="submit" loading={j.saving && !sending} disabled={sending} fullWidth>
              Link account
            </Button>
            <Button type="button" variant="ghost" loading={sending} onClick={sendCode}>
              Send a new code
            </Button>
          </>
        ) : (
          <Button type="submit" loading={sending} fullWidth>
            Send code
          </Button>
        )}
      </form>
    </JourneyPage>
  );
}
