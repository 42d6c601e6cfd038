import { claimReferral, validateReferral } from '~/api/contract/referral';
import type { ReferralCodeCheck } from '@machines/auth/referral';
import { authApi } from './api';

/** Registration's referral code (machines/auth/referral.ts): checked before the account exists (public call). */
export async function validateReferralCode({ code }: { code: string }): Promise<ReferralCodeCheck> {
  const checked = await authApi(validateReferral, { body: { code } });
  return { valid: checked.valid, referrerFirstName: checked.referrer_first_name };
}

/** Adds the friend's code to the account just created (the new tokens are already in place). */
export async function claimReferralCode({ code }: { code: string }): Promise<void> {
  await authApi(claimReferral, { body: { code } });
}
