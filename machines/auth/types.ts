import type { IdentifierKind } from './identifier';
import type { CaptchaAnswer } from './failure';
import type { OtpSent } from '../shared/otp.machine';

/** Who is signed in, as far as the charts need to know. Tokens stay inside src/auth. */
export interface SessionUser {
  /** Cognito username: +63XXXXXXXXXX or a lower-case email. */
  username: string;
  loginType: IdentifierKind;
  /** Cognito `sub`, when known. */
  sub?: string | undefined;
}

/** The one-time-code chart hands back whatever verifyOtp resolved with; sign-in resolves a SessionUser. */
export const isSessionUser = (x: unknown): x is SessionUser =>
  typeof x === 'object' && x !== null && typeof (x as { username?: unknown }).username === 'string' && typeof (x as { loginType?: unknown }).loginType === 'string';

/** Spec §4 "Requesting an OTP", as the actor reports it. */
export interface LoginOtpResult {
  otpGenerated: boolean;
  loginWithPassword: boolean;
  user: string;
  userType: IdentifierKind;
  sent?: OtpSent | undefined;
}

export interface RegisterOtpResult {
  user: string;
  userType: IdentifierKind;
  sent?: OtpSent | undefined;
}

export type SsoProvider = 'google' | 'facebook' | 'apple';
export const ssoProviders = ['google', 'facebook', 'apple'] as const satisfies readonly SsoProvider[];

export interface IdentifierRequest {
  identifier: string;
  kind: IdentifierKind;
  captcha: CaptchaAnswer | null;
  /** 'Try another login method' -> 'Send me a code instead' asks for a code even when a password is set. */
  preferOtp: boolean;
}

/** What the auth chart outputs when the borrower is signed in. */
export interface AuthOutput {
  user: SessionUser;
  /** Same-origin path to return to (journey step the session ended on), or null for the default landing. */
  returnTo: string | null;
  via: 'otp' | 'password' | 'register' | 'reset' | 'sso';
}

export interface AuthInput {
  /** The public route the borrower arrived on ('/', '/login', '/register', ...). */
  route?: string | undefined;
  returnTo?: string | null | undefined;
  /** Why the borrower is here: after a session error we say so. */
  reason?: 'sessionEnded' | 'signedOut' | undefined;
  /** One-time SSO handoff from /login?sso=... (or an error code from the provider callback). */
  sso?: { code?: string | undefined; error?: string | undefined } | undefined;
  /** Identifier typed earlier (kept across a session error). */
  identifier?: string | undefined;
  /**
   * A code was requested in this tab before the page was reloaded (kept by the app in session storage): the code's
   * challenge does not survive a reload, so /verify-account sends the borrower back to ask for a new one.
   */
  codeRequest?: CodeRequest | undefined;
}

export interface CodeRequest {
  flow: 'login' | 'register';
  identifier: string;
}
