import type { JourneyType } from './definitions';
import type { JourneyInput } from './journey-types';

/**
 * What the entry screens and the app chart know about the borrower's account, as plain data (the edge fills it
 * from the platform: profile, company, eligibility, ongoing application).
 */
export interface EligibilityFlag {
  disabled: boolean;
  application_types: readonly string[];
  /** Why it is disabled (the platform's reason code, e.g. EMPLOYMENT_UNCONFIRMED); null or absent when enabled. */
  reason?: string | null | undefined;
}

export interface CompanySummary {
  id: string;
  name: string;
  statusCode: string;
  hasLoanProduct: boolean;
  hasEwaProduct: boolean;
  hasQuickLoanProduct: boolean;
  hasFintelligenceProduct: boolean;
  hasInsuranceProduct: boolean;
  isCompanyActive: boolean;
}

export interface AccountSummary {
  company: CompanySummary | null;
  /** computedProductEligibility; default all disabled (spec §9). */
  eligibility: { loan: EligibilityFlag; ewa: EligibilityFlag; quickLoan: EligibilityFlag };
  /** Ongoing application (any status), for the home card. */
  ongoing: { id: string; status: string; applicationType: string } | null;
  /** The journey to resume, when the ongoing application needs the borrower. */
  resume: JourneyInput | null;
  /** A payment the borrower left while it was processing (helper F4 keeps its id). */
  pendingPaymentId?: string | undefined;
  /** profile.flow_states (spec §3): onboarding progress (machines/onboarding/onboarding-rules.ts). */
  flowStates?: Readonly<Record<string, string>> | undefined;
  /** What became of the saved journey snapshot on this load, when it was migrated or could not be (issue #23). */
  resumeNote?: { discarded: string | null; detail?: string | undefined; migratedFrom?: number | undefined } | undefined;
}

export const disabledEligibility = (): AccountSummary['eligibility'] => ({
  loan: { disabled: true, application_types: [] },
  ewa: { disabled: true, application_types: [] },
  quickLoan: { disabled: true, application_types: [] },
});

/** Journeys a borrower may start from home / product selection (spec §3 company and eligibility flags). */
export function startableJourneys(account: Pick<AccountSummary, 'company' | 'eligibility' | 'ongoing' | 'resume'>): JourneyType[] {
  const company = account.company;
  if (!company?.isCompanyActive || account.resume) return [];
  const out: JourneyType[] = [];
  const loan = account.eligibility.loan;
  if (company.hasLoanProduct && !loan.disabled) {
    const types = loan.application_types;
    if (types.length === 0 || types.includes('NEW_LOAN')) out.push('newLoan');
    if (types.includes('RE_LOAN') || types.includes('EARLY_RELOAN')) out.push('reloan');
    if (types.includes('REFINANCE') || types.includes('RECOVERY_REFINANCE')) out.push('refinance');
  }
  const ewa = account.eligibility.ewa;
  if (company.hasEwaProduct && !ewa.disabled) {
    if (ewa.application_types.length === 0 || ewa.application_types.includes('EWA_ACTIVATION')) out.push('ewaActivation');
    if (ewa.application_types.includes('EWA')) out.push('ewaWithdrawal');
  }
  const quick = account.eligibility.quickLoan;
  if (company.hasQuickLoanProduct && !quick.disabled) {
    if (quick.application_types.includes('QUICK_LOAN_ACTIVATION')) out.push('quickLoanActivation');
    if (quick.application_types.includes('QUICK_LOAN')) out.push('quickLoan');
  }
  return out;
}
