import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Checkbox, ErrorSummary, Heading, PageLayout, TextField } from '~/ui';
import { codes } from '@machines/auth/failure';
import { useChart } from '~/app/use-chart';
import { CaptchaForm } from '~/ui/auth/captcha-form';
import { FailureNotice } from '~/ui/auth/failure-notice';
import { SsoButtons } from '../auth-parts/sso-buttons';
import { IdentifierField } from '../auth-parts/identifier-field';
import * as s from '~/ui/page-styles/form-page.css';
import { legalLinks } from '../../legal-links';

/** /register: create an account with a mobile number or email; a code confirms it. */
export default function RegisterScreen() {
  const auth = useChart('auth');
  const snap = useSelector(auth, (x) => x);
  const c = snap.context;
  const [identifier, setIdentifier] = useState(c.identifier);
  const [accepted, setAccepted] = useState(false);
  // A friend's code from /register?referral=CODE prefills the field; the borrower may change or clear it.
  const [referral, setReferral] = useState(c.referralCode);
  useEffect(() => setReferral(c.referralCode), [c.referralCode]);
  const send = auth.send;

  if (snap.matches({ register: 'captcha' })) {
    return (
      <PageLayout>
        <Heading>Create your account</Heading>
        <CaptchaForm captcha={c.captcha} onSubmit={(answer) => send({ type: 'captcha.submit', answer })} onBack={() => send({ type: 'login.edit' })} />
      </PageLayout>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'register.submit', identifier, acceptedTerms: accepted, referralCode: referral });
  };
  const errors = [
    c.fieldErrors.identifier ? { fieldId: 'register-identifier', message: c.fieldErrors.identifier } : null,
    c.fieldErrors.referral ? { fieldId: 'register-referral', message: c.fieldErrors.referral } : null,
    c.fieldErrors.terms ? { fieldId: 'register-terms', message: c.fieldErrors.terms } : null,
  ].filter((x) => x !== null);
  const newUser = c.failure?.code === codes.newUser;

  return (
    <PageLayout back={{ label: 'Log in', onClick: () => send({ type: 'nav.login' }) }}>
      <div className={s.stack}>
        <Heading>Create your account</Heading>
        {newUser ? (
          <div className={s.info} role="status">
            <p>We could not find an account with these details. Create one to continue.</p>
          </div>
        ) : null}
        {errors.length > 0 ? <ErrorSummary errors={errors} /> : null}
        {c.failure && !newUser && !c.fieldErrors.identifier ? (
          <FailureNotice failure={c.failure} actions={{ login: { label: 'Log in instead', onClick: () => send({ type: 'nav.login' }) } }} />
        ) : null}
        <form className={s.form} onSubmit={submit} noValidate>
          <IdentifierField
            id="register-identifier"
            hint="We will send a code to confirm it is yours."
            value={identifier}
            onChange={setIdentifier}
            error={c.fieldErrors.identifier}
          />
          <TextField
            id="register-referral"
            label="Referral code"
            hint="Optional: the code of the friend who invited you."
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            value={referral}
            onChange={(e) => setReferral(e.target.value)}
            error={c.fieldErrors.referral}
          />
          <Checkbox
            id="register-terms"
            label={
              <>
                I agree to the{' '}
                <a href={legalLinks.termsOfUse} target="_blank" rel="noopener noreferrer">
                  terms of use
                </a>{' '}
                and{' '}
                <a href={legalLinks.privacyPolicy} target="_blank" rel="noopener noreferrer">
                  privacy policy
                </a>
                .
              </>
            }
            checked={accepted}
            onCheckedChange={setAccepted}
            error={c.fieldErrors.terms}
          />
          <Button type="submit" fullWidth loading={snap.hasTag('loading')}>
            Send code
          </Button>
        </form>
        <SsoButtons onChoose={(provider) => send({ type: 'sso.start', provider })} />
      </div>
    </PageLayout>
  );
}
