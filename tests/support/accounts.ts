import type { AccountSummary, CompanySummary } from '@machines/journeys/entry';

/** A borrower's employer as the account read gives it: active, with a loan and an EWA product. */
export const company = (over: Partial<CompanySummary> = {}): CompanySummary => ({
  id: 'c1', name: 'Sinag Bank', statusCode: 'ACTIVE', hasLoanProduct: true, hasEwaProduct: true, hasQuickLoanProduct: false,
  hasFintelligenceProduct: false, hasInsuranceProduct: false, isCompanyActive: true, ...over,
});

/** A borrower whose company is chosen and who may start a new loan (and nothing else). */
export const account = (over: Partial<AccountSummary> = {}): AccountSummary => ({
  company: company(),
  eligibility: {
    loan: { disabled: false, application_types: ['NEW_LOAN'] },
    ewa: { disabled: true, application_types: [] },
    quickLoan: { disabled: true, application_types: [] },
  },
  ongoing: null,
  resume: null,
  ...over,
});
