import * as user from '~/api/contract/user';
import type { AccountProfile } from '@machines/account/account.machine';
import type { OtpPurpose, OtpSent } from '@machines/shared/otp.machine';
import { authApi } from './api';
import { fromApiError } from './failures';

/** Actors of machines/auth/account.machine.ts over the platform's 'user' endpoints. */
const fail = (e: unknown): never => {
  throw fromApiError(e);
};
const sent = (r: { expires_in: number }): OtpSent => ({ sentAt: Date.now(), expiresInSeconds: r.expires_in });

let profileCache: user.Profile | null = null;

export async function loadProfile(): Promise<AccountProfile> {
  const p = await authApi(user.getProfile, {}).catch(fail);
  profileCache = p;
  return toAccount(p);
}

const toAccount = (p: user.Profile): AccountProfile => ({
  phoneNumber: p.phone_number,
  isPhoneNumberConfirmed: p.is_phone_number_confirmed,
  email: p.personal_email ?? p.email,
  isEmailVerified: p.is_personal_email_verified,
});

export async function generateEmailOtp(): Promise<OtpSent> {
  return sent(await authApi(user.generateEmailOtp, { body: {} }).catch(fail));
}

export async function updatePersonalEmail({ email }: { email: string }): Promise<void> {
  profileCache = await authApi(user.updateEmail, { body: { email } }).catch(fail);
}

export async function requestMobileOtp(): Promise<OtpSent> {
  const phone = profileCache?.phone_number ?? (await authApi(user.getProfile, {}).catch(fail)).phone_number;
  if (!phone) throw { code: 'NO_PHONE', message: 'Add a mobile number to your profile first.' };
  return sent(await authApi(user.requestPhoneOtp, { body: { phone_number: phone } }).catch(fail));
}

/** Verifies a code for the signed-in account pages (email and mobile purposes). */
export async function verifyAccountOtp({ code, purpose }: { code: string; purpose: OtpPurpose }): Promise<unknown> {
  if (purpose === 'email') return authApi(user.verifyEmailOtp, { body: { code } }).catch(fail);
  if (purpose === 'mobile') return authApi(user.confirmPhone, { body: { code } }).catch(fail);
  throw { code: 'UNKNOWN', message: `No verifier for ${purpose} codes.` };
}

export async function resendAccountOtp({ purpose }: { purpose: OtpPurpose }): Promise<OtpSent> {
  return purpose === 'email' ? generateEmailOtp() : requestMobileOtp();
}
