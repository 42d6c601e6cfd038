import type { Module } from '../context';
import { getReferralInfo, shareChannels, validateReferral } from '../../src/api/contract/referral';
import { serve } from './serve';
import { clientAddress, rateLimit } from './user-rate-limit';
import { ensureProfile } from './user-store';

export const registerReferral: Module = (ctx) => {
  serve(ctx, validateReferral, ({ body, c }) => {
    // Public (checked on the registration form); guessing codes is the abuse to expect here.
    rateLimit(ctx, `referral:${clientAddress(c)}`, 20, 60_000);
    const owner = ctx.db.prepare('SELECT first_name FROM profiles WHERE referral_code = ?').get(body.code) as
      | { first_name: string | null }
      | undefined;
    if (!owner) return { valid: false, referrer_first_name: null };
    return { valid: true, referrer_first_name: owner.first_name };
  });

  serve(ctx, getReferralInfo, ({ user }) => {
    const p = ensureProfile(ctx, user.id);
    const code = p.referral_code ?? '';
    const referred = ctx.db.prepare('SELECT count(*) FROM profiles WHERE referred_by = ?').pluck().get(code) as number;
    return {
      code,
      share_url: `${ctx.config.origin}/register?referral=${encodeURIComponent(code)}`,
      channels: [...shareChannels],
      referred_count: referred,
      referred_by: p.referred_by,
    };
  });
};
