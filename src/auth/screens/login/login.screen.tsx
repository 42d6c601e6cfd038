import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Button, ErrorSummary, Heading, PageLayout, TextField } from '~/ui';
import { useChart } from '~/app/use-chart';
import { CaptchaForm } from '~/ui/auth/captcha-form';
import { FailureNotice } from '~/ui/auth/failure-notice';
import { SsoButtons } from '../auth-parts/sso-buttons';
import { IdentifierField } from '../auth-parts/identifier-field';
import * as s from '~/ui/page-styles/form-page.css';
import * as l from './login.css';

/** /login: mobile number or email first; then a code (next page) or the password, or a social sign-in. */
export default function LoginScreen() {
  const auth = useChart('auth');
  const snap = useSelector(auth, (x) => x);
  const c = snap.context;
  const [identifier, setIdentifier] = useState(c.identifier);
  const [password, setPassword] = useState('');
  const onPassword = snap.matches({ login: 'password' }) || snap.matches({ login: 'signingIn' });
  const busy = snap.hasTag('loading');
  const send = auth.send;
  const nextActions = {
    register: { label: 'Create an account', onClick: () => send({ type: 'nav.register' }) },
    contactUs: { label: 'Contact us', onClick: () => send({ type: 'nav.contactUs' }) },
    useAnotherMethod: { label: 'Try another way to log in', onClick: () => send({ type: 'nav.anotherMethod' }) },
  };

  if (snap.matches({ login: 'captcha' })) {
    return (
      <PageLayout back={{ label: 'Back', onClick: () => send({ type: 'login.edit' }) }}>
        <Heading>Log in</Heading>
        <CaptchaForm captcha={c.captcha} onSubmit={(answer) => send({ type: 'captcha.submit', answer })} onBack={() => send({ type: 'login.edit' })} />
      </PageLayout>
    );
  }

  const submitIdentifier = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'login.submit', identifier });
  };
  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'password.submit', password });
  };
  const errors = [
    c.fieldErrors.identifier && !onPassword ? { fieldId: 'login-identifier', message: c.fieldErrors.identifier } : null,
    c.fieldErrors.password && onPassword ? { fieldId: 'login-password', message: c.fieldErrors.password } : null,
  ].filter((x) => x !== null);

  return (
    <PageLayout>
      <div className={s.stack}>
        <Heading>{onPassword ? 'Enter your password' : 'Log in'}</Heading>
        {c.reason === 'sessionEnded' ? (
          <div className={s.info} role="status">
            <p>
              Your session has ended. Log in again to continue where you left off. This happens after logging out on
              another device or tab, or when your session could not be renewed.
            </p>
          </div>
        ) : null}
        {errors.length > 0 ? <ErrorSummary errors={errors} /> : null}
        {c.failure && !c.fieldErrors.identifier ? <FailureNotice failure={c.failure} actions={nextActions} /> : null}
        {onPassword ? (
          <form className={s.form} onSubmit={submitPassword} noValidate>
            <p className={s.lead}>
              Logging in as <strong>{c.user}</strong>.{' '}
              <button type="button" className={s.linkButton} onClick={() => send({ type: 'login.edit' })}>
                Change
              </button>
            </p>
            {/* The password step replaces the identifier form on the same route, so focus would otherwise be lost. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <TextField id="login-password" label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={c.fieldErrors.password} autoFocus />
            <Button type="submit" fullWidth loading={busy}>
              Log in
            </Button>
            <div className={l.footer}>
              <button type="button" className={s.linkButton} onClick={() => send({ type: 'nav.forgotPassword' })}>
                Forgot password?
              </button>
              <button type="button" className={s.linkButton} onClick={() => send({ type: 'nav.anotherMethod' })}>
                Try another way to log in
              </button>
            </div>
          </form>
        ) : (
          <>
            <form className={s.form} onSubmit={submitIdentifier} noValidate>
              <p className={s.lead}>Use the mobile number or email address of your Lakbay account.</p>
              <IdentifierField
                id="login-identifier"
                hint="For example 0917 123 4567 or juan@example.com"
                value={identifier}
                onChange={setIdentifier}
                error={c.fieldErrors.identifier}
              />
              <Button type="submit" fullWidth loading={busy}>
                Continue
              </Button>
            </form>
            <SsoButtons busy={busy} onChoose={(provider) => send({ type: 'sso.start', provider })} />
            <div className={l.footer}>
              <p className={s.muted}>
                New to Lakbay?{' '}
                <button type="button" className={s.linkButton} onClick={() => send({ type: 'nav.register' })}>
                  Create an account
                </button>
              </p>
              <button type="button" className={s.linkButton} onClick={() => send({ type: 'nav.contactUs' })}>
                Need help? Contact us
              </button>
            </div>
          </>
        )}
      </div>
    </PageLayout>
  );
}
