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

export const getReferralInfo = endpoint({
  group: 'referral',
  method: 'GET',
  path: '/api/v1/referrals/me',
  response: v.object({
    code: v.string(),
    share_url: v.string(),
    channels: v.array(v.picklist(shareChannels)),
    referred_count: v.number(),
    /** Code the borrower used when signing up, if any. */
    referred_by: v.nullable(v.string()),
  }),
});
