/**
 * The engage chart's calls (src/engage/engage-actors.ts) and the share links (src/engage/share-links.ts): which
 * endpoint each call runs with what and what the chart gets back; the Fintelligence hand-off (the token only in a
 * POST body, no cookies, no referrer; only https pages or this origin opened; the learning platform's refusals read
 * as its codes); and each channel's share address.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { claimReferral, getReferralInfo, validateReferral } from '~/api/contract/referral';
import { getVersaryCampaign } from '~/api/contract/campaigns';
import { requestHandoff } from '~/api/contract/fintelligence';
import { getProfile } from '~/api/contract/user';

const api = vi.hoisted(() => ({ calls: [] as { path: string; input: unknown }[], reply: (() => undefined) as (path: string) => unknown }));
vi.mock('~/api/queries/api', () => ({
  api: async (endpoint: { path: string }, input: unknown) => {
    api.calls.push({ path: endpoint.path, input });
    return api.reply(endpoint.path);
  },
}));

const { provideEngageMachine } = await import('~/engage/engage-actors');
const { channelLabels, shareLink, shareMessage } = await import('~/engage/share-links');

const wireReferral = { code: 'JUAN1234', share_url: 'https://lakbay.example/r/JUAN1234', channels: ['WHATSAPP'], referred_count: 2, referred_by: null, referrer_reward_centavos: 50_000, friend_reward_centavos: 20_000, can_enter_code: true };
const referral = { code: 'JUAN1234', shareUrl: 'https://lakbay.example/r/JUAN1234', channels: ['WHATSAPP'], referredCount: 2, referredBy: null, referrerRewardCentavos: 50_000, friendRewardCentavos: 20_000, canEnterCode: true };

let redirected: string[] = [];
function actors() {
  redirected = [];
  const gotyme = { requestGotymeCode: 'code', readPhone: 'phone', verifyGotymeAccount: 'verify' } as never;
  const machine = provideEngageMachine({ redirect: (url) => redirected.push(url), gotyme });
  const all = machine.implementations.actors as Record<string, AnyActorLogic>;
  return { all, run: (name: string, input?: unknown) => toPromise(createActor(all[name]!, { input }).start()) };
}

beforeEach(() => {
  api.calls = [];
  vi.stubGlobal('location', { origin: 'https://app.lakbay.example' });
});
afterEach(() => vi.unstubAllGlobals());

describe('the engage calls', () => {
  it('the hand-off token is asked of the platform', async () => {
    api.reply = () => ({ token: 'jwt', sso_url: 'https://learn.example/sso', extra: 1 });
    expect(await actors().run('requestLearningHandoff')).toEqual({ token: 'jwt', ssoUrl: 'https://learn.example/sso' });
    expect(api.calls).toEqual([{ path: requestHandoff.path, input: { signal: expect.any(AbortSignal) } }]);
  });

  it('GoTyme linking is the journey’s own calls, passed in', () => {
    const { all } = actors();
    expect([all.requestGotymeCode, all.readPhone, all.verifyGotymeAccount]).toEqual(['code', 'phone', 'verify']);
  });

  it('the linked account is read from the profile’s digital bank; none is null', async () => {
    api.reply = () => ({ digital_bank: { masked_account_number: '****1234', linked_at: '2026-11-01', other: 1 } });
    expect(await actors().run('loadLinkedAccount')).toEqual({ maskedAccountNumber: '****1234', linkedAt: '2026-11-01' });
    expect(api.calls[0]).toEqual({ path: getProfile.path, input: { signal: expect.any(AbortSignal) } });
    api.reply = () => ({ digital_bank: null });
    expect(await actors().run('loadLinkedAccount')).toBeNull();
  });

  it('referrals: read, a code checked and claimed in the body; missing rewards read as none and no code can be entered', async () => {
    api.reply = () => wireReferral;
    expect(await actors().run('loadReferralInfo')).toEqual(referral);
    expect(api.calls.at(-1)).toEqual({ path: getReferralInfo.path, input: { signal: expect.any(AbortSignal) } });
    api.reply = () => ({ ...wireReferral, referrer_reward_centavos: undefined, friend_reward_centavos: undefined, can_enter_code: undefined });
    expect(await actors().run('claimReferralCode', { code: 'ANA12345' })).toEqual({ ...referral, referrerRewardCentavos: null, friendRewardCentavos: null, canEnterCode: false });
    expect(api.calls.at(-1)).toEqual({ path: claimReferral.path, input: { body: { code: 'ANA12345' } } });
    api.reply = () => ({ valid: true, referrer_first_name: 'Ana' });
    expect(await actors().run('validateReferralCode', { code: 'ANA12345' })).toEqual({ valid: true, referrerFirstName: 'Ana' });
    expect(api.calls.at(-1)).toEqual({ path: validateReferral.path, input: { body: { code: 'ANA12345' } } });
  });

  it('a themed promotion is read by product, in the chart’s words', async () => {
    api.reply = () => ({
      product: 'loan', name: 'Loan-versary', terms: 'T', starts_on: '2026-11-01', ends_on: '2026-12-01', status: 'LIVE', journey_types: ['newLoan'],
      campaigns: [{ code: 'C1', name: 'Promo', monthly_interest_percent: 1.5, max_amount_centavos: 5_000_000, max_salary_percent: 80, tenures: [3, 6], first_time_borrowers_only: true, eligible: false }],
    });
    expect(await actors().run('loadVersary', { product: 'loan' })).toEqual({
      product: 'loan', name: 'Loan-versary', terms: 'T', startsOn: '2026-11-01', endsOn: '2026-12-01', status: 'LIVE', journeyTypes: ['newLoan'],
      campaigns: [{ code: 'C1', name: 'Promo', monthlyInterestPercent: 1.5, maxAmountCentavos: 5_000_000, maxSalaryPercent: 80, tenures: [3, 6], firstTimeBorrowersOnly: true, eligible: false }],
    });
    expect(api.calls.at(-1)).toEqual({ path: getVersaryCampaign.path, input: { params: { product: 'loan' }, signal: expect.any(AbortSignal) } });
  });
});

describe('the Fintelligence hand-off', () => {
  const handoff = { token: 'one-use', ssoUrl: 'https://learn.example/sso' };
  const respond = (status: number, body: unknown) => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('posts the token in the body (no cookies, no referrer) and opens the page the learning platform names', async () => {
    const fetch = respond(200, { redirect_url: 'https://learn.example/once?x=1' });
    expect(await actors().run('exchangeLearningHandoff', handoff)).toEqual({ redirectUrl: 'https://learn.example/once?x=1' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://learn.example/sso');
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: '{"token":"one-use"}', credentials: 'omit', referrerPolicy: 'no-referrer' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('a page on this origin may be plain; elsewhere only https is opened', async () => {
    respond(200, { redirect_url: '/learn/once' });
    expect(await actors().run('exchangeLearningHandoff', handoff)).toEqual({ redirectUrl: 'https://app.lakbay.example/learn/once' });
    respond(200, { redirect_url: 'http://learn.example/once' });
    await expect(actors().run('exchangeLearningHandoff', handoff)).rejects.toMatchObject({ code: 'SSO_URL_REFUSED', message: 'Fintelligence gave an address we do not open.' });
    const fetch = respond(200, {});
    // A hand-off address that is not https is never posted to, and is refused as such (not as a network failure).
    await expect(actors().run('exchangeLearningHandoff', { token: 't', ssoUrl: 'javascript:alert(1)' })).rejects.toMatchObject({ httpStatus: 0, code: 'SSO_URL_REFUSED' });
    await expect(actors().run('exchangeLearningHandoff', { token: 't', ssoUrl: 'http://learn.example/sso' })).rejects.toMatchObject({ code: 'SSO_URL_REFUSED' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("the learning platform's refusal reads as its code and words; a body it does not explain as the status", async () => {
    respond(401, { code: 'TOKEN_EXPIRED', message: 'The token expired.' });
    await expect(actors().run('exchangeLearningHandoff', handoff)).rejects.toMatchObject({ httpStatus: 401, code: 'TOKEN_EXPIRED', message: 'The token expired.' });
    respond(502, '<html>bad gateway</html>');
    await expect(actors().run('exchangeLearningHandoff', handoff)).rejects.toMatchObject({ httpStatus: 502, code: 'HTTP_502', message: 'Fintelligence could not sign you in.' });
  });

  it('an answer without the page to open is not understood', async () => {
    respond(200, { url: 'https://learn.example' });
    await expect(actors().run('exchangeLearningHandoff', handoff)).rejects.toMatchObject({ httpStatus: 200, code: 'MALFORMED_RESPONSE', message: 'Fintelligence answered in a way we do not understand.' });
    respond(200, 'not json');
    await expect(actors().run('exchangeLearningHandoff', handoff)).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
  });

  it('no connection reads as a network failure', async () => {
    vi.stubGlobal('fetch', async () => { throw new TypeError('Failed to fetch'); });
    await expect(actors().run('exchangeLearningHandoff', handoff)).rejects.toMatchObject({ httpStatus: 0, code: 'NETWORK', message: 'We could not reach Fintelligence. Check your connection and try again.' });
  });

  it('leaving while it is on its way stops it quietly (the abort, not a network failure)', async () => {
    const aborted = new DOMException('aborted', 'AbortError');
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(aborted))));
    const { all } = actors();
    const actor = createActor(all.exchangeLearningHandoff!, { input: handoff }).start();
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.stop();
    await new Promise((r) => setTimeout(r, 5));
    expect(errors).toEqual([]);
  });

  it('opening the page leaves the app for it (https only) and never settles', async () => {
    const { all } = actors();
    const actor = createActor(all.openLearningPage!, { input: { url: 'https://learn.example/once' } }).start();
    await new Promise((r) => setTimeout(r, 5));
    expect(redirected).toEqual(['https://learn.example/once']);
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
    await expect(actors().run('openLearningPage', { url: 'http://evil.example' })).rejects.toMatchObject({ code: 'SSO_URL_REFUSED' });
    expect(redirected).toEqual([]);
  });
});

describe('share links', () => {
  const url = 'https://lakbay.example/r/JUAN1234';
  const text = shareMessage('JUAN1234');

  it('the message names the code', () => {
    expect(text).toBe('Borrow against your salary with Lakbay. Sign up with my referral code JUAN1234:');
  });

  it.each([
    ['WHATSAPP', `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`],
    ['FACEBOOK', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
    ['TWITTER', `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`],
    ['VIBER', `viber://forward?text=${encodeURIComponent(`${text} ${url}`)}`],
    ['MESSENGER', `fb-messenger://share/?link=${encodeURIComponent(url)}`],
    ['TELEGRAM', null],
  ])('%s shares at %s', (channel, link) => expect(shareLink(channel, url, text)).toBe(link));

  it('each channel has its name', () => {
    expect(channelLabels).toEqual({ WHATSAPP: 'WhatsApp', FACEBOOK: 'Facebook', TWITTER: 'X (Twitter)', VIBER: 'Viber', MESSENGER: 'Messenger' });
  });
});
