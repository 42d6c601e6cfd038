import type { SandboxContext } from '../context';
import { isActiveCompanyStatus } from '../../src/api/contract/company';
import type { ApplicationType, LoanAccount } from '../../src/api/contract/loans';
import { finalStatuses } from '../../src/api/contract/loans';
import { findCompany } from './company';
import { employmentStatusOf } from './employment';
import { employmentReasons } from '../../src/api/contract/employment';
import { totalRepayable, userApplicationStates, userLoans } from './loans-store';
import { profileCompanyId } from './user-store';

export interface Flag {
  disabled: boolean;
  reason: string | null;
  application_types: ApplicationType[];
}
const off = (reason: string): Flag => ({ disabled: true, reason, application_types: [] });
const on = (...types: ApplicationType[]): Flag => ({ disabled: false, reason: null, application_types: types });

/** Share of the total repayable already paid; drives reloan (>= 50 %) and refinance (>= 25 %) eligibility. */
export const paidRatio = (loan: LoanAccount) => 1 - loan.outstanding_balance_centavos / Math.max(1, totalRepayable(loan));

/**
 * computedProductEligibility (spec §3: keys loan, ewa, quickLoan, each with disabled; default all disabled).
 * The rules are the sandbox's (documented): company active and offering the product, no ongoing application of
 * the product, and for loans the state of the borrower's loan accounts.
 */
export function eligibility(ctx: SandboxContext, userId: string): { loan: Flag; ewa: Flag; quickLoan: Flag } {
  const companyId = profileCompanyId(ctx, userId);
  const company = companyId ? findCompany(ctx, companyId) : undefined;
  if (!company) return { loan: off('NO_COMPANY'), ewa: off('NO_COMPANY'), quickLoan: off('NO_COMPANY') };
  if (!isActiveCompanyStatus(company.status_code)) {
    return { loan: off('COMPANY_INACTIVE'), ewa: off('COMPANY_INACTIVE'), quickLoan: off('COMPANY_INACTIVE') };
  }
  // The platform asks about employment before any product (src/api/contract/employment.ts).
  const employment = employmentStatusOf(ctx, userId);
  if (employment !== 'CONFIRMED') {
    const why = employmentReasons[employment];
    return { loan: off(why), ewa: off(why), quickLoan: off(why) };
  }
  const offers = new Set(company.active_product_types_for_application.map((p) => p.product_type_code));
  const apps = userApplicationStates(ctx, userId);
  const ongoing = (product: string) => apps.some((a) => a.product_type === product && !(finalStatuses as readonly string[]).includes(a.status));
  const approved = (type: ApplicationType) => apps.some((a) => a.application_type === type && a.status === 'APPROVED');
  const loans = userLoans(ctx, userId).filter((l) => l.product_type === 'LOAN');

  let loan: Flag;
  if (!offers.has('LOAN')) loan = off('PRODUCT_NOT_OFFERED');
  else if (ongoing('LOAN')) loan = off('ONGOING_APPLICATION');
  else if (loans.some((l) => l.status_code === 100 || l.status_code === 200)) loan = off('LOAN_BEING_DISBURSED');
  else {
    const active = loans.filter((l) => l.status_code === 300 || l.status_code === 303 || l.status_code === 304);
    if (active.some((l) => l.delinquency_state !== null)) loan = on('RECOVERY_REFINANCE');
    else if (active.length === 0) loan = on(loans.length ? 'RE_LOAN' : 'NEW_LOAN');
    else {
      const best = Math.max(...active.map(paidRatio));
      if (best >= 0.5) loan = on('RE_LOAN', 'REFINANCE');
      else if (best >= 0.25) loan = on('REFINANCE');
      else loan = off('ACTIVE_LOAN');
    }
  }

  const ewa = !offers.has('EWA') ? off('PRODUCT_NOT_OFFERED') : ongoing('EWA') ? off('ONGOING_APPLICATION')
    : on(approved('EWA_ACTIVATION') ? 'EWA' : 'EWA_ACTIVATION');
  const quickLoan = !offers.has('QUICK_LOAN') ? off('PRODUCT_NOT_OFFERED') : ongoing('QUICK_LOAN') ? off('ONGOING_APPLICATION')
    : on(approved('QUICK_LOAN_ACTIVATION') ? 'QUICK_LOAN' : 'QUICK_LOAN_ACTIVATION');
  return { loan, ewa, quickLoan };
}
