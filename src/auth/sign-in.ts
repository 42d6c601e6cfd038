import type { CognitoUserSession } from 'amazon-cognito-identity-js';
import * as contract from '~/api/contract/account';
import { codes, type AuthFailure, type CaptchaAnswer } from '@machines/auth/failure';
import type { IdentifierRequest, LoginOtpResult, RegisterOtpResult, SessionUser } from '@machines/auth/types';
import type { OtpPurpose, OtpSent } from '@machines/shared/otp.machine';
import { authApi } from './api';
import { fetchCaptcha } from './captcha';
import { adoptTokens, details, getPending, newUser, setPending } from './cognito';
import { fromApiError, fromCognitoError } from './failures';
import { sessionUser } from './session';

/** Sign-in actors: platform OTP requests, Cognito CUSTOM_AUTH answers, SRP password sign-in, registration. */
const sentFrom = (expiresAt: string | undefined): OtpSent => {
  const sentAt = Date.now();
  const expires = expiresAt ? Math.round((Date.parse(expiresAt) - sentAt) / 1000) : undefined;
  return { sentAt, ...(expires && expires > 0 ? { expiresInSeconds: expires } : {}) };
};

/** Adds the captcha to ask when the platform says UAS-E512. */
async function withCaptcha(f: AuthFailure): Promise<AuthFailure> {
  if (f.code !== codes.captchaRequired) return f;
  const captcha = await fetchCaptcha();
  return captcha ? { ...f, captcha } : f;
}

const fail = async (e: unknown): Promise<never> => {
  throw await withCaptcha(fromApiError(e));
};

/** Starts Cognito CUSTOM_AUTH; the platform's request already sent the code, the challenge checks it. */
function startChallenge(username: string): Promise<void> {
  const user = newUser(username);
  setPending(user);
  return new Promise((resolve, reject) =>
    user.initiateAuth(details(username), {
      customChallenge: () => resolve(),
      onSuccess: () => resolve(),
      onFailure: (e) => reject(fromCognitoError(e)),
    }),
  );
}

async function requestOtp(username: string, preferOtp: boolean, captcha: CaptchaAnswer | null) {
  const r = await authApi(contract.requestLoginOtp, {
    body: { username, prefer_otp: preferOtp || undefined, ...(captcha ? { captcha } : {}) },
  }).catch(fail);
  if (r.otp_sent) await startChallenge(r.username);
  return r;
}

export async function requestLoginOtp(input: IdentifierRequest): Promise<LoginOtpResult> {
  const r = await requestOtp(input.identifier, input.preferOtp, input.captcha);
  // Spec §4: otpGenerated from otp_sent; loginWithPassword when login_with_otp is false; user/userType.
  return { otpGenerated: r.otp_sent, loginWithPassword: !r.login_with_otp, user: r.username, userType: r.login_type, sent: sentFrom(r.expires_at) };
}

/** "Forgot password": sign in with a code, then set a new password on the signed-in account. */
export async function requestPasswordReset(input: IdentifierRequest): Promise<RegisterOtpResult> {
  const r = await requestOtp(input.identifier, true, input.captcha);
  return { user: r.username, userType: r.login_type, sent: sentFrom(r.expires_at) };
}

export async function requestRegisterOtp(input: IdentifierRequest): Promise<RegisterOtpResult> {
  const r = await authApi(contract.requestRegisterOtp, { body: { username: input.identifier, ...(input.captcha ? { captcha: input.captcha } : {}) } }).catch(fail);
  registering = r.username;
  return { user: r.username, userType: r.login_type, sent: sentFrom(r.expires_at) };
}
let registering: string | null = null;

function answerChallenge(code: string): Promise<SessionUser> {
  const user = getPending();
  if (!user) return Promise.reject({ code: codes.otpExpired, message: 'This code has expired.' } satisfies AuthFailure);
  return new Promise((resolve, reject) =>
    user.sendCustomChallengeAnswer(code, {
      onSuccess: (session: CognitoUserSession) => {
        setPending(null);
        resolve(sessionUser(user, session));
      },
      // A wrong answer comes back as a new challenge carrying the tries left.
      customChallenge: (params: Record<string, string>) =>
        reject({ code: codes.otpError, message: 'Incorrect code.', attemptsLeft: Number(params.attemptsLeft ?? NaN) || undefined } satisfies AuthFailure),
      onFailure: (e) => reject(fromCognitoError(e)),
    }),
  );
}

export async function verifyOtp({ code, purpose }: { code: string; purpose: OtpPurpose }): Promise<SessionUser> {
  if (purpose === 'register') {
    const username = registering ?? '';
    const r = await authApi(contract.register, { body: { username, otp: code } }).catch(fail);
    adoptTokens(r.username, r.tokens);
    registering = null;
    return { username: r.username, loginType: r.login_type, sub: r.id };
  }
  return answerChallenge(code);
}

export async function resendOtp({ purpose, captcha }: { purpose: OtpPurpose; captcha: CaptchaAnswer | null }): Promise<OtpSent> {
  if (purpose === 'register') {
    const r = await authApi(contract.requestRegisterOtp, { body: { username: registering ?? '', ...(captcha ? { captcha } : {}) } }).catch(fail);
    return sentFrom(r.expires_at);
  }
  const username = getPending()?.getUsername() ?? '';
  const r = await requestOtp(username, true, captcha);
  return sentFrom(r.expires_at);
}

/** SRP (the SDK default): the password itself never leaves the browser. */
export function signInWithPassword({ username, password }: { username: string; password: string }): Promise<SessionUser> {
  const user = newUser(username);
  return new Promise((resolve, reject) =>
    user.authenticateUser(details(username, password), {
      onSuccess: (session) => resolve(sessionUser(user, session)),
      onFailure: (e) => reject(fromCognitoError(e)),
    }),
  );
}

export async function setPassword({ password }: { password: string }): Promise<void> {
  await authApi(contract.setPassword, { body: { password } }).catch(fail);
}
