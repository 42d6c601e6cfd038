import { randomUUID } from 'node:crypto';
import type { SandboxContext } from '../context';
import type { ScheduleEntryDto } from '../../src/api/contract/transactions';
import { basisPoints, isCycle, isTenure, loanLedger, manilaDay, netPaid, type BookedTerms, type Cycle, type LoanLedger, type Posting, type Tenure } from '../pricing';
import { findLoanAccount } from './documents-applications-adapter';
import { currentOffer, findRequest } from './offers-store';
import { HttpError } from './serve';

export interface LoanTermsRow {
  loan_id: string;
  user_id: string;
  product_type: string;
  principal: number;
  monthly_interest_percent: number;
  tenure_months: Tenure;
  repayment_cycle: Cycle;
  released_on: string;
  collection_mode: 'BILLING' | 'DEBIT_ORDER';
  remittance_status: 'COMPLETED' | 'PARTIAL' | 'FAILED' | 'NOT_YET_REMITTED';
  last_remitted_at: string | null;
  collector_type: 'OCA' | 'DEBT_BUYER' | 'SECURITIZATION_PARTNER' | 'RECOVERY' | null;
  /** What the loan was booked with (migration 540): its pricing, fees after waivers and promo code. */
  pricing_code: string;
  service_fee: number;
  bank_fee: number;
  promo_code: string | null;
}

export type LoanTermsInput = Pick<LoanTermsRow, 'loan_id' | 'user_id' | 'principal' | 'monthly_interest_percent' | 'tenure_months' | 'repayment_cycle' | 'released_on'> &
  Partial<Pick<LoanTermsRow, 'product_type' | 'collection_mode' | 'remittance_status' | 'last_remitted_at' | 'collector_type' | 'pricing_code' | 'service_fee' | 'bank_fee' | 'promo_code'>>;

/** Booking columns of terms recorded without a booking (tests' and seeds' own terms): a regular loan, no fees known. */
const unbooked = { pricing_code: 'REGULAR', service_fee: 0, bank_fee: 0, promo_code: null } as const;

/** What a loan account was booked with (migration 540's columns of loan_accounts). */
function bookedColumns(ctx: SandboxContext, loanId: string): Pick<LoanTermsRow, 'pricing_code' | 'service_fee' | 'bank_fee' | 'promo_code'> | undefined {
  return ctx.db
    .prepare('SELECT pricing_code, service_fee_centavos AS service_fee, bank_fee_centavos AS bank_fee, promo_code FROM loan_accounts WHERE id = ?')
    .get(loanId) as Pick<LoanTermsRow, 'pricing_code' | 'service_fee' | 'bank_fee' | 'promo_code'> | undefined;
}

/**
 * For S1: call when a loan is disbursed so schedules, transactions and recovery know its terms (principal in
 * centavos). Replaces earlier terms of the same loan.
 */
export function recordLoanTerms(ctx: SandboxContext, t: LoanTermsInput): void {
  ctx.db
    .prepare(`INSERT OR REPLACE INTO loan_terms (loan_id, user_id, product_type, principal, monthly_interest_percent, tenure_months, repayment_cycle, released_on, collection_mode, remittance_status, last_remitted_at, collector_type, pricing_code, service_fee, bank_fee, promo_code)
      VALUES (@loan_id, @user_id, @product_type, @principal, @monthly_interest_percent, @tenure_months, @repayment_cycle, @released_on, @collection_mode, @remittance_status, @last_remitted_at, @collector_type, @pricing_code, @service_fee, @bank_fee, @promo_code)`)
    .run({ ...unbooked, product_type: 'LOAN', collection_mode: 'BILLING', remittance_status: 'NOT_YET_REMITTED', last_remitted_at: null, collector_type: null, ...t });
}

/**
 * The loan's terms: recorded ones; else S1's loan account; else — when the loan id is an application id — the
 * application's selected offer, released the day the offers were made.
 */
export function requireLoan(ctx: SandboxContext, userId: string, loanId: string): LoanTermsRow {
  const row = ctx.db.prepare('SELECT * FROM loan_terms WHERE loan_id = ?').get(loanId) as LoanTermsRow | undefined;
  if (row && row.user_id === userId) return row;
  const account = row ? undefined : termsFromLoanAccount(ctx, loanId);
  if (account && account.user_id === userId) return account;
  const req = findRequest(ctx, loanId);
  const offer = req && req.user_id === userId ? currentOffer(ctx, loanId) : null;
  if (!row && req && offer) {
    const created = ctx.db.prepare('SELECT created_at FROM offer_requests WHERE application_id = ?').pluck().get(loanId) as string;
    return {
      loan_id: loanId,
      user_id: userId,
      product_type: 'LOAN',
      principal: offer.principal_centavos,
      monthly_interest_percent: offer.monthly_interest_percent,
      tenure_months: offer.tenure_months,
      repayment_cycle: offer.repayment_cycle,
      released_on: manilaDay(Date.parse(created)),
      collection_mode: 'BILLING',
      remittance_status: 'NOT_YET_REMITTED',
      last_remitted_at: null,
      collector_type: null,
      pricing_code: offer.pricing_code,
      service_fee: offer.service_fee_centavos,
      bank_fee: offer.bank_fee_centavos,
      promo_code: offer.promo_code,
    };
  }
  throw new HttpError(404, 'LOAN_NOT_FOUND', 'We could not find this loan. Go back to Home and open it again.');
}

/** Days before a due date when the deduction is requested from the employer's payroll. */
export const REQUEST_LEAD_DAYS = 7;

export const ledgerTerms = (loan: LoanTermsRow): BookedTerms => ({
  principal: loan.principal, rateBp: basisPoints(loan.monthly_interest_percent), months: loan.tenure_months, cycle: loan.repayment_cycle, releasedOn: loan.released_on,
});

/**
 * The loan's ledger today: its terms and its transactions are the one source of every figure the borrower sees
 * (schedule, balance, past due, payoff, status code), derived by the platform's ledger (sandbox/pricing/ledger.ts).
 */
export function ledgerOf(ctx: SandboxContext, loan: LoanTermsRow): LoanLedger {
  const txs = ctx.db.prepare('SELECT type, amount FROM loan_transactions WHERE loan_id = ?').all(loan.loan_id) as Posting[];
  const openPayment = !!ctx.db.prepare("SELECT 1 FROM payments WHERE loan_id = ? AND status IN ('PENDING', 'PROCESSING')").get(loan.loan_id);
  return loanLedger(ledgerTerms(loan), txs, todayOf(ctx), { openPayment, requestLeadDays: REQUEST_LEAD_DAYS });
}

/** Today as the platform counts days: the Manila day (UTC+8). */
export const todayOf = (ctx: SandboxContext) => manilaDay(ctx.now());

export function amountPaid(ctx: SandboxContext, loanId: string): number {
  const txs = ctx.db.prepare('SELECT type, amount FROM loan_transactions WHERE loan_id = ?').all(loanId) as Posting[];
  return netPaid(txs);
}

/**
 * Schedule with statuses: payments fill instalments in order (COMPLETED); the first unpaid one is PROCESSING
 * while a provider payment is open; unpaid ones due within REQUEST_LEAD_DAYS (or overdue) are REQUESTED.
 */
export function scheduleOf(ctx: SandboxContext, loan: LoanTermsRow): ScheduleEntryDto[] {
  return ledgerOf(ctx, loan).schedule.map((e) => ({
    number: e.number, due_date: e.dueDate, amount_centavos: e.amount, principal_centavos: e.principal, interest_centavos: e.interest, paid_centavos: e.paid, status: e.status,
  }));
}

/** Terms of a loan by id whoever owns it (the ledger of S1's account or of S3's recorded terms), if it has any. */
export function loanTermsOf(ctx: SandboxContext, loanId: string): LoanTermsRow | undefined {
  return (ctx.db.prepare('SELECT * FROM loan_terms WHERE loan_id = ?').get(loanId) as LoanTermsRow | undefined) ?? termsFromLoanAccount(ctx, loanId);
}

export function addTransaction(ctx: SandboxContext, t: { loanId: string; userId: string; type: string; amount: number; occurredAt: string; description: string }): void {
  ctx.db
    .prepare('INSERT INTO loan_transactions (id, loan_id, user_id, type, amount, occurred_at, description) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(randomUUID(), t.loanId, t.userId, t.type, t.amount, t.occurredAt, t.description);
}

/** S1's loan account as loan terms (S1 stores the same monthly add-on rate and cycle labels). */
export function termsFromLoanAccount(ctx: SandboxContext, loanId: string): LoanTermsRow | undefined {
  const a = findLoanAccount(ctx, loanId);
  if (!a || !isTenure(a.tenure_months) || !isCycle(a.repayment_cycle)) return undefined;
  return {
    loan_id: a.id,
    user_id: a.user_id,
    product_type: a.product_type,
    principal: a.principal_centavos,
    monthly_interest_percent: a.interest_rate,
    tenure_months: a.tenure_months,
    repayment_cycle: a.repayment_cycle,
    released_on: manilaDay(Date.parse(a.disbursed_at ?? a.created_at)),
    collection_mode: 'BILLING',
    remittance_status: 'NOT_YET_REMITTED',
    last_remitted_at: null,
    collector_type: null,
    ...unbooked,
    ...bookedColumns(ctx, a.id),
  };
}
