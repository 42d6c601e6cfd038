/**
 * The one shape an auth actor rejects with. Actor implementations (src/auth) translate Cognito SDK errors,
 * ApiErrors and /api/auth answers into it, so the charts branch on codes only and stay free of transport details.
 */
export interface AuthFailure {
  /** Platform code ('UAS-E511', 'UAS-104', ...), an HTTP fallback ('HTTP_429') or 'NETWORK' / 'UNKNOWN'. */
  code: string;
  /** The server's own wording; shown only when we have no message of our own for the code. */
  message: string;
  httpStatus?: number | undefined;
  /** Tries left on the current one-time code, when the server says. */
  attemptsLeft?: number | undefined;
  /** ISO time a lockout ends (UAS-E510), for display. */
  lockedUntil?: string | undefined;
  /** Seconds until the user may try again (lockout or 429), computed by the implementation from the clock. */
  retryAfterSeconds?: number | undefined;
  /** A captcha challenge to answer (UAS-E512). */
  captcha?: CaptchaChallenge | undefined;
  /** Field the failure belongs to, when it is about one input ('identifier', 'password', ...). */
  field?: string | undefined;
}

export interface CaptchaChallenge {
  id: string;
  question: string;
}

export interface CaptchaAnswer {
  id: string;
  answer: string;
}

export const isAuthFailure = (e: unknown): e is AuthFailure =>
  typeof e === 'object' && e !== null && typeof (e as AuthFailure).code === 'string' && typeof (e as AuthFailure).message === 'string';

/** Anything an actor throws becomes an AuthFailure; unknown throws keep a generic, actionable message. */
export function toFailure(e: unknown): AuthFailure {
  if (isAuthFailure(e)) return e;
  return { code: 'UNKNOWN', message: 'Something went wrong on our side. Please try again.' };
}

export const codes = {
  newUser: 'UAS-104',
  captchaRequired: 'UAS-E512',
  phoneError: 'UAS-E205',
  otpError: 'UAS-E511',
  badEmail: 'UAS-E108',
  disposableEmail: 'UAS-E206',
  tooManyAttempts: 'UAS-E510',
  ssoNoAccount: 'UAS-E904',
  ssoAlreadyExists: 'UAS-E905',
  ssoLinkedToEmail: 'UAS-E906',
  ssoEmailExists: 'UAS-E907',
  inactiveAccount: 'UAS-E104',
  ssoDisabled: 'SSO_DISABLED',
  otpExpired: 'OTP_EXPIRED',
  wrongPassword: 'WRONG_PASSWORD',
  codePageReloaded: 'CODE_PAGE_RELOADED',
  /** The platform: this email already logs in to another account (its username or verified alias). */
  emailInUse: 'EMAIL_IN_USE',
} as const;

export const emailInUseMessage = 'This email is already used to log in to another account. Use a different email.';

/** Reads a failure's code, tolerating the `xstate.error.actor` event's unknown `error`. */
export const failureCode = (e: unknown): string => toFailure(e).code;

/** The platform or the network failed, not the borrower: 5xx, a dropped connection, an answer we cannot read. */
export const isServerTrouble = (f: AuthFailure): boolean =>
  (f.httpStatus !== undefined && (f.httpStatus >= 500 || f.httpStatus === 0)) ||
  /^HTTP_5\d\d$/.test(f.code) ||
  ['NETWORK', 'UNKNOWN', 'MALFORMED_RESPONSE', 'InternalErrorException', 'ServiceUnavailable', 'ServiceUnavailableException'].includes(f.code);

/** Worth the same request again in a moment, with what the borrower typed: server trouble or throttling. */
export const isPassingFailure = (f: AuthFailure): boolean => isServerTrouble(f) || f.httpStatus === 429 || f.code === 'HTTP_429';
