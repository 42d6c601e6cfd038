import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ewaMachine, type EwaInput } from '@machines/ewa/ewa.machine';
import { ewaPages, ewaRoutes } from '@machines/ewa/ewa-pages';
import { ineligibleReason } from '@machines/ewa/ineligibility';
import { ewaAccess, quickLoanAccess, unavailableReason, type ProductAccount } from '@machines/ewa/product-access';
import { disabledEligibility, type CompanySummary, type EligibilityFlag } from '@machines/journeys/entry';
import { routedStateList } from '~/router/route-table.generated';

/**
 * What a borrower may do with EWA and insta-funds (spec §2, §3: company products and computedProductEligibility),
 * the reason they are shown when they may not, and the pages the chart shows for each: every condition of
 * product-access.ts on its own, every reason's words, every way through the chart.
 */
const company: CompanySummary = {
  id: 'c1', name: 'Bayani Steel Works', statusCode: 'ACTIVE', hasLoanProduct: true, hasEwaProduct: true, hasQuickLoanProduct: true,
  hasFintelligenceProduct: false, hasInsuranceProduct: false, isCompanyActive: true,
};
const on = (...types: string[]): EligibilityFlag => ({ disabled: false, reason: null, application_types: types });
const off = (reason?: string, ...types: string[]): EligibilityFlag => ({ disabled: true, reason, application_types: types });
const account = (flags: { ewa?: EligibilityFlag; quickLoan?: EligibilityFlag } = {}, over: Partial<CompanySummary> = {}): NonNullable<ProductAccount> => ({
  company: { ...company, ...over },
  eligibility: { ...disabledEligibility(), ewa: flags.ewa ?? on(), quickLoan: flags.quickLoan ?? on() },
});

describe('EWA access', () => {
  it('none without a company, with an inactive company, or one without the product', () => {
    expect(ewaAccess(null)).toBe('none');
    expect(ewaAccess({ company: null, eligibility: account().eligibility })).toBe('none');
    expect(ewaAccess(account({ ewa: on('EWA') }, { isCompanyActive: false }))).toBe('none');
    expect(ewaAccess(account({ ewa: on('EWA') }, { hasEwaProduct: false }))).toBe('none');
    // Insta-funds alone does not make EWA offered.
    expect(ewaAccess(account({ ewa: on('EWA') }, { hasQuickLoanProduct: false }))).toBe('active');
  });

  it('offered (not now) when the flag is disabled, even if it lists EWA', () => {
    expect(ewaAccess(account({ ewa: off('ONGOING_APPLICATION', 'EWA') }))).toBe('offered');
  });

  it('active when EWA may be applied for; activatable when nothing or the activation is listed; offered otherwise', () => {
    expect(ewaAccess(account({ ewa: on('EWA') }))).toBe('active');
    expect(ewaAccess(account({ ewa: on('EWA_ACTIVATION', 'EWA') }))).toBe('active');
    expect(ewaAccess(account({ ewa: on() }))).toBe('activatable');
    expect(ewaAccess(account({ ewa: on('EWA_ACTIVATION') }))).toBe('activatable');
    expect(ewaAccess(account({ ewa: on('QUICK_LOAN') }))).toBe('offered');
  });
});

describe('insta-funds access', () => {
  it('none without a company, with an inactive company, or one without the product', () => {
    expect(quickLoanAccess(null)).toBe('none');
    expect(quickLoanAccess({ company: null, eligibility: account().eligibility })).toBe('none');
    expect(quickLoanAccess(account({ quickLoan: on('QUICK_LOAN') }, { isCompanyActive: false }))).toBe('none');
    expect(quickLoanAccess(account({ quickLoan: on('QUICK_LOAN') }, { hasQuickLoanProduct: false }))).toBe('none');
    expect(quickLoanAccess(account({ quickLoan: on('QUICK_LOAN') }, { hasEwaProduct: false }))).toBe('open');
  });

  it('offered when disabled; open with QUICK_LOAN; activatable with the activation only; offered with nothing listed', () => {
    expect(quickLoanAccess(account({ quickLoan: off('ONGOING_APPLICATION', 'QUICK_LOAN') }))).toBe('offered');
    expect(quickLoanAccess(account({ quickLoan: on('QUICK_LOAN') }))).toBe('open');
    expect(quickLoanAccess(account({ quickLoan: on('QUICK_LOAN_ACTIVATION', 'QUICK_LOAN') }))).toBe('open');
    expect(quickLoanAccess(account({ quickLoan: on('QUICK_LOAN_ACTIVATION') }))).toBe('activatable');
    // Unlike EWA, an empty list is no invitation to activate.
    expect(quickLoanAccess(account({ quickLoan: on() }))).toBe('offered');
  });
});

describe('the platform’s reason a product is unavailable', () => {
  it('no company, an inactive company, a product not offered, else the flag’s own reason or none', () => {
    expect(unavailableReason(null, 'quickLoan')).toBe('NO_COMPANY');
    expect(unavailableReason({ company: null, eligibility: account().eligibility }, 'ewa')).toBe('NO_COMPANY');
    expect(unavailableReason(account({}, { isCompanyActive: false }), 'ewa')).toBe('COMPANY_INACTIVE');
    expect(unavailableReason(account({}, { hasEwaProduct: false }), 'ewa')).toBe('PRODUCT_NOT_OFFERED');
    expect(unavailableReason(account({}, { hasEwaProduct: false }), 'quickLoan')).toBeNull();
    expect(unavailableReason(account({}, { hasQuickLoanProduct: false }), 'quickLoan')).toBe('PRODUCT_NOT_OFFERED');
    expect(unavailableReason(account({}, { hasQuickLoanProduct: false }), 'ewa')).toBeNull();
    const flags = { ewa: off('EMPLOYMENT_UNCONFIRMED'), quickLoan: off('ONGOING_APPLICATION') };
    expect(unavailableReason(account(flags), 'ewa')).toBe('EMPLOYMENT_UNCONFIRMED');
    expect(unavailableReason(account(flags), 'quickLoan')).toBe('ONGOING_APPLICATION');
    expect(unavailableReason(account({ ewa: off() }), 'ewa')).toBeNull();
  });
});

describe('the reason in the borrower’s words', () => {
  it('each platform reason says what is the matter and what to do, naming the product where it matters', () => {
    const later = 'Please check again later, or contact us if you think this is a mistake.';
    expect(ineligibleReason('NO_COMPANY', 'insta-funds')).toEqual({ message: 'You have not chosen your company yet.', next: 'Choose your company, then check insta-funds again.' });
    expect(ineligibleReason('COMPANY_INACTIVE', 'earned wage access')).toEqual({ message: 'Your company is not accepting applications right now.', next: later });
    expect(ineligibleReason('PRODUCT_NOT_OFFERED', 'insta-funds')).toEqual({
      message: 'Your company does not offer insta-funds.',
      next: 'You can still see the other products your company offers from home.',
    });
    expect(ineligibleReason('ONGOING_APPLICATION', 'earned wage access')).toEqual({
      message: 'You already have an application in progress.',
      next: 'Finish it or wait for its result, then try again.',
    });
  });

  it('an unknown reason, or none, gets the general answer', () => {
    const general = { message: 'You are not eligible for earned wage access right now.', next: 'Please check again later, or contact us if you think this is a mistake.' };
    expect(ineligibleReason('EMPLOYMENT_UNCONFIRMED', 'earned wage access')).toEqual(general);
    expect(ineligibleReason(null, 'earned wage access')).toEqual(general);
    expect(ineligibleReason(undefined, 'insta-funds').message).toBe('You are not eligible for insta-funds right now.');
  });
});

describe('the chart', () => {
  const open = (route: string, a: ProductAccount) => createActor(ewaMachine, { input: { route, account: a } satisfies EwaInput }).start();

  it('keeps what it was opened with', () => {
    const a = account({ ewa: on('EWA_ACTIVATION') });
    const actor = open('/ewa/product-description', a);
    expect(actor.getSnapshot().value).toBe('ewaDescription');
    expect(actor.getSnapshot().context).toEqual({ route: '/ewa/product-description', account: a, outcome: null });
  });

  it('an activated borrower goes to the withdrawal from any EWA page or /ewa/withdraw; insta-funds stays on its page', () => {
    const a = account({ ewa: on('EWA'), quickLoan: on('QUICK_LOAN') });
    for (const route of ['/ewa/product-description', '/ewa/ineligible', '/ewa/withdraw']) {
      const actor = open(route, a);
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ next: 'journey', journeyType: 'ewaWithdrawal' });
    }
    expect(open('/insta-funds/product-description', a).getSnapshot().value).toBe('instaFunds');
  });

  it('the description for anyone whose company offers EWA; Activate starts the activation only when allowed, else the reason', () => {
    const activatable = open('/ewa/ineligible', account({ ewa: on() }));
    expect(activatable.getSnapshot().value).toBe('ewaDescription');
    activatable.send({ type: 'product.start' });
    expect(activatable.getSnapshot().output).toEqual({ next: 'journey', journeyType: 'ewaActivation' });

    const offered = open('/ewa/product-description', account({ ewa: on('QUICK_LOAN') }));
    expect(offered.getSnapshot().value).toBe('ewaDescription');
    offered.send({ type: 'product.start' });
    expect(offered.getSnapshot().value).toBe('ewaIneligible');
    expect(offered.getSnapshot().status).toBe('active');

    // Offered but not now, opened at the reason page: the reason, not the description.
    expect(open('/ewa/ineligible', account({ ewa: off('ONGOING_APPLICATION') })).getSnapshot().value).toBe('ewaIneligible');
    expect(open('/ewa/product-description', account({}, { hasEwaProduct: false })).getSnapshot().value).toBe('ewaIneligible');
    expect(open('/ewa/product-description', null).getSnapshot().value).toBe('ewaIneligible');
  });

  it('Back from any page goes home', () => {
    for (const [route, a] of [
      ['/ewa/product-description', account({ ewa: on() })],
      ['/ewa/ineligible', null],
      ['/insta-funds/product-description', null],
    ] as const) {
      const actor = open(route, a);
      actor.send({ type: 'step.back' });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ next: 'home' });
    }
  });

  it('insta-funds: open starts quick loans, activatable the activation, anything else stays on the page', () => {
    const openOne = open('/insta-funds/product-description', account({ quickLoan: on('QUICK_LOAN') }));
    openOne.send({ type: 'product.start' });
    expect(openOne.getSnapshot().output).toEqual({ next: 'journey', journeyType: 'quickLoan' });
    const activatable = open('/insta-funds/product-description', account({ quickLoan: on('QUICK_LOAN_ACTIVATION') }));
    activatable.send({ type: 'product.start' });
    expect(activatable.getSnapshot().output).toEqual({ next: 'journey', journeyType: 'quickLoanActivation' });
    const offered = open('/insta-funds/product-description', account({ quickLoan: off('ONGOING_APPLICATION') }));
    offered.send({ type: 'product.start' });
    expect(offered.getSnapshot().value).toBe('instaFunds');
    expect(offered.getSnapshot().status).toBe('active');
  });

  it('another of its pages asked for is decided again from the same account, the new route kept', () => {
    const actor = open('/ewa/product-description', account({ ewa: on(), quickLoan: on('QUICK_LOAN') }));
    actor.send({ type: 'nav.request', path: '/insta-funds/product-description' });
    expect(actor.getSnapshot().value).toBe('instaFunds');
    expect(actor.getSnapshot().context.route).toBe('/insta-funds/product-description');
    actor.send({ type: 'nav.request', path: '/ewa/ineligible' });
    expect(actor.getSnapshot().value).toBe('ewaDescription');
    expect(actor.getSnapshot().context.route).toBe('/ewa/ineligible');

    const none = open('/insta-funds/product-description', account({ ewa: off('X') }));
    none.send({ type: 'nav.request', path: '/ewa/product-description' });
    expect(none.getSnapshot().value).toBe('ewaDescription');
    none.send({ type: 'product.start' });
    expect(none.getSnapshot().value).toBe('ewaIneligible');
  });

  it('each page has the route and screen the router knows, and its title', () => {
    const rows = routedStateList.filter((r) => r.machineId === 'ewa');
    const seen = (route: string, a: ProductAccount, state: string) => {
      const meta = open(route, a).getSnapshot().getMeta() as Record<string, { route: string; screen: string; title: string }>;
      expect(meta[`ewa.${state}`]).toMatchObject(rows.find((r) => r.stateId === `ewa.${state}`)!.meta);
      return meta[`ewa.${state}`]!.title;
    };
    expect(seen('/ewa/product-description', account({ ewa: on() }), 'ewaDescription')).toBe('Earned wage access');
    expect(seen('/ewa/ineligible', null, 'ewaIneligible')).toBe('Earned wage access is not available to you yet');
    expect(seen('/insta-funds/product-description', null, 'instaFunds')).toBe('Insta-funds');
    // Analytics tells the pages apart by their page name.
    const pages = Object.values(ewaPages).map((p) => p.page);
    expect(new Set(pages).size).toBe(3);
    for (const page of pages) expect(page).toMatch(/^(EWA|Insta Funds) /);
  });

  it('decides its three pages and /ewa/withdraw outside a running withdrawal', () => {
    expect([...ewaRoutes].sort()).toEqual(['/ewa/ineligible', '/ewa/product-description', '/ewa/withdraw', '/insta-funds/product-description']);
  });
});
