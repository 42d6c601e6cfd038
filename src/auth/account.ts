import * as user from '~/api/contract/user';
import type { AccountProfile } from '@machines/account/account.machine';
import type { OtpPurpose, OtpSent } from '@machines/shared/otp.machine';
import { authApi } from './api';
import { lastAuthUserKey, tabStore } from './auth-storage';
import { fromApiError } from './failures';
import { codes } from '@machines/auth/failure';

/** Actors of machines/account/account.machine.ts over the platform's 'user' endpoints. */
const fail = (e: unknown): never => {
  throw fromApiError(e);
};
const sent = (r: { expires_in: number }): OtpSent => ({ sentAt: Date.now(), expiresInSeconds: r.expires_in });

/**
 * The profile last read, kept for the borrower it was read for (the SDK's signed-in username in this tab): on a
 * shared phone, the next borrower signed in on the same tab never has a code sent to the previous one's number.
 */
let profileCache: { owner: string | null; profile: user.Profile } | null = null;
const signedInAs = (): string | null => {
  try {
    return tabStore().getItem(lastAuthUserKey());
  } catch {
    return null;
  }
};
const remember = (profile: user.Profile) => {
  profileCache = { owner: signedInAs(), profile };
};
const cachedProfile = (): user.Profile | null => (profileCache && profileCache.owner === signedInAs() ? profileCache.profile : null);

export async function loadProfile(): Promise<AccountProfile> {
  const p = await authApi(user.getProfile, {}).catch(fail);
  remember(p);
  return toAccount(p);
}

const toAccount = (p: user.Profile): AccountProfile => ({
  name: [p.first_name, p.last_name].filter((part) => !!part?.trim()).join(' ') || null,
  phoneNumber: p.phone_number,
  isPhoneNumberConfirmed: p.is_phone_number_confirmed,
  email: p.personal_email ?? p.email,
  isEmailVerified: p.is_personal_email_verified,
});

export async function generateEmailOtp(): Promise<OtpSent> {
  return sent(await authApi(user.generateEmailOtp, { body: {} }).catch(fail));
}

export async function updatePersonalEmail({ email }: { email: string }): Promise<void> {
  remember(await authApi(user.updateEmail, { body: { email } }).catch(fail));
}

export async function requestMobileOtp(): Promise<OtpSent> {
  const phone = cachedProfile()?.phone_number ?? (await authApi(user.getProfile, {}).catch(fail)).phone_number;
  if (!phone) throw { code: 'NO_PHONE', message: 'Add a mobile number to your profile first.' };
  return sent(await authApi(user.requestPhoneOtp, { body: { phone_number: phone } }).catch(fail));
}

/** Sends a code to a new mobile number (UAS-E205 when another account uses it). */
export async function requestPhoneChangeOtp({ phoneNumber }: { phoneNumber: string }): Promise<OtpSent> {
  return sent(await authApi(user.requestPhoneOtp, { body: { phone_number: phoneNumber } }).catch(fail));
}

/** Sets the new number with the code sent to it; the platform marks it confirmed (spec §4). */
export async function updatePhone({ code, phoneNumber }: { code: string; phoneNumber: string }): Promise<AccountProfile> {
  const p = await authApi(user.updatePhone, { body: { phone_number: phoneNumber, code } }).catch((e: unknown) => {
    const failure = fromApiError(e);
    // An expired code cannot be retried: the OTP chart offers a new one instead of counting a wrong try.
    // So is a code voided by too many wrong tries (the sandbox's UAS-E510 without a lockout end).
    const spent = /expired/i.test(failure.message) || (failure.code === codes.tooManyAttempts && !failure.retryAfterSeconds);
    throw spent ? { ...failure, code: codes.otpExpired } : failure;
  });
  remember(p);
  return toAccount(p);
}

type Verification = { code: string; purpose: OtpPurpose; target?: string | null | undefined };

/** Verifies a code for the signed-in account pages (email, mobile and mobile-change purposes). */
export async function verifyAccountOtp({ code, purpose, target }: Verification): Promise<unknown> {
  if (purpose === 'email') return authApi(user.verifyEmailOtp, { body: { code } }).catch(fail);
  if (purpose === 'mobile') return authApi(user.confirmPhone, { body: { code } }).catch(fail);
  if (purpose === 'mobileChange' && target) return updatePhone({ code, phoneNumber: target });
  throw { code: 'UNKNOWN', message: `No verifier for ${purpose} codes.` };
}

export async function resendAccountOtp({ purpose, target }: { purpose: OtpPurpose; target?: string | null | undefined }): Promise<OtpSent> {
  if (purpose === 'mobileChange' && target) return requestPhoneChangeOtp({ phoneNumber: target });
  return purpose === 'email' ? generateEmailOtp() : requestMobileOtp();
}
