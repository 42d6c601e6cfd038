import * as v from 'valibot';
import { endpoint } from '../endpoint';

export const shareChannels = ['WHATSAPP', 'FACEBOOK', 'TWITTER', 'VIBER', 'MESSENGER'] as const;

export const validateReferral = endpoint({
  group: 'referral',
  method: 'POST',
  path: '/api/v1/referrals/validate',
  /** Public: the code is checked on the registration form, before there is an account. */
  auth: false,
  body: v.object({
    code: v.pipe(v.string('Enter a referral code.'), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{6,12}$/, 'Referral codes have 6 to 12 letters or digits.')),
  }),
  response: v.object({ valid: v.boolean(), referrer_first_name: v.nullable(v.string()) }),
});

const codeSchema = v.pipe(v.string('Enter a referral code.'), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{6,12}$/, 'Referral codes have 6 to 12 letters or digits.'));

export const referralInfoSchema = v.object({
  code: v.string(),
  share_url: v.string(),
  channels: v.array(v.picklist(shareChannels)),
  referred_count: v.number(),
  /** Code the borrower used when signing up, if any. */
  referred_by: v.nullable(v.string()),
  /** What the borrower gets for each friend whose first loan is released, and what the friend gets (centavos). */
  referrer_reward_centavos: v.optional(v.number()),
  friend_reward_centavos: v.optional(v.number()),
  /** The platform still takes a friend's code from this borrower: none yet, and no application yet. */
  can_enter_code: v.optional(v.boolean()),
});

export const getReferralInfo = endpoint({
  group: 'referral',
  method: 'GET',
  path: '/api/v1/referrals/me',
  response: referralInfoSchema,
});

/**
 * Records the friend's code that referred the signed-in borrower, before their first application (decisions.md
 * 2026-11-25). 400 REFERRAL_INVALID for a code nobody has (or their own), 409 REFERRAL_NOT_ACCEPTED once it is too late.
 */
export const claimReferral = endpoint({
  group: 'referral',
  method: 'POST',
  path: '/api/v1/referrals/claim',
  body: v.object({ code: codeSchema }),
  response: referralInfoSchema,
});
