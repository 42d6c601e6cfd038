import type { AccountSummary } from '../journeys/entry';

/**
 * What a borrower may do with EWA and insta-funds, from the company's products and computedProductEligibility
 * (spec §3). The chart's guards and the screens read the same answers.
 */
export type ProductAccount = Pick<AccountSummary, 'company' | 'eligibility'> | null;

/** active: withdraw; activatable: may activate; offered: the company has it but the borrower may not now; none: not offered. */
export type EwaAccess = 'active' | 'activatable' | 'offered' | 'none';
export type QuickLoanAccess = 'open' | 'activatable' | 'offered' | 'none';

export function ewaAccess(a: ProductAccount): EwaAccess {
  if (!a?.company?.isCompanyActive || !a.company.hasEwaProduct) return 'none';
  const flag = a.eligibility.ewa;
  if (flag.disabled) return 'offered';
  if (flag.application_types.includes('EWA')) return 'active';
  return flag.application_types.length === 0 || flag.application_types.includes('EWA_ACTIVATION') ? 'activatable' : 'offered';
}

export function quickLoanAccess(a: ProductAccount): QuickLoanAccess {
  if (!a?.company?.isCompanyActive || !a.company.hasQuickLoanProduct) return 'none';
  const flag = a.eligibility.quickLoan;
  if (flag.disabled) return 'offered';
  if (flag.application_types.includes('QUICK_LOAN')) return 'open';
  return flag.application_types.includes('QUICK_LOAN_ACTIVATION') ? 'activatable' : 'offered';
}

/** The platform's reason a product is not available (its own when it gave one). */
export function unavailableReason(a: ProductAccount, product: 'ewa' | 'quickLoan'): string | null {
  if (!a?.company) return 'NO_COMPANY';
  if (!a.company.isCompanyActive) return 'COMPANY_INACTIVE';
  if (!(product === 'ewa' ? a.company.hasEwaProduct : a.company.hasQuickLoanProduct)) return 'PRODUCT_NOT_OFFERED';
  return a.eligibility[product].reason ?? null;
}
