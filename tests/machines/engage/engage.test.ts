/**
 * The engage chart (machines/engage): which page each address opens, Fintelligence's single sign-on and its failed
 * page (why it failed), the GoTyme page, referrals (a friend's code checked then claimed, messages kept), a themed
 * promotion's "Apply" into the journey with its campaign, and "Back".
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyActorLogic, type AnyActorRef } from 'xstate';
import type { ReferralInfo, VersaryInfo, VersaryPricing } from '@machines/engage/engage-types';
import { engagePages } from '@machines/engage/engage-pages';
// Imported at the top, not inside a test: a mutation run then counts the chart's configuration as loaded by every
// test here and tries them all on each change to it (imported inside the first test, Stryker counts it covered by
// that test alone). engage-unprovided.test.ts imports it inside its tests, so a chart that fails to build still fails a test.
import { engageMachine } from '@machines/engage/engage.machine';

const settled = { timeout: 2000 };
const referral: ReferralInfo = { code: 'JUAN1234', shareUrl: 'https://lakbay.example/r/JUAN1234', channels: ['sms'], referredCount: 1, referredBy: null, referrerRewardCentavos: 50_000, friendRewardCentavos: 20_000, canEnterCode: true };
const pricing = (o: Partial<VersaryPricing>): VersaryPricing => ({ code: 'C1', name: 'Promo', monthlyInterestPercent: 1, maxAmountCentavos: null, maxSalaryPercent: null, tenures: [3], firstTimeBorrowersOnly: false, eligible: true, ...o });
const versary = (o: Partial<VersaryInfo> = {}): VersaryInfo => ({ product: 'loan', name: 'Loan-versary', terms: 'Terms', startsOn: '2026-11-01', endsOn: '2026-12-01', status: 'LIVE', journeyTypes: ['newLoan', 'reloan'], campaigns: [pricing({ code: 'NOT', eligible: false }), pricing({ code: 'YES' }), pricing({ code: 'LATER' })], ...o });
const never = () => new Promise<never>(() => {});

type Impl = Record<string, (input: unknown) => Promise<unknown>>;

async function start(input: { route: string; params?: Record<string, string>; hasFintelligence?: boolean }, impl: Impl = {}, clock?: SimulatedClock) {
  const calls: [string, unknown][] = [];
  const names = ['requestLearningHandoff', 'exchangeLearningHandoff', 'openLearningPage', 'loadLinkedAccount', 'requestGotymeCode', 'readPhone', 'verifyGotymeAccount', 'loadReferralInfo', 'validateReferralCode', 'claimReferralCode', 'loadVersary'];
  const actors = Object.fromEntries(
    names.map((n) => [
      n,
      fromPromise(async ({ input: i }: { input: unknown }) => {
        calls.push([n, i]);
        return impl[n] ? impl[n](i) : never();
      }),
    ]),
  );
  const actor = createActor(engageMachine.provide({ actors } as never) as AnyActorLogic, { input: { hasFintelligence: true, ...input }, ...(clock ? { clock } : {}) }).start();
  const snap = () => actor.getSnapshot() as { value: unknown; status: string; output: unknown; context: Record<string, unknown>; hasTag: (t: string) => boolean; getMeta: () => Record<string, unknown> };
  return { actor: actor as AnyActorRef, calls, snap };
}

describe('engage: which page an address opens', () => {
  it.each([
    ['/fintelligence', true, 'fintelligence'],
    ['/fintelligence', false, 'fintelligenceDisabled'],
    ['/fintelligence-disabled', true, 'fintelligence'],
    ['/fintelligence-disabled', false, 'fintelligenceDisabled'],
    ['/learnworlds/sso', false, 'fintelligenceDisabled'],
    ['/fintelligence-sso-failed', false, 'fintelligenceDisabled'],
    ['/fintelligence-sso-failed', true, 'ssoFailed'],
    ['/learnworlds/sso', true, { sso: 'requesting' }],
    ['/gotyme', false, { gotyme: 'loading' }],
    ['/referral', false, { referral: 'loading' }],
    ['/{$product}-versary-special', false, { versary: 'loading' }],
  ])('%s (Fintelligence offered: %s) opens %j', async (route, hasFintelligence, value) => {
    const { snap } = await start({ route, hasFintelligence });
    expect(snap().value).toEqual(value);
  });

  it('each page carries its route and title', async () => {
    const { snap } = await start({ route: '/fintelligence' });
    expect(Object.values(snap().getMeta())).toEqual([engagePages.fintelligence]);
  });

  it('a link to another page of the chart moves there, with its parameters, and forgets the promotion shown', async () => {
    const { actor, snap, calls } = await start({ route: '/gotyme' });
    actor.send({ type: 'nav.request', path: '/{$product}-versary-special', params: { product: 'loan' } });
    expect(snap().value).toEqual({ versary: 'loading' });
    expect(snap().context.routeParams).toEqual({ product: 'loan' });
    expect(calls.at(-1)).toEqual(['loadVersary', { product: 'loan' }]);
    actor.send({ type: 'nav.request', path: '/referral' });
    expect(snap().context).toMatchObject({ route: '/referral', routeParams: {}, versary: null });
  });

  it('a promotion without its product asks for an empty one', async () => {
    const { calls } = await start({ route: '/{$product}-versary-special' });
    expect(calls).toEqual([['loadVersary', { product: '' }]]);
  });

  it('"Back" ends the chart: the app goes on where the borrower was', async () => {
    const { actor, snap } = await start({ route: '/gotyme' });
    actor.send({ type: 'step.back' });
    expect(snap().status).toBe('done');
    expect(snap().output).toEqual({ next: 'back' });
  });
});

describe('engage: Fintelligence single sign-on', () => {
  it('"Start learning" gets a hand-off token, gives it to the learning platform, and opens the page it names; the token is not kept', async () => {
    const handoff = { token: 'one-use', ssoUrl: 'https://learn.example/sso' };
    const { actor, calls, snap } = await start({ route: '/fintelligence' }, {
      requestLearningHandoff: async () => handoff,
      exchangeLearningHandoff: async () => ({ redirectUrl: 'https://learn.example/once' }),
    });
    actor.send({ type: 'fintelligence.start' });
    expect(snap().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ sso: 'opening' }), settled);
    expect(calls).toEqual([
      ['requestLearningHandoff', undefined],
      ['exchangeLearningHandoff', handoff],
      ['openLearningPage', { url: 'https://learn.example/once' }],
    ]);
    expect(snap().context.handoff).toBeNull();
    expect(snap().context.learningUrl).toBe('https://learn.example/once');
  });

  it.each([
    [{ code: 'TOKEN_EXPIRED' }, 'expired'],
    [{ code: 'TOKEN_USED' }, 'expired'],
    [{ code: 'UPSTREAM_TIMEOUT' }, 'timeout'],
    [{ httpStatus: 504 }, 'timeout'],
    [{ code: 'SSO_REFUSED' }, 'refused'],
    [{ httpStatus: 403 }, 'refused'],
    [{ httpStatus: 401 }, 'refused'],
    [{ code: 'OTHER', httpStatus: 500 }, 'unavailable'],
    [null, 'unavailable'],
    [{ code: 7 }, 'unavailable'],
  ])('a hand-off refused with %j shows the failed page saying %s', async (error, reason) => {
    const { actor, snap } = await start({ route: '/learnworlds/sso' }, { requestLearningHandoff: async () => { throw error; } });
    await waitFor(actor, (s) => s.matches('ssoFailed'), settled);
    expect(snap().context.ssoFailure).toBe(reason);
    expect(snap().hasTag('error')).toBe(true);
  });

  it('the product withdrawn from the company shows the Fintelligence-not-available page', async () => {
    const { actor, snap } = await start({ route: '/learnworlds/sso' }, { requestLearningHandoff: async () => { throw { code: 'PRODUCT_NOT_AVAILABLE' }; } });
    await waitFor(actor, (s) => s.matches('fintelligenceDisabled'), settled);
    expect(snap().context.ssoFailure).toBeNull();
  });

  it('the learning platform refusing the token, or the page not opening, shows the failed page (the token and address dropped)', async () => {
    const exchange = await start({ route: '/learnworlds/sso' }, {
      requestLearningHandoff: async () => ({ token: 't', ssoUrl: 'u' }),
      exchangeLearningHandoff: async () => { throw { code: 'TOKEN_USED' }; },
    });
    await waitFor(exchange.actor, (s) => s.matches('ssoFailed'), settled);
    expect(exchange.snap().context).toMatchObject({ ssoFailure: 'expired', handoff: null });

    const open = await start({ route: '/learnworlds/sso' }, {
      requestLearningHandoff: async () => ({ token: 't', ssoUrl: 'u' }),
      exchangeLearningHandoff: async () => ({ redirectUrl: 'https://learn.example/once' }),
      openLearningPage: async () => { throw { httpStatus: 403 }; },
    });
    await waitFor(open.actor, (s) => s.matches('ssoFailed'), settled);
    expect(open.snap().context).toMatchObject({ ssoFailure: 'refused', learningUrl: null });
  });

  it('a hand-off not done within 10 seconds shows the failed page saying it timed out; "Try again" starts over, clearing it', async () => {
    const clock = new SimulatedClock();
    const { actor, snap, calls } = await start({ route: '/learnworlds/sso' }, {}, clock);
    clock.increment(9_999);
    expect(snap().value).toEqual({ sso: 'requesting' });
    clock.increment(1);
    expect(snap().value).toBe('ssoFailed');
    expect(snap().context.ssoFailure).toBe('timeout');
    actor.send({ type: 'fintelligence.retry' });
    expect(snap().value).toEqual({ sso: 'requesting' });
    expect(snap().context.ssoFailure).toBeNull();
    expect(calls.filter((c) => c[0] === 'requestLearningHandoff')).toHaveLength(2);
    clock.increment(10_000);
    actor.send({ type: 'step.back' });
    expect(snap().value).toBe('fintelligence');
  });
});

describe('engage: GoTyme', () => {
  it('shows the linked account; a failed load offers Try again', async () => {
    let fail = true;
    const { actor, snap } = await start({ route: '/gotyme' }, {
      loadLinkedAccount: async () => {
        if (fail) { fail = false; throw new Error('GoTyme is not answering.'); }
        return { maskedAccountNumber: '****1234', linkedAt: '2026-11-01' };
      },
    });
    await waitFor(actor, (s) => s.matches({ gotyme: 'loadFailed' }), settled);
    expect(snap().context.error).toBe('GoTyme is not answering.');
    expect(snap().hasTag('error')).toBe(true);
    actor.send({ type: 'engage.retry' });
    expect(snap().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches({ gotyme: 'ready' }), settled);
    expect(snap().context.linked).toEqual({ maskedAccountNumber: '****1234', linkedAt: '2026-11-01' });
  });

  it('linking: the code goes to the number on the profile; the account number and code are sent trimmed; the new link is shown', async () => {
    const { actor, snap, calls } = await start({ route: '/gotyme' }, {
      loadLinkedAccount: async () => null,
      requestGotymeCode: async () => ({ sentAt: 0 }),
      readPhone: async () => ({ destination: '+63 917 *** 4567' }),
      verifyGotymeAccount: async () => ({ masked_account_number: '****9876' }),
    });
    await waitFor(actor, (s) => s.matches({ gotyme: 'ready' }), settled);
    expect(snap().context.linked).toBeNull();
    actor.send({ type: 'gotyme.link' });
    actor.send({ type: 'gotyme.sendCode', accountNumber: ' 0123456789 ' });
    expect(snap().hasTag('saving')).toBe(true);
    await waitFor(actor, (s) => s.matches({ gotyme: { linking: 'editing' } }) && s.context.gotymeCode !== null, settled);
    expect(snap().context.gotymeCode).toEqual({ accountNumber: '0123456789', destination: '+63 917 *** 4567' });
    expect(calls).toContainEqual(['requestGotymeCode', { accountNumber: '0123456789' }]);
    actor.send({ type: 'gotyme.submit', accountNumber: '0123456789 ', code: ' 123456 ' });
    await waitFor(actor, (s) => s.matches({ gotyme: 'ready' }), settled);
    expect(calls.at(-1)).toEqual(['verifyGotymeAccount', { accountNumber: '0123456789', code: '123456' }]);
    expect(snap().context).toMatchObject({ linked: { maskedAccountNumber: '****9876', linkedAt: '' }, gotymeCode: null, error: null });
  });

  it('a refused code keeps the form with the message; "Cancel" goes back, clearing it', async () => {
    const { actor, snap } = await start({ route: '/gotyme' }, {
      loadLinkedAccount: async () => null,
      verifyGotymeAccount: async () => { throw new Error('That code is not right.'); },
    });
    await waitFor(actor, (s) => s.matches({ gotyme: 'ready' }), settled);
    actor.send({ type: 'gotyme.link' });
    actor.send({ type: 'gotyme.submit', accountNumber: '0123456789', code: '1' });
    await waitFor(actor, (s) => s.matches({ gotyme: { linking: 'editing' } }), settled);
    expect(snap().context.error).toBe('That code is not right.');
    expect(snap().context.accountNumber).toBe('0123456789');
    actor.send({ type: 'gotyme.cancel' });
    expect(snap().value).toEqual({ gotyme: 'ready' });
    expect(snap().context.error).toBeNull();
  });

  it('a failure without words gets the general message', async () => {
    const { actor, snap } = await start({ route: '/gotyme' }, { loadLinkedAccount: async () => { throw { code: 'X' }; } });
    await waitFor(actor, (s) => s.matches({ gotyme: 'loadFailed' }), settled);
    expect(snap().context.error).toBe('Something went wrong on our side. Please try again.');
  });
});

describe('engage: referrals', () => {
  it('shows the code; sharing and copying are noted for the screen', async () => {
    const { actor, snap } = await start({ route: '/referral' }, { loadReferralInfo: async () => referral });
    await waitFor(actor, (s) => s.matches({ referral: 'ready' }), settled);
    expect(snap().context.referral).toEqual(referral);
    actor.send({ type: 'referral.shared', channel: 'sms' });
    expect(snap().context.notice).toBe('shared');
    actor.send({ type: 'referral.copied' });
    expect(snap().context.notice).toBe('copied');
  });

  it('a failed load offers Try again', async () => {
    let fail = true;
    const { actor, snap } = await start({ route: '/referral' }, { loadReferralInfo: async () => { if (fail) { fail = false; throw new Error('Down.'); } return referral; } });
    await waitFor(actor, (s) => s.matches({ referral: 'loadFailed' }), settled);
    expect(snap().context.error).toBe('Down.');
    actor.send({ type: 'engage.retry' });
    await waitFor(actor, (s) => s.matches({ referral: 'ready' }), settled);
    expect(snap().context.error).toBeNull();
  });

  it("a friend's code that looks wrong is refused on the page with the rule; nothing is sent", async () => {
    const { actor, snap, calls } = await start({ route: '/referral' }, { loadReferralInfo: async () => referral });
    await waitFor(actor, (s) => s.matches({ referral: 'ready' }), settled);
    for (const bad of ['ABC12', 'ABCDEFGHIJKLM', 'ABC-123']) {
      actor.send({ type: 'referral.enterCode', code: bad });
      expect(snap().value).toEqual({ referral: 'ready' });
      expect(snap().context).toMatchObject({ codeInput: bad, codeError: 'Referral codes have 6 to 12 letters or digits.' });
    }
    expect(calls.map((c) => c[0])).toEqual(['loadReferralInfo']);
  });

  it("a friend's code is checked and claimed in capitals; the friend's name and the new referral are shown", async () => {
    const claimed = { ...referral, referredBy: 'ANA12345', canEnterCode: false };
    const { actor, snap, calls } = await start({ route: '/referral' }, {
      loadReferralInfo: async () => referral,
      validateReferralCode: async () => ({ valid: true, referrerFirstName: 'Ana' }),
      claimReferralCode: async () => claimed,
    });
    await waitFor(actor, (s) => s.matches({ referral: 'ready' }), settled);
    actor.send({ type: 'referral.enterCode', code: ' ana12345 ' });
    expect(snap().hasTag('saving')).toBe(true);
    expect(snap().context).toMatchObject({ codeInput: 'ana12345', codeError: null });
    await waitFor(actor, (s) => s.matches({ referral: 'ready' }), settled);
    expect(calls.slice(1)).toEqual([['validateReferralCode', { code: 'ANA12345' }], ['claimReferralCode', { code: 'ANA12345' }]]);
    expect(snap().context).toMatchObject({ referredByName: 'Ana', referral: claimed, codeInput: '', codeError: null });
    // The platform takes no other code now.
    actor.send({ type: 'referral.enterCode', code: 'BEN12345' });
    expect(snap().context.codeInput).toBe('');
    expect(calls).toHaveLength(3);
  });

  it('an unknown code says so; a failed check or claim says what went wrong', async () => {
    const refused = await start({ route: '/referral' }, { loadReferralInfo: async () => referral, validateReferralCode: async () => ({ valid: false, referrerFirstName: null }) });
    await waitFor(refused.actor, (s) => s.matches({ referral: 'ready' }), settled);
    refused.actor.send({ type: 'referral.enterCode', code: 'ANA12345' });
    await waitFor(refused.actor, (s) => s.matches({ referral: 'ready' }) && s.context.codeError !== null, settled);
    expect(refused.snap().context.codeError).toBe('That referral code is not valid. Check it with your friend and try again.');
    expect(refused.calls.map((c) => c[0])).toEqual(['loadReferralInfo', 'validateReferralCode']);

    const failed = await start({ route: '/referral' }, { loadReferralInfo: async () => referral, validateReferralCode: async () => { throw new Error('Check failed.'); } });
    await waitFor(failed.actor, (s) => s.matches({ referral: 'ready' }), settled);
    failed.actor.send({ type: 'referral.enterCode', code: 'ANA12345' });
    await waitFor(failed.actor, (s) => s.matches({ referral: 'ready' }) && s.context.codeError !== null, settled);
    expect(failed.snap().context.codeError).toBe('Check failed.');

    const claim = await start({ route: '/referral' }, {
      loadReferralInfo: async () => referral,
      validateReferralCode: async () => ({ valid: true, referrerFirstName: 'Ana' }),
      claimReferralCode: async () => { throw new Error('Claim failed.'); },
    });
    await waitFor(claim.actor, (s) => s.matches({ referral: 'ready' }), settled);
    claim.actor.send({ type: 'referral.enterCode', code: 'ANA12345' });
    await waitFor(claim.actor, (s) => s.matches({ referral: 'ready' }) && s.context.codeError !== null, settled);
    expect(claim.snap().context.codeError).toBe('Claim failed.');
  });

  it('a borrower who cannot enter a code is not asked anything', async () => {
    const { actor, snap, calls } = await start({ route: '/referral' }, { loadReferralInfo: async () => ({ ...referral, canEnterCode: false }) });
    await waitFor(actor, (s) => s.matches({ referral: 'ready' }), settled);
    actor.send({ type: 'referral.enterCode', code: 'ANA12345' });
    expect(snap().context).toMatchObject({ codeInput: '', codeError: null });
    expect(calls).toHaveLength(1);
  });
});

describe('engage: a themed promotion', () => {
  it('a live one shows its terms; "Apply" starts the journey with the first campaign the borrower may take', async () => {
    const { actor, snap } = await start({ route: '/{$product}-versary-special', params: { product: 'loan' } }, { loadVersary: async () => versary() });
    await waitFor(actor, (s) => s.matches({ versary: 'ready' }), settled);
    expect(snap().context.versary).toEqual(versary());
    actor.send({ type: 'versary.apply' });
    expect(snap().status).toBe('done');
    expect(snap().output).toEqual({ next: 'journey', journeyTypes: ['newLoan', 'reloan'], campaignCode: 'YES' });
  });

  it('no campaign the borrower may take: "Apply" does nothing', async () => {
    const { actor, snap } = await start({ route: '/{$product}-versary-special', params: { product: 'loan' } }, { loadVersary: async () => versary({ campaigns: [pricing({ eligible: false })] }) });
    await waitFor(actor, (s) => s.matches({ versary: 'ready' }), settled);
    actor.send({ type: 'versary.apply' });
    expect(snap().value).toEqual({ versary: 'ready' });
  });

  it.each([['UPCOMING'], ['ENDED']] as const)('an %s one has its own page, with its dates', async (status) => {
    const { actor, snap } = await start({ route: '/{$product}-versary-special', params: { product: 'loan' } }, { loadVersary: async () => versary({ status }) });
    await waitFor(actor, (s) => s.matches({ versary: 'unavailable' }), settled);
    expect(snap().context.versary).toMatchObject({ status });
  });

  it('an unknown one (CAMPAIGN_NOT_FOUND or 404) has that page too; another failure offers Try again', async () => {
    for (const error of [{ code: 'CAMPAIGN_NOT_FOUND' }, { httpStatus: 404 }]) {
      const { actor, snap } = await start({ route: '/{$product}-versary-special', params: { product: 'x' } }, { loadVersary: async () => { throw error; } });
      await waitFor(actor, (s) => s.matches({ versary: 'unavailable' }), settled);
      expect(snap().context.versary).toBeNull();
    }
    let fail = true;
    const { actor, snap } = await start({ route: '/{$product}-versary-special', params: { product: 'loan' } }, {
      loadVersary: async () => { if (fail) { fail = false; throw Object.assign(new Error('Down.'), { httpStatus: 503 }); } return versary(); },
    });
    await waitFor(actor, (s) => s.matches({ versary: 'loadFailed' }), settled);
    expect(snap().context.error).toBe('Down.');
    expect(snap().hasTag('error')).toBe(true);
    actor.send({ type: 'engage.retry' });
    await waitFor(actor, (s) => s.matches({ versary: 'ready' }), settled);
    expect(snap().context.error).toBeNull();
  });
});
