import type { JourneyInput } from '../journeys/journey-types';

/**
 * What the repayments chart knows about the platform, in its own words. The edge (src/repayments) maps the loans
 * and transactions contracts onto these shapes. Amounts are integer centavos (src/domain/money).
 */
export const loanStatusCodes = [100, 200, 300, 303, 304, 400, 500, 600, 601, 602, 700] as const;
export type LoanStatusCode = (typeof loanStatusCodes)[number];
/** Loan accounts that are finished one way or another: shown under past products (spec §2 /past-products). */
export const closedStatusCodes: readonly LoanStatusCode[] = [400, 500, 600, 601, 602, 700];
/** Running loans: can be refinanced and are what loan details opens on. */
export const runningStatusCodes: readonly LoanStatusCode[] = [300, 303, 304];

export const scheduleStatuses = ['UPCOMING', 'REQUESTED', 'PROCESSING', 'COMPLETED'] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];
export const remittanceStatuses = ['COMPLETED', 'PARTIAL', 'FAILED', 'NOT_YET_REMITTED'] as const;
export type RemittanceStatus = (typeof remittanceStatuses)[number];
export const transactionTypes = [
  'PAYROLL_DEDUCTION', 'INDIVIDUAL', 'PAYMENT', 'REFINANCE_PAYMENT', 'REISSUE_TRANSFER', 'INTEREST_WAIVE', 'PRINCIPAL_WRITE_OFF', 'PAYMENT_REFUND',
] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const collectionModes = ['BILLING', 'DEBIT_ORDER'] as const;
export type CollectionMode = (typeof collectionModes)[number];
/** 'desc' is spec §3 'Date Descending', 'asc' 'Date Ascending'. */
export type SortOrder = 'desc' | 'asc';
export type RefinanceKind = 'REFINANCE' | 'RECOVERY_REFINANCE';
/** Spec §9 cycle labels (also the wire values); charts import no app code, so listed here too. */
export type RepaymentCycle = '1 Month' | '1 Semi Month' | '1 Week' | '2 Weeks';

export interface LoanSummary {
  id: string;
  statusCode: LoanStatusCode;
  principal: number;
  outstanding: number;
  /**
   * What closes the loan today ("Final Payoff Amount", spec §4): the balance less the interest of instalments not yet
   * due. A refinance pays off this figure, the same one /payments offers to pre-terminate the loan.
   */
  payoff: number;
  tenureMonths: number;
  cycle: RepaymentCycle;
  monthlyInterestPercent: number;
  disbursedAt: string | null;
  createdAt: string;
  daysPastDue: number;
  /** Smallest and largest refinance of this loan by kind, fees included (worked out at the edge by src/domain). */
  refinanceLimits?: Partial<Record<RefinanceKind, { min: number; max: number }>>;
}

export interface Overview {
  loans: LoanSummary[];
  /** Which refinance the platform allows now (eligibility), if any. */
  refinance: RefinanceKind | null;
}

export interface Transaction {
  id: string;
  type: TransactionType;
  amount: number;
  occurredAt: string;
  description: string;
}

/** The loan's own view (one call); loan details add the remittance, the collection mode and the transactions. */
export interface LoanView {
  loan: LoanSummary;
  companyName: string;
  paid: number;
  installment: number;
}

export interface Remittance {
  status: RemittanceStatus;
  lastRemittedAt: string | null;
}

export interface LoanDetails extends LoanView {
  collectionMode: CollectionMode;
  remittance: Remittance;
  transactions: Transaction[];
}

export interface ScheduleEntry {
  number: number;
  dueDate: string;
  amount: number;
  paid: number;
  status: ScheduleStatus;
}

export interface LoanSchedule {
  principal: number;
  tenureMonths: number;
  cycle: RepaymentCycle;
  collectionMode: CollectionMode;
  entries: ScheduleEntry[];
}

export interface RefinanceTerms {
  amount: number;
  tenureMonths: number;
  cycle: RepaymentCycle;
}

/** Why refinance terms are refused (refinance-rules.ts). */
export type TermsProblem = 'amount' | 'tooLow' | 'tooHigh' | 'tenure';

export interface CreateRefinanceInput extends RefinanceTerms {
  kind: RefinanceKind;
  sourceLoanId: string;
}

/** Where the app goes when this chart is done. */
export type RepaymentsOutput =
  | { next: 'home' }
  | { next: 'payments' }
  /** The refinance application exists; the app starts the refinance journey with this input. */
  | { next: 'journey'; journey: JourneyInput };

export interface RepaymentsInput {
  /** The page the app was asked for ('/loan-details', '/past-products', ...). */
  route?: string | undefined;
  /** ?loan_id=... of that page, if any. */
  loanId?: string | undefined;
}

export interface RepaymentsContext {
  /** The page asked for last (entry or nav.request); routing reads it once the overview is there. */
  entry: string;
  /** The borrower's loans, read first; the overview is there once the refinance eligibility is read too. */
  loans: LoanSummary[] | null;
  overview: Overview | null;
  loanId: string | undefined;
  /** Read side by side for loan details (view, remittance, schedule, transactions), then put together in `details`. */
  view: LoanView | null;
  remittance: Remittance | null;
  transactions: Transaction[] | null;
  details: LoanDetails | null;
  sort: SortOrder;
  schedule: LoanSchedule | null;
  /** What the borrower last asked for on a calculator, kept when a call fails (nothing typed is lost). */
  terms: RefinanceTerms | null;
  /**
   * The terms on the calculator as typed (`refinance.draft`) and whether the chart would take them: the screen shows
   * an estimate only for terms the chart would take (refinance-rules.ts decides, not the screen).
   */
  draft?: { terms: RefinanceTerms; valid: boolean } | null;
  /** Why the chart refused the terms last submitted (the screen words it); null once they are taken. */
  termsProblem?: TermsProblem | null;
  errorMessage: string | null;
  exit: RepaymentsOutput;
}

export type RepaymentsEvent =
  | { type: 'nav.request'; path: string }
  | { type: 'loan.retry' }
  | { type: 'transactions.sort'; sort: SortOrder }
  | { type: 'schedule.open' }
  | { type: 'pastProducts.open' }
  | { type: 'loan.select'; loanId: string }
  | { type: 'payments.open' }
  | { type: 'refinance.open' }
  | { type: 'refinance.start' }
  | { type: 'refinance.submit'; terms: RefinanceTerms }
  /** The calculator's terms as the borrower types them (the chart says whether they would be taken). */
  | { type: 'refinance.draft'; terms: RefinanceTerms }
  | { type: 'step.back' };
