import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fintelligence, referral, user } from '../../src/api/contract';
import { setSsoFault } from '../../sandbox/learning/handoff';
import { failure, startPlatform, type PlatformHarness } from './platform-harness';

let h: PlatformHarness;
beforeAll(async () => {
  h = await startPlatform();
});
afterAll(() => h.close());

/** Hands a token to the learning platform as the app does (POST body). */
const exchange = async (ssoUrl: string, token: string) => {
  const res = await fetch(new URL(new URL(ssoUrl).pathname, h.origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  return { status: res.status, body: (await res.json()) as { code?: string; redirect_url?: string } };
};

describe('Fintelligence single sign-on', () => {
  it('signs a one-time hand-off the learning platform takes once, opening a page that names the learner by first name', async () => {
    const b = await h.borrower({ companyId: 'cmp-sinag-bank' });
    await b.api(user.updateProfile, { body: { first_name: 'Lito', last_name: 'Lapid' } });
    const handoff = await b.api(fintelligence.requestHandoff, {});
    expect(handoff.expires_in).toBe(60);
    const first = await exchange(handoff.sso_url, handoff.token);
    expect(first.status).toBe(200);
    expect(first.body.redirect_url).toMatch(/\/sandbox\/learning\/welcome\/[A-Za-z0-9_-]+$/);
    // The token is one use.
    expect((await exchange(handoff.sso_url, handoff.token)).body.code).toBe('TOKEN_USED');
    const opened = await fetch(new URL(new URL(first.body.redirect_url!).pathname, h.origin), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const cookie = opened.headers.get('set-cookie')!.split(';')[0]!;
    const page = await (await fetch(new URL('/sandbox/learning/', h.origin), { headers: { cookie } })).text();
    expect(page).toContain('Welcome to Fintelligence, Lito');
    expect(page).not.toContain('Lapid');
    // The one-time page does not open twice.
    expect((await fetch(new URL(new URL(first.body.redirect_url!).pathname, h.origin), { redirect: 'manual' })).status).toBe(410);
  });

  it('refuses a company without the product, and injects refused, expired and tampered tokens', async () => {
    const without = await h.borrower({ companyId: 'cmp-bayani-steel' });
    expect((await failure(without.api(fintelligence.requestHandoff, {}))).code).toBe('PRODUCT_NOT_AVAILABLE');

    const b = await h.borrower({ companyId: 'cmp-sinag-bank' });
    setSsoFault(h.sandbox.ctx, 'REFUSED');
    expect((await failure(b.api(fintelligence.requestHandoff, {}))).code).toBe('SSO_REFUSED');
    // Used once: the next attempt goes through.
    const ok = await b.api(fintelligence.requestHandoff, {});
    expect((await exchange(ok.sso_url, `${ok.token.slice(0, -2)}xx`)).body.code).toBe('TOKEN_INVALID');

    setSsoFault(h.sandbox.ctx, 'EXPIRED_TOKEN');
    const expired = await b.api(fintelligence.requestHandoff, {});
    expect(await exchange(expired.sso_url, expired.token)).toEqual({ status: 401, body: { code: 'TOKEN_EXPIRED', message: 'The sign-in link expired.' } });
  });
});

describe('referral codes', () => {
  it("takes a friend's code before the first application, once, and refuses an unknown or own code", async () => {
    const friend = await h.borrower();
    await friend.api(user.updateProfile, { body: { first_name: 'Lito' } });
    const friendCode = (await friend.api(referral.getReferralInfo, {})).code;
    const b = await h.borrower();
    const info = await b.api(referral.getReferralInfo, {});
    expect(info).toMatchObject({ can_enter_code: true, referred_by: null, referrer_reward_centavos: 30_000, friend_reward_centavos: 20_000 });
    expect((await failure(b.api(referral.claimReferral, { body: { code: 'NOPE1234' } }))).code).toBe('REFERRAL_INVALID');
    expect((await failure(b.api(referral.claimReferral, { body: { code: info.code } }))).code).toBe('REFERRAL_INVALID');
    const claimed = await b.api(referral.claimReferral, { body: { code: friendCode.toLowerCase() } });
    expect(claimed).toMatchObject({ referred_by: friendCode, can_enter_code: false });
    expect((await failure(b.api(referral.claimReferral, { body: { code: friendCode } }))).code).toBe('REFERRAL_NOT_ACCEPTED');
    expect((await friend.api(referral.getReferralInfo, {})).referred_count).toBe(1);
  });
});
