import * as v from 'valibot';
import { endpoint } from '../endpoint';

/**
 * Platform 'user' call group, account part: OTP requests, registration and password (spec §4 "Requesting an
 * OTP", §8 account-service codes). Failed calls answer `{ code, message }` with the UAS code in `code`.
 * Sign-in itself goes through Cognito (amazon-cognito-identity-js); see docs/decisions.md.
 */

/** Account-service codes of spec §8 this group can answer with. */
export const uasCodes = {
  newUser: 'UAS-104',
  inactive: 'UAS-E104',
  badEmail: 'UAS-E108',
  phone: 'UAS-E205',
  disposableEmail: 'UAS-E206',
  otp: 'UAS-E511',
  tooManyAttempts: 'UAS-E510',
  captchaRequired: 'UAS-E512',
  ssoAccountMissing: 'UAS-E904',
  ssoAccountExists: 'UAS-E905',
  ssoLinkedToEmail: 'UAS-E906',
  ssoEmailExists: 'UAS-E907',
} as const;
/** Registering an identifier that already has an account (not in the spec's catalogue; sandbox decision). */
export const ACCOUNT_EXISTS = 'ACCOUNT_EXISTS';

const identifier = v.pipe(v.string(), v.maxLength(320, 'That is too long for a mobile number or email.'));
const captchaAnswer = v.object({ id: v.pipe(v.string(), v.maxLength(64)), answer: v.pipe(v.string(), v.maxLength(16)) });
const loginType = v.picklist(['PHONE', 'EMAIL']);

export const otpRequestResponseSchema = v.object({
  otp_sent: v.boolean(),
  /** false: the borrower set a password and signs in with it (loginWithPassword = !login_with_otp). */
  login_with_otp: v.boolean(),
  /** Normalised identifier: +639XXXXXXXXX or lower-case email. Use it as the Cognito username. */
  username: v.string(),
  login_type: loginType,
  /** When the code stops working (ISO 8601); absent when no code was sent. */
  expires_at: v.optional(v.string()),
});
export type OtpRequestResponse = v.InferOutput<typeof otpRequestResponseSchema>;

/** Cognito tokens in the SDK's AuthenticationResult shape; build a CognitoUserSession from them. */
export const cognitoTokensSchema = v.object({
  IdToken: v.string(),
  AccessToken: v.string(),
  RefreshToken: v.string(),
  ExpiresIn: v.number(),
  TokenType: v.literal('Bearer'),
});
export type CognitoTokens = v.InferOutput<typeof cognitoTokensSchema>;

export const requestLoginOtp = endpoint({
  group: 'user',
  method: 'POST',
  path: '/api/v1/user/otp/login',
  auth: false,
  body: v.object({
    username: identifier,
    /** "Try another login method": send a code even when the borrower has a password. */
    prefer_otp: v.optional(v.boolean()),
    /** Required after UAS-E512 (GET /sandbox/api/captcha in the sandbox). */
    captcha: v.optional(captchaAnswer),
  }),
  response: otpRequestResponseSchema,
});

export const requestRegisterOtp = endpoint({
  group: 'user',
  method: 'POST',
  path: '/api/v1/user/otp/register',
  auth: false,
  body: v.object({ username: identifier, captcha: v.optional(captchaAnswer) }),
  response: otpRequestResponseSchema,
});

/** Verifies the registration code, creates the account and signs the borrower in (tokens). */
export const register = endpoint({
  group: 'user',
  method: 'POST',
  path: '/api/v1/user/register',
  auth: false,
  body: v.object({
    username: identifier,
    otp: v.pipe(v.string(), v.regex(/^[0-9]{6}$/, 'Enter the 6-digit code.')),
    referral_code: v.optional(v.pipe(v.string(), v.maxLength(32))),
  }),
  response: v.object({ id: v.string(), username: v.string(), login_type: loginType, tokens: cognitoTokensSchema }),
});

/** Password rules (spec §5 says "not shown"; sandbox decision): 8-64 characters, a letter and a digit. */
export const passwordSchema = v.pipe(
  v.string(),
  v.minLength(8, 'Use at least 8 characters.'),
  v.maxLength(64, 'Use at most 64 characters.'),
  v.regex(/[A-Za-z]/, 'Include at least one letter.'),
  v.regex(/[0-9]/, 'Include at least one number.'),
);

export const setPassword = endpoint({
  group: 'user',
  method: 'POST',
  path: '/api/v1/user/password',
  body: v.object({ password: passwordSchema }),
  response: v.object({ password_set: v.literal(true) }),
});

/**
 * Cognito errors reach the app as `err.code` = `__type` (e.g. NotAuthorizedException) and `err.message`.
 * The sandbox (and the platform's auth triggers) start the message with the UAS code: "UAS-E511: ...", and
 * a lockout carries its end: "... Try again after 2026-11-22T03:15:00.000Z."
 */
export function parseUasMessage(message: string): { code: string | null; text: string; retryAt: string | null } {
  const m = /^(UAS-E?\d+):\s*(.*)$/s.exec(message);
  const retry = /Try again after (\d{4}-\d{2}-\d{2}T[0-9:.]+Z)/.exec(message);
  return { code: m?.[1] ?? null, text: m?.[2] ?? message, retryAt: retry?.[1] ?? null };
}
