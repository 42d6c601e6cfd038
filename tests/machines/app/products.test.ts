import { describe, expect, it } from 'vitest';
import { disabledEligibility, type AccountSummary, type CompanySummary, type EligibilityFlag } from '@machines/journeys/entry';
import { productOffer, productRoutes } from '@machines/app/products';

const company = (over: Partial<CompanySummary> = {}): CompanySummary => ({
  id: 'c1', name: 'Sinag Bank', statusCode: 'ACTIVE', hasLoanProduct: true, hasEwaProduct: true, hasQuickLoanProduct: true,
  hasFintelligenceProduct: true, hasInsuranceProduct: true, isCompanyActive: true, ...over,
});
const on = (...types: string[]): EligibilityFlag => ({ disabled: false, reason: null, application_types: types });
const off = (reason: string | null = null): EligibilityFlag => ({ disabled: true, reason, application_types: [] });
const account = (over: Partial<AccountSummary> = {}): AccountSummary => ({
  company: company(),
  eligibility: { loan: on('NEW_LOAN'), ewa: on('EWA_ACTIVATION'), quickLoan: on('QUICK_LOAN_ACTIVATION') },
  ongoing: null,
  resume: null,
  ...over,
});
const ids = (a: AccountSummary) => productOffer(a).products.map((p) => p.id);
const find = (a: AccountSummary, id: string) => productOffer(a).products.find((p) => p.id === id);

describe('productOffer: what the company offers and the borrower may take', () => {
  it('lists every product of a company offering all of them, in a fixed order, each with its way in', () => {
    const offer = productOffer(account());
    expect(offer.notice).toBeNull();
    expect(offer.products.map((p) => p.id)).toEqual(['loan', 'ewa', 'quickLoan', 'insurance', 'fintelligence', 'gotyme']);
    expect(find(account(), 'loan')!.actions).toEqual([{ kind: 'start', journey: 'newLoan' }]);
    expect(find(account(), 'ewa')!.actions).toEqual([
      { kind: 'start', journey: 'ewaActivation' },
      { kind: 'open', route: productRoutes.ewa, purpose: 'about' },
    ]);
    expect(find(account(), 'quickLoan')!.actions).toEqual([{ kind: 'open', route: '/insta-funds/product-description', purpose: 'use' }]);
    expect(find(account(), 'insurance')!.actions).toEqual([{ kind: 'open', route: '/insurance/personal-details', purpose: 'use' }]);
    expect(find(account(), 'fintelligence')!.actions).toEqual([{ kind: 'open', route: '/fintelligence', purpose: 'use' }]);
    expect(find(account(), 'gotyme')!.actions).toEqual([{ kind: 'open', route: '/gotyme', purpose: 'use' }]);
  });

  it('leaves out what the company does not offer, flag by flag', () => {
    expect(ids(account({ company: company({ hasEwaProduct: false }) }))).not.toContain('ewa');
    expect(ids(account({ company: company({ hasQuickLoanProduct: false }) }))).not.toContain('quickLoan');
    expect(ids(account({ company: company({ hasInsuranceProduct: false }) }))).not.toContain('insurance');
    expect(ids(account({ company: company({ hasFintelligenceProduct: false }) }))).not.toContain('fintelligence');
    // No salary loan, no digital bank offer (its fee waiver is on loan payouts).
    expect(ids(account({ company: company({ hasLoanProduct: false }) }))).toEqual(['ewa', 'quickLoan', 'insurance', 'fintelligence']);
  });

  it('explains, once, a company offering nothing, an inactive company and no company', () => {
    const none = company({ hasLoanProduct: false, hasEwaProduct: false, hasQuickLoanProduct: false, hasInsuranceProduct: false, hasFintelligenceProduct: false });
    expect(productOffer(account({ company: none }))).toEqual({ notice: 'NO_PRODUCTS', products: [] });
    expect(productOffer(account({ company: company({ isCompanyActive: false, statusCode: 'INACTIVE' }) }))).toEqual({ notice: 'COMPANY_INACTIVE', products: [] });
    expect(productOffer(account({ company: null }))).toEqual({ notice: 'NO_COMPANY', products: [] });
  });

  it('by default (spec §9: all disabled) lists the offered products as not available, never as startable', () => {
    const offer = productOffer(account({ eligibility: disabledEligibility() }));
    for (const id of ['loan', 'ewa', 'quickLoan'] as const) {
      expect(offer.products.find((p) => p.id === id)).toEqual({ id, actions: [], unavailable: 'NOT_ELIGIBLE' });
    }
  });

  it('offers reloan and refinance from the platform’s application types, recovery refinance as a refinance', () => {
    expect(find(account({ eligibility: { ...account().eligibility, loan: on('RE_LOAN', 'REFINANCE') } }), 'loan')!.actions).toEqual([
      { kind: 'start', journey: 'reloan' },
      { kind: 'start', journey: 'refinance' },
    ]);
    expect(find(account({ eligibility: { ...account().eligibility, loan: on('RECOVERY_REFINANCE') } }), 'loan')!.actions).toEqual([
      { kind: 'start', journey: 'refinance' },
    ]);
  });

  it('gives the platform’s reason for a loan the borrower cannot take yet', () => {
    const withLoan = (flag: EligibilityFlag) => find(account({ eligibility: { ...account().eligibility, loan: flag } }), 'loan')!;
    expect(withLoan(off('ACTIVE_LOAN')).unavailable).toBe('ACTIVE_LOAN');
    expect(withLoan(off('LOAN_BEING_DISBURSED')).unavailable).toBe('LOAN_BEING_DISBURSED');
    expect(withLoan(off('ONGOING_APPLICATION')).unavailable).toBe('ONGOING_APPLICATION');
    expect(withLoan(off('SOMETHING_NEW')).unavailable).toBe('NOT_ELIGIBLE');
  });

  it('points at the borrower’s own application: continue it, or wait while it is in review', () => {
    const resuming = account({
      eligibility: { ...account().eligibility, loan: off('ONGOING_APPLICATION') },
      ongoing: { id: 'a1', status: 'INITIALIZED', applicationType: 'NEW_LOAN' },
      resume: { type: 'newLoan', applicationId: 'a1' },
    });
    expect(find(resuming, 'loan')!.unavailable).toBe('CONTINUE_APPLICATION');
    // Nothing new starts while an application waits for the borrower, whatever the product.
    expect(find(resuming, 'ewa')!.unavailable).toBe('CONTINUE_APPLICATION');
    expect(find(resuming, 'quickLoan')!.unavailable).toBe('CONTINUE_APPLICATION');

    const reviewed = account({
      eligibility: { ...account().eligibility, loan: off('ONGOING_APPLICATION') },
      ongoing: { id: 'a1', status: 'TIER_2_REVIEW', applicationType: 'RE_LOAN' },
    });
    expect(find(reviewed, 'loan')!.unavailable).toBe('APPLICATION_IN_REVIEW');
    expect(find(reviewed, 'ewa')!.unavailable).toBeNull();
  });

  it('sends an activated earned-wage-access user to the product’s page instead of activating again', () => {
    const activated = account({ eligibility: { ...account().eligibility, ewa: on('EWA') } });
    expect(find(activated, 'ewa')!.actions).toEqual([{ kind: 'open', route: '/ewa/product-description', purpose: 'use' }]);
    const pendingActivation = account({
      eligibility: { ...account().eligibility, ewa: off('ONGOING_APPLICATION') },
      ongoing: { id: 'e1', status: 'SYSTEM_REVIEW', applicationType: 'EWA_ACTIVATION' },
    });
    expect(find(pendingActivation, 'ewa')!.unavailable).toBe('APPLICATION_IN_REVIEW');
    // The loan stays open: the review is of the EWA activation, not of a loan.
    expect(find(pendingActivation, 'loan')!.actions).toEqual([{ kind: 'start', journey: 'newLoan' }]);
  });

  it('never offers an action and a reason together', () => {
    const flags = [on('NEW_LOAN'), on('EWA'), on('RE_LOAN', 'REFINANCE'), off(), off('ACTIVE_LOAN'), off('ONGOING_APPLICATION')];
    for (const loan of flags) for (const ewa of flags) for (const quickLoan of flags) {
      for (const p of productOffer(account({ eligibility: { loan, ewa, quickLoan } })).products) {
        expect(p.unavailable === null).toBe(p.actions.length > 0);
      }
    }
  });
});
