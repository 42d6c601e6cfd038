import type { Module } from '../context';
import type { SandboxContext } from '../context';
import { claimReferral, getReferralInfo, shareChannels, validateReferral } from '../../src/api/contract/referral';
import { HttpError, serve } from './serve';
import { clientAddress, rateLimit } from './user-rate-limit';
import { ensureProfile } from './user-store';

/** Sandbox rewards (the spec names none): ₱300 to the borrower per friend whose first loan is released, ₱200 to the friend. */
export const REFERRER_REWARD_CENTAVOS = 30_000;
export const FRIEND_REWARD_CENTAVOS = 20_000;

function referralInfo(ctx: SandboxContext, userId: string) {
  const p = ensureProfile(ctx, userId);
  const code = p.referral_code ?? '';
  const referred = ctx.db.prepare('SELECT count(*) FROM profiles WHERE referred_by = ?').pluck().get(code) as number;
  const applied = ctx.db.prepare('SELECT 1 FROM applications WHERE user_id = ? LIMIT 1').get(userId) !== undefined;
  return {
    code,
    share_url: `${ctx.config.origin}/register?referral=${encodeURIComponent(code)}`,
    channels: [...shareChannels],
    referred_count: referred,
    referred_by: p.referred_by,
    referrer_reward_centavos: REFERRER_REWARD_CENTAVOS,
    friend_reward_centavos: FRIEND_REWARD_CENTAVOS,
    can_enter_code: p.referred_by === null && !applied,
  };
}

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

  serve(ctx, getReferralInfo, ({ user }) => referralInfo(ctx, user.id));

  // A friend's code is taken until the borrower's first application (docs/decisions.md 2026-11-25).
  serve(ctx, claimReferral, ({ body, user }) => {
    rateLimit(ctx, `referral-claim:${user.id}`, 20, 60_000);
    const info = referralInfo(ctx, user.id);
    if (!info.can_enter_code) throw new HttpError(409, 'REFERRAL_NOT_ACCEPTED', 'A referral code can only be added before your first application.');
    const owner = ctx.db.prepare('SELECT user_id FROM profiles WHERE referral_code = ?').get(body.code) as { user_id: string } | undefined;
    if (!owner || owner.user_id === user.id) {
      throw new HttpError(400, 'REFERRAL_INVALID', 'That referral code is not valid. Check it with your friend and try again.', { code: 'That referral code is not valid. Check it with your friend and try again.' });
    }
    ctx.db.prepare('UPDATE profiles SET referred_by = ?, updated_at = ? WHERE user_id = ?').run(body.code, new Date(ctx.now()).toISOString(), user.id);
    return referralInfo(ctx, user.id);
  });
};
