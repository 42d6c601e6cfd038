import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { AppLink, Button, OtpInput, visuallyHidden } from '~/ui';
import { DEFAULT_LOCKOUT_SECONDS, type otpMachine } from '@machines/shared/otp.machine';
import { CaptchaForm } from './captcha-form';
import { failureText, whenToTryAgain } from './failure-text';
import { useCountdown } from './use-countdown';
import * as s from '~/ui/page-styles/form-page.css';

export type OtpActor = ActorRefFrom<typeof otpMachine>;

/**
 * The code-entry view of the shared OTP chart (machines/shared/otp.machine.ts), used by every code screen:
 * sign-in, registration, email, mobile and promissory-note signing.
 */
export function OtpEntry({
  otp,
  onCancel,
  cancelLabel = 'Change how I log in',
  headingId,
  homeHref,
}: {
  otp: OtpActor;
  onCancel?: (() => void) | undefined;
  cancelLabel?: string;
  /** Offered with a lockout as a way out besides cancelling (the promissory-note code: "Go to home"). */
  homeHref?: string | undefined;
  /** The page heading, announced with the code boxes when focus lands in the first one. */
  headingId?: string;
}) {
  const snap = useSelector(otp, (x) => x);
  const { context: c } = snap;
  const cooldownEnds = c.sentAt === null ? null : c.sentAt + c.resendAfterSeconds * 1000;
  const { seconds, announce } = useCountdown(snap.matches({ active: { resend: 'cooling' } }) ? cooldownEnds : null);

  if (snap.matches('lockedOut') || snap.matches('unlocked')) {
    // Every lockout says when it ends: the platform's time, or the chart's own wait when it gave none.
    const wait = { until: c.failure?.lockedUntil, seconds: c.failure?.retryAfterSeconds ?? DEFAULT_LOCKOUT_SECONDS };
    const voided = !c.failure?.lockedUntil && c.failure?.retryAfterSeconds === undefined;
    return (
      <div className={s.stack}>
        <div className={s.notice} role="alert">
          <p>
            {snap.matches('lockedOut')
              ? `Too many attempts. ${whenToTryAgain(wait)}`
              : voided
                ? 'Too many attempts, so that code can no longer be used. You can ask for a new code now.'
                : 'You can try again now. We will send you a new code.'}
          </p>
        </div>
        {snap.matches('unlocked') ? (
          <Button fullWidth onClick={() => otp.send({ type: 'otp.resend' })}>
            Send a new code
          </Button>
        ) : null}
        {onCancel ? (
          <button type="button" className={s.linkButton} onClick={onCancel}>
            {cancelLabel}
          </button>
        ) : null}
        {homeHref ? (
          <Button asChild variant="secondary" fullWidth>
            <AppLink href={homeHref}>Go to home</AppLink>
          </Button>
        ) : null}
      </div>
    );
  }
  if (snap.matches('captcha')) {
    return <CaptchaForm captcha={c.captcha} onSubmit={(answer) => otp.send({ type: 'captcha.submit', answer })} onBack={onCancel} />;
  }

  const verifying = snap.matches({ active: { entry: 'verifying' } });
  // The code could not be checked (server or network): it stays, and the button tries it again.
  const unverified = snap.matches({ active: { entry: 'unverified' } });
  const exhausted = snap.matches({ active: { entry: 'exhausted' } }) || snap.matches('resendFailed');
  const canResend = snap.matches({ active: { resend: 'ready' } }) || snap.matches('resendFailed');
  const error = c.failure && c.failure.code !== 'UAS-E512' ? failureText(c.failure).message : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    otp.send({ type: unverified ? 'otp.retry' : 'otp.submit' });
  };

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <p className={s.lead}>
        We sent a 6-digit code to <strong>{c.destination}</strong>.
      </p>
      <OtpInput
        value={c.code}
        onChange={(code) => otp.send({ type: 'otp.change', code })}
        onComplete={() => otp.send({ type: 'otp.submit' })}
        error={error}
        disabled={verifying || exhausted || snap.matches('resending')}
        // The page exists to take this code; the primitive focuses the first box once, on mount.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        {...(headingId ? { headingId } : {})}
        hint={c.resent && !error ? 'We sent you a new code.' : undefined}
      />
      <Button type="submit" fullWidth loading={verifying} disabled={exhausted}>
        {unverified ? 'Try again' : 'Verify'}
      </Button>
      <div className={s.row}>
        {canResend ? (
          <button type="button" className={s.linkButton} onClick={() => otp.send({ type: 'otp.resend' })}>
            Send a new code
          </button>
        ) : snap.matches('resending') ? (
          <span className={s.muted}>Sending a new code…</span>
        ) : (
          <span className={s.muted} aria-hidden="true">
            Send a new code in {seconds} s
          </span>
        )}
      </div>
      <p className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {canResend ? 'You can now request a new code.' : announce}
      </p>
      {onCancel ? (
        <button type="button" className={s.linkButton} onClick={onCancel}>
          {cancelLabel}
        </button>
      ) : null}
    </form>
  );
}
