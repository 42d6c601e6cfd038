import { codes, isServerTrouble, type AuthFailure } from './failure';

/**
 * What the borrower reads for each failure and what they can do next. The spec gives codes but no wording
 * (except 'SSO is disabled for the platform.', used verbatim); decisions are in docs/decisions.md.
 * `next` names the action the screen offers as the way forward.
 */
export type NextStep = 'retry' | 'register' | 'login' | 'useEmail' | 'usePhone' | 'useAnotherMethod' | 'contactUs' | 'resend' | 'wait' | 'none';

/** When the borrower may try again, as data: the screen words it in the borrower's time zone (src/auth). */
export interface RetryWait {
  /** ISO time the lockout ends. */
  until?: string | undefined;
  /** Seconds to wait, when only that is known (a 429 Retry-After). */
  seconds?: number | undefined;
}

export interface FailureText {
  message: string;
  next: NextStep;
  /** Set for lockouts and throttling: the screen adds "You can try again at 3:05 PM." after the message. */
  wait?: RetryWait;
}

const retryWait = (f: Pick<AuthFailure, 'lockedUntil' | 'retryAfterSeconds'>): RetryWait => ({ until: f.lockedUntil, seconds: f.retryAfterSeconds });

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
  [codes.tooManyAttempts]: (f) => ({ message: 'Too many attempts.', next: 'wait', wait: retryWait(f) }),
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
  429: (f) => ({ message: 'You have made too many requests.', next: 'wait', wait: retryWait(f) }),
};

/**
 * A failure of the platform or the network in our own words (never the server's text, such as a gateway's or an
 * injected fault's), with the code support can look up (issue W3-B item 10).
 */
export function serverTroubleText(code: string): string {
  const shown = code === 'UNKNOWN' || code === 'NETWORK' ? '' : ` If it keeps happening, contact us and mention code ${code}.`;
  return `Something went wrong on our side. Nothing you entered has been lost: please try again in a moment.${shown}`;
}

export function describeFailure(f: AuthFailure): FailureText {
  const known = byCode[f.code] ?? (f.httpStatus !== undefined ? byStatus[f.httpStatus] : undefined);
  if (known) return known(f);
  if (/^HTTP_429$/.test(f.code)) return byStatus[429]!(f);
  if (isServerTrouble(f)) return { message: serverTroubleText(f.code), next: 'retry' };
  return { message: f.message || 'Something went wrong on our side. Please try again.', next: 'retry' };
}
