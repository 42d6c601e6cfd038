import { useState, type FormEvent } from 'react';
import { Button, ErrorSummary, Heading, PageLayout, SkeletonGroup, TextField } from '~/ui';
import { useEngage } from '../engage-parts/use-engage';
import * as s from '~/ui/page-styles/form-page.css';

/** GoTyme's own site, where a borrower opens an account (decisions.md 2026-11-25: the spec lists no GoTyme link). */
export const GOTYME_OPEN_ACCOUNT_URL = 'https://www.gotyme.com.ph/';

const accountRule = /^\d{10,16}$/;
const accountMessage = 'Enter your GoTyme account number (10 to 16 digits).';

/**
 * /gotyme: what linking the digital bank gives (the loan's bank transfer fee waived, in the offer's words "waived, released to GoTyme"), the account
 * linked, linking one (the loan journey's GoTyme linking: a code GoTyme texts, then both verified), or opening one.
 */
export default function GotymeScreen() {
  const { snap, context, send } = useEngage();
  const linking = snap.matches({ gotyme: 'linking' });
  return (
    <PageLayout back={{ label: 'Back', onClick: () => send({ type: 'step.back' }) }}>
      <div className={s.stack}>
        <Heading>GoTyme Bank</Heading>
        <p className={s.lead}>
          Get your loan in your GoTyme account with no bank transfer fee: your offer shows the bank fee <strong>waived, released to GoTyme</strong>.
        </p>
        {snap.matches({ gotyme: 'loading' }) ? <SkeletonGroup label="Loading your GoTyme account" /> : null}
        {snap.matches({ gotyme: 'loadFailed' }) ? (
          <>
            <div className={s.notice} role="alert">
              <p>{context.error ?? 'We could not load your GoTyme account.'}</p>
            </div>
            <Button onClick={() => send({ type: 'engage.retry' })}>Try again</Button>
          </>
        ) : null}
        {context.linked && !linking ? (
          <div className={s.info} role="status">
            <p>Your GoTyme account {context.linked.maskedAccountNumber} is linked. Choose it as your bank when you apply.</p>
          </div>
        ) : null}
        {snap.matches({ gotyme: 'ready' }) && !context.linked ? (
          <Button fullWidth onClick={() => send({ type: 'gotyme.link' })}>
            Link your GoTyme account
          </Button>
        ) : null}
        {linking ? <LinkForm /> : null}
        <Heading level={2} size={4}>No GoTyme account yet?</Heading>
        <p className={s.lead}>Open one in the GoTyme Bank app in a few minutes, then link it here.</p>
        <a href={GOTYME_OPEN_ACCOUNT_URL} rel="noopener noreferrer" target="_blank">
          Open a GoTyme account<span className={s.muted}> (opens in a new tab)</span>
        </a>
      </div>
    </PageLayout>
  );
}

function LinkForm() {
  const { snap, context, send } = useEngage();
  const [account, setAccount] = useState(context.accountNumber);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sending = snap.matches({ gotyme: { linking: 'sendingCode' } });
  const verifying = snap.matches({ gotyme: { linking: 'verifying' } });
  // The code belongs to the number it was sent for.
  const codeSent = context.gotymeCode !== null && context.gotymeCode.accountNumber === account.trim();

  const sendCode = () => {
    if (!accountRule.test(account.trim())) return setErrors({ 'gotyme-account': accountMessage });
    setErrors({});
    send({ type: 'gotyme.sendCode', accountNumber: account.trim() });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!codeSent) return sendCode();
    const found: Record<string, string> = {};
    if (!accountRule.test(account.trim())) found['gotyme-account'] = accountMessage;
    if (!/^\d{6}$/.test(code.trim())) found['gotyme-code'] = 'Enter the 6-digit code GoTyme sent you.';
    setErrors(found);
    if (Object.keys(found).length === 0) send({ type: 'gotyme.submit', accountNumber: account.trim(), code: code.trim() });
  };

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label="Link your GoTyme account">
      {Object.keys(errors).length > 0 ? <ErrorSummary errors={Object.entries(errors).map(([fieldId, message]) => ({ fieldId, message }))} /> : null}
      {context.error ? (
        <div className={s.notice} role="alert">
          <p>{context.error}</p>
        </div>
      ) : null}
      <TextField id="gotyme-account" label="GoTyme account number" inputMode="numeric" autoComplete="off" value={account} onChange={(e) => setAccount(e.target.value)} error={errors['gotyme-account']} />
      {codeSent ? (
        <>
          <p className={s.lead} role="status">
            GoTyme sent a 6-digit code to {context.gotymeCode?.destination || 'your mobile number'}.
          </p>
          <TextField id="gotyme-code" label="Verification code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} error={errors['gotyme-code']} />
          <Button type="submit" loading={verifying} disabled={sending} fullWidth>
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
      <Button type="button" variant="secondary" onClick={() => send({ type: 'gotyme.cancel' })}>
        Cancel
      </Button>
    </form>
  );
}
