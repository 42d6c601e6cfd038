import { codes, type AuthFailure } from './failure';

/**
 * What the borrower reads for each failure and what they can do next. The spec gives codes but no wording
 * (except 'SSO is disabled for the platform.', used verbatim); decisions are in docs/decisions.md.
 * `next` names the action the screen offers as the way forward.
 */
export type NextStep = 'retry' | 'register' | 'login' | 'useEmail' | 'usePhone' | 'useAnotherMethod' | 'contactUs' | 'resend' | 'wait' | 'none';

export interface FailureText {
  message: string;
  next: NextStep;
}

const byCode: Record<string, (f: AuthFailure) => FailureText> = {
  [codes.newUser]: () => ({ message: 'We could not find an account with these details. Create one to continue.', next: 'register' }),
  [codes.phoneError]: () => ({
    message: 'This mobile number cannot be used. Check it is a Philippine mobile number, like 0917 123 4567.',
    next: 'retry',
  }),
  [codes.badEmail]: () => ({ message: 'This email address cannot receive our messages. Check it or use another one.', next: 'retry' }),
  [codes.disposableEmail]: () => ({
    message: 'Temporary or disposable email addresses are not accepted. Use an email address you keep.',
    next: 'retry',
  }),
  [codes.inactiveAccount]: () => ({
    message: 'This account is inactive or does not exist. Contact us if you think this is a mistake.',
    next: 'contactUs',
  }),
  [codes.otpError]: (f) => ({
    message:
      f.attemptsLeft === undefined
        ? 'That code is not right. Check the code we sent you and try again.'
        : f.attemptsLeft > 0
          ? `That code is not right. You have ${f.attemptsLeft} ${f.attemptsLeft === 1 ? 'try' : 'tries'} left.`
          : 'That code is not right and you have no tries left. Request a new code.',
    next: f.attemptsLeft === 0 ? 'resend' : 'retry',
  }),
  [codes.otpExpired]: () => ({ message: 'This code has expired. Request a new code.', next: 'resend' }),
  [codes.codePageReloaded]: () => ({ message: 'The page was reloaded, so your code can no longer be used. Request a new code to continue.', next: 'retry' }),
  [codes.tooManyAttempts]: (f) => ({ message: `Too many attempts. ${whenToTryAgain(f)}`, next: 'wait' }),
  [codes.captchaRequired]: () => ({ message: 'Please answer the question below so we know you are not a robot.', next: 'retry' }),
  [codes.wrongPassword]: () => ({ message: 'That password is not right. Try again, or sign in with a one-time code.', next: 'useAnotherMethod' }),
  [codes.ssoNoAccount]: () => ({
    message: 'There is no Lakbay account linked to this sign-in. Create an account with your mobile number or email first.',
    next: 'register',
  }),
  [codes.ssoAlreadyExists]: () => ({
    message: 'An account already exists for this sign-in. Log in with it instead of creating a new one.',
    next: 'login',
  }),
  [codes.ssoLinkedToEmail]: () => ({
    message: 'This sign-in is linked to an account that uses its email address. Log in with that email address.',
    next: 'useEmail',
  }),
  [codes.ssoEmailExists]: () => ({
    message: 'An account with this email address already exists. Log in with your email address or mobile number.',
    next: 'login',
  }),
  [codes.ssoDisabled]: () => ({ message: 'SSO is disabled for the platform.', next: 'useAnotherMethod' }),
  CANCELLED: () => ({ message: 'You closed the sign-in window. Choose how you want to log in.', next: 'retry' }),
  ACCOUNT_EXISTS: () => ({ message: 'An account already uses this mobile number or email. Log in instead.', next: 'login' }),
  SSO_STATE: () => ({ message: 'This sign-in has expired. Please choose your sign-in option again.', next: 'retry' }),
  NETWORK: () => ({ message: 'We could not reach Lakbay. Check your connection and try again.', next: 'retry' }),
};

const byStatus: Record<number, (f: AuthFailure) => FailureText> = {
  401: () => ({ message: 'Your session has ended. Please log in again.', next: 'login' }),
  403: () => ({ message: 'You cannot do this with your account. Contact us if you need help.', next: 'contactUs' }),
  429: (f) => ({ message: `You have made too many requests. ${whenToTryAgain(f)}`, next: 'wait' }),
};

export function describeFailure(f: AuthFailure): FailureText {
  const known = byCode[f.code] ?? (f.httpStatus !== undefined ? byStatus[f.httpStatus] : undefined);
  if (known) return known(f);
  return { message: f.message || 'Something went wrong on our side. Please try again.', next: 'retry' };
}

/** "Try again at 3:05 PM." — the lockout end in the borrower's local time, or a duration when only that is known. */
export function whenToTryAgain(f: Pick<AuthFailure, 'lockedUntil' | 'retryAfterSeconds'>): string {
  if (f.lockedUntil) {
    const at = new Date(f.lockedUntil);
    if (!Number.isNaN(at.getTime())) {
      const time = at.toLocaleTimeString('en-PH', { hour: 'numeric', minute: '2-digit' });
      return `You can try again at ${time}.`;
    }
  }
  if (f.retryAfterSeconds !== undefined) {
    const minutes = Math.ceil(f.retryAfterSeconds / 60);
    return minutes <= 1 ? 'You can try again in a minute.' : `You can try again in ${minutes} minutes.`;
  }
  return 'Please wait a few minutes and try again.';
}
