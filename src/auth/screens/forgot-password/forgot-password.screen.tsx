import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Button, ErrorSummary, Heading, PageLayout } from '~/ui';
import { useChart } from '~/app/use-chart';
import { CaptchaForm } from '~/ui/auth/captcha-form';
import { FailureNotice } from '~/ui/auth/failure-notice';
import { OtpScreen } from '~/ui/auth/otp-screen';
import { IdentifierField } from '../auth-parts/identifier-field';
import * as s from '~/ui/page-styles/form-page.css';

/** /forgot-password: prove it is you with a code, then set a new password. */
export default function ForgotPasswordScreen() {
  const auth = useChart('auth');
  const snap = useSelector(auth, (x) => x);
  const c = snap.context;
  const [identifier, setIdentifier] = useState(c.identifier);
  const send = auth.send;
  if (snap.matches({ forgotPassword: 'verifying' })) {
    return <OtpScreen owner={auth} title="Enter your code" onCancel={() => send({ type: 'nav.login' })} cancelLabel="Back to log in" />;
  }
  if (snap.matches({ forgotPassword: 'captcha' })) {
    return (
      <PageLayout>
        <Heading>Reset your password</Heading>
        <CaptchaForm captcha={c.captcha} onSubmit={(answer) => send({ type: 'captcha.submit', answer })} onBack={() => send({ type: 'login.edit' })} />
      </PageLayout>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'reset.submit', identifier });
  };
  return (
    <PageLayout back={{ label: 'Log in', onClick: () => send({ type: 'nav.login' }) }}>
      <div className={s.stack}>
        <Heading>Reset your password</Heading>
        {c.fieldErrors.identifier ? <ErrorSummary errors={[{ fieldId: 'reset-identifier', message: c.fieldErrors.identifier }]} /> : null}
        {c.failure && !c.fieldErrors.identifier ? <FailureNotice failure={c.failure} actions={{ contactUs: { label: 'Contact us', onClick: () => send({ type: 'nav.contactUs' }) } }} /> : null}
        <form className={s.form} onSubmit={submit} noValidate>
          <p className={s.lead}>We will send a code to your mobile number or email. Then you can choose a new password.</p>
          <IdentifierField id="reset-identifier" value={identifier} onChange={setIdentifier} error={c.fieldErrors.identifier} />
          <Button type="submit" fullWidth loading={snap.hasTag('loading')}>
            Send code
          </Button>
        </form>
      </div>
    </PageLayout>
  );
}
