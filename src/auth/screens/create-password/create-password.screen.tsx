import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Button, ErrorSummary, Heading, PageLayout, TextField } from '~/ui';
import { PASSWORD_MIN_LENGTH } from '@machines/auth/password';
import { referralMessages } from '@machines/auth/referral';
import { useChart } from '~/app/use-chart';
import { FailureNotice } from '~/ui/auth/failure-notice';
import * as s from '~/ui/page-styles/form-page.css';

/** /create-password: after registering (optional) or a reset. Shows the success and error flags. */
export default function CreatePasswordScreen() {
  const auth = useChart('auth');
  const snap = useSelector(auth, (x) => x);
  const c = snap.context;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const send = auth.send;
  if (snap.matches({ createPassword: 'created' })) {
    return (
      <PageLayout>
        <div className={s.stack}>
          <Heading>Password created</Heading>
          <p role="status">Your password is set. Next time you can log in with it.</p>
          <Button fullWidth onClick={() => send({ type: 'password.continue' })}>
            Continue
          </Button>
        </div>
      </PageLayout>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'password.create', password, confirm });
  };
  const errors = [
    c.fieldErrors.password ? { fieldId: 'new-password', message: c.fieldErrors.password } : null,
    c.fieldErrors.confirm ? { fieldId: 'confirm-password', message: c.fieldErrors.confirm } : null,
  ].filter((x) => x !== null);
  return (
    <PageLayout>
      <div className={s.stack}>
        <Heading>Create a password</Heading>
        {c.referralClaim === 'claimed' ? <p role="status">Your friend’s referral code {c.referralCode} is added to your account.</p> : null}
        {c.referralClaim === 'failed' ? <p role="alert">{referralMessages.claimFailed}</p> : null}
        {errors.length > 0 ? <ErrorSummary errors={errors} /> : null}
        {c.passwordSet === 'error' ? <FailureNotice failure={c.failure} /> : null}
        <form className={s.form} onSubmit={submit} noValidate>
          <TextField id="new-password" label="New password" hint={`At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={c.fieldErrors.password} />
          <TextField id="confirm-password" label="Type it again" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={c.fieldErrors.confirm} />
          <Button type="submit" fullWidth loading={snap.hasTag('loading')}>
            Save password
          </Button>
          {c.flow === 'register' ? (
            <button type="button" className={s.linkButton} onClick={() => send({ type: 'password.skip' })}>
              Skip for now, I will log in with codes
            </button>
          ) : null}
        </form>
      </div>
    </PageLayout>
  );
}
