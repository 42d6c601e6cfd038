import { randomUUID } from 'node:crypto';
import type { SandboxContext } from '../context';
import type { Application, ApplicationStatus, LoanAccount } from '../../src/api/contract/loans';
import { canTransition, type Actor } from './loans-status';
import { sql } from './company-cache';
import { HttpError } from './serve';
import { addTransaction, ledgerOf, loanTermsOf, recordLoanTerms } from './transactions-loans';
import { acceptedOffer, recordAcceptance } from './offers-store';
import { basisPoints, isCycle, isTenure, manilaDay, percentFromBp, QUICK_LOAN, quote, refinancePostings, REGULAR, repayment } from '../pricing';

export interface ApplicationRow extends Omit<Application, 'missing_selfie' | 'completed_steps'> {
  missing_selfie: number;
  idempotency_key: string | null;
}

export function toApplication(ctx: SandboxContext, row: ApplicationRow): Application {
  const steps = sql(ctx, 'SELECT step FROM application_steps WHERE application_id = ? ORDER BY saved_at').pluck().all(row.id) as string[];
  const { idempotency_key: _key, ...rest } = row;
  // Document verification counts as done once the application holds a government ID that is not invalid and a
  // verified selfie: what the resume map reads for INCOMPLETE_DOCUMENT (documents, or review once they are given).
  const docs = sql(ctx, "SELECT DISTINCT document_type FROM documents WHERE application_id = ? AND ((document_type = 'GOVERNMENT_ID' AND status != 'INVALID') OR (document_type = 'SELFIE' AND status IN ('VERIFIED', 'APPROVED')))")
    .pluck()
    .all(row.id) as string[];
  const documentsDone = docs.length === 2 && !steps.includes('document-verification');
  return { ...rest, missing_selfie: row.missing_selfie === 1, completed_steps: documentsDone ? [...steps, 'document-verification'] : steps };
}

export function findApplicationRow(ctx: SandboxContext, id: string): ApplicationRow | undefined {
  return sql(ctx, 'SELECT * FROM applications WHERE id = ?').get(id) as ApplicationRow | undefined;
}

/** The borrower's own application, or 404 (another borrower's id is not revealed as existing). */
export function ownApplication(ctx: SandboxContext, userId: string, id: string): ApplicationRow {
  const row = findApplicationRow(ctx, id);
  if (!row || row.user_id !== userId) throw new HttpError(404, 'APPLICATION_NOT_FOUND', 'We could not find that application.');
  return row;
}

export function userApplications(ctx: SandboxContext, userId: string): ApplicationRow[] {
  return sql(ctx, 'SELECT * FROM applications WHERE user_id = ? ORDER BY created_at DESC, rowid DESC').all(userId) as ApplicationRow[];
}

/**
 * Only what eligibility looks at. It runs on every home screen load, and better-sqlite3 builds a row object
 * property by property: the three columns cost a third of the whole row.
 */
export function userApplicationStates(ctx: SandboxContext, userId: string): Pick<ApplicationRow, 'product_type' | 'application_type' | 'status'>[] {
  return sql(ctx, 'SELECT product_type, application_type, status FROM applications WHERE user_id = ?').all(userId) as Pick<ApplicationRow, 'product_type' | 'application_type' | 'status'>[];
}

const loanColumns = `id, application_id, product_type, status_code, principal_centavos, outstanding_balance_centavos,
  interest_rate, tenure_months, repayment_cycle, disbursed_at, delinquency_state, days_past_due, created_at`;

/** Status codes the ledger decides once a loan is disbursed (active, closed obligations met, overpaid). */
const ledgerCodes = new Set<number>([300, 600, 700]);

/**
 * A loan account with its figures from the ledger (sandbox/pricing/ledger.ts over the loan's terms and
 * transactions): outstanding balance, days past due, delinquency and status code are never stored apart from it.
 * Accounts not yet disbursed (100/200) or moved by the lender (303, 304, 4xx, 5xx, 601, 602) keep their code.
 */
export function withLedger(ctx: SandboxContext, account: LoanAccount): LoanAccount {
  if (!ledgerCodes.has(account.status_code)) return account;
  const terms = loanTermsOf(ctx, account.id);
  if (!terms) return account;
  const l = ledgerOf(ctx, terms);
  return {
    ...account,
    status_code: l.statusCode,
    outstanding_balance_centavos: l.balance,
    payoff_centavos: l.payoff,
    days_past_due: l.daysPastDue,
    delinquency_state: l.daysPastDue > 0 ? 'DELINQUENT' : null,
  };
}

export function userLoans(ctx: SandboxContext, userId: string): LoanAccount[] {
  const rows = sql(ctx, `SELECT ${loanColumns} FROM loan_accounts WHERE user_id = ? ORDER BY created_at DESC, rowid DESC`).all(userId) as LoanAccount[];
  return rows.map((r) => withLedger(ctx, r));
}

export interface NewApplication {
  userId: string;
  companyId: string;
  productType: Application['product_type'];
  applicationType: Application['application_type'];
  loanAmountCentavos?: number | undefined;
  tenureMonths?: number | undefined;
  repaymentCycle?: Application['repayment_cycle'] | undefined;
  loanPurpose?: string | undefined;
  sourceLoanId?: string | undefined;
  idempotencyKey?: string | undefined;
}

export function insertApplication(ctx: SandboxContext, a: NewApplication): ApplicationRow {
  const id = randomUUID();
  const at = new Date(ctx.now()).toISOString();
  ctx.db
    .prepare(
      `INSERT INTO applications (id, user_id, company_id, product_type, application_type, status, journey_step,
        loan_amount_centavos, tenure_months, repayment_cycle, loan_purpose, missing_selfie, source_loan_id, idempotency_key, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'INITIALIZED', NULL, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
    )
    .run(id, a.userId, a.companyId, a.productType, a.applicationType, a.loanAmountCentavos ?? null, a.tenureMonths ?? null,
      a.repaymentCycle ?? null, a.loanPurpose ?? null, a.sourceLoanId ?? null, a.idempotencyKey ?? null, at, at);
  ctx.db
    .prepare(`INSERT INTO application_status_history (application_id, from_status, to_status, actor, at) VALUES (?, NULL, 'INITIALIZED', 'borrower', ?)`)
    .run(id, at);
  return findApplicationRow(ctx, id)!;
}

/**
 * Moves an application along one edge of the transition table, in one transaction with its history row and
 * its consequences (an approved loan gets a loan account to be disbursed). Illegal edges answer 409 and write
 * nothing.
 */
export function moveStatus(
  ctx: SandboxContext,
  id: string,
  to: ApplicationStatus,
  actor: Actor,
  extra: { reason?: string | undefined; loanAmountCentavos?: number | undefined; tenureMonths?: number | undefined } = {},
): ApplicationRow {
  return ctx.db.transaction(() => {
    const row = findApplicationRow(ctx, id);
    if (!row) throw new HttpError(404, 'APPLICATION_NOT_FOUND', 'We could not find that application.');
    if (!canTransition(row.status, to, actor, row.application_type)) {
      throw new HttpError(409, 'ILLEGAL_TRANSITION', `An application in ${row.status} cannot move to ${to}.`);
    }
    const at = new Date(ctx.now()).toISOString();
    ctx.db
      .prepare(
        `UPDATE applications SET status = ?, updated_at = ?, cancellation_reason = COALESCE(?, cancellation_reason),
          loan_amount_centavos = COALESCE(?, loan_amount_centavos), tenure_months = COALESCE(?, tenure_months),
          missing_selfie = CASE WHEN ? IN ('SYSTEM_REVIEW', 'APPROVED', 'CANCELLED') THEN 0 ELSE missing_selfie END
         WHERE id = ?`,
      )
      .run(to, at, to === 'CANCELLED' ? (extra.reason ?? 'CANCELLED_BY_BORROWER') : null, extra.loanAmountCentavos ?? null,
        extra.tenureMonths ?? null, to, id);
    ctx.db
      .prepare('INSERT INTO application_status_history (application_id, from_status, to_status, actor, at) VALUES (?, ?, ?, ?, ?)')
      .run(id, row.status, to, actor, at);
    // Accepting (the offer step, or the final acceptance that approves) records the selected offer as the accepted one.
    if (to === 'OFFER_ACCEPTED' || to === 'APPROVED') recordAcceptance(ctx, id);
    // Activations open no account, and an EWA withdrawal is repaid on payday (sandbox/pricing/ewa.ts), not as a loan.
    if (to === 'APPROVED' && opensLoanAccount(row.application_type)) {
      openLoanAccount(ctx, findApplicationRow(ctx, id)!, 100);
      if (row.application_type === 'REFINANCE' || row.application_type === 'RECOVERY_REFINANCE') payOffRefinanced(ctx, row, at);
    }
    // The lender's decisions reach the borrower as notifications; their own actions need none.
    if (actor === 'platform') {
      ctx.db
        .prepare('INSERT INTO notifications (id, user_id, title, body, read, created_at, application_status, application_type) VALUES (?, ?, ?, ?, 0, ?, ?, ?)')
        .run(randomUUID(), row.user_id, 'Application update', statusNotice[to], at, to, row.application_type);
    }
    return findApplicationRow(ctx, id)!;
  })();
}

const opensLoanAccount = (type: ApplicationRow['application_type']) => !['EWA', 'EWA_ACTIVATION', 'QUICK_LOAN_ACTIVATION'].includes(type);

const review = 'Your application is being reviewed. We will let you know when there is news.';
const statusNotice: Record<ApplicationStatus, string> = {
  INITIALIZED: 'Your application has started.',
  OFFER_ACCEPTED: 'Your offer is accepted. Continue with your documents.',
  SYSTEM_REVIEW: review,
  TIER_1_REVIEW: review,
  TIER_2_REVIEW: review,
  PENDING_MANAGER_APPROVAL: review,
  INCOMPLETE_DOCUMENT: 'We need more documents. Open your application to upload them.',
  WCR: 'Please upload your documents again. Open your application to continue.',
  PENDING_BORROWER_APPROVAL: 'Your loan offer is ready. Review and accept it to continue.',
  APPROVED: 'Your loan is approved. We will let you know when it is disbursed.',
  CANCELLED: 'Your application was cancelled.',
};

/**
 * A refinance booked: the loan it refinances is paid off today. It gets a REFINANCE_PAYMENT of its payoff amount
 * and an INTEREST_WAIVE of the interest of instalments not yet due, so it closes at ₱0.00 (status 600). The source is
 * the application's `source_loan_id`, else the borrower's first loan with a balance (as the offers were priced).
 */
function payOffRefinanced(ctx: SandboxContext, app: ApplicationRow, at: string): void {
  const loans = userLoans(ctx, app.user_id).filter((l) => l.application_id !== app.id && l.status_code >= 300);
  const source = loans.find((l) => l.id === app.source_loan_id) ?? loans.find((l) => l.outstanding_balance_centavos > 0);
  const terms = source && loanTermsOf(ctx, source.id);
  if (!source || !terms) return;
  for (const p of refinancePostings(ledgerOf(ctx, terms))) {
    const description = p.type === 'REFINANCE_PAYMENT' ? 'Paid off by your refinance loan' : 'Interest not yet due, waived on paying off early (refinance)';
    addTransaction(ctx, { loanId: source.id, userId: app.user_id, type: p.type, amount: p.amount, occurredAt: at, description });
  }
}

/** The terms a loan is booked with: the accepted offer's; an application with no offer at all is priced from its own terms. */
interface Booking {
  pricingCode: string;
  principal: number;
  rateBp: number;
  months: number;
  cycle: LoanAccount['repayment_cycle'];
  serviceFee: number;
  bankFee: number;
  promoCode: string | null;
  total: number;
}

function bookingOf(ctx: SandboxContext, app: ApplicationRow): Booking {
  const accepted = acceptedOffer(ctx, app.id) ?? recordAcceptance(ctx, app.id);
  if (accepted) {
    return {
      pricingCode: accepted.pricing_code, principal: accepted.principal, rateBp: accepted.monthly_rate_bp, months: accepted.tenure_months,
      cycle: accepted.repayment_cycle, serviceFee: accepted.service_fee, bankFee: accepted.bank_fee, promoCode: accepted.promo_code,
      total: accepted.principal + accepted.total_interest,
    };
  }
  // No offer was ever priced (an insta-funds loan, or an application moved along by QA): the product's own pricing.
  const product = app.product_type === 'QUICK_LOAN' ? QUICK_LOAN : REGULAR;
  const asked = app.tenure_months ?? 12;
  const months = product.tenures.find((t) => t === asked) ?? product.tenures[product.tenures.length - 1]!;
  // Insta-funds are repaid monthly whatever the application carries.
  const cycle = product === QUICK_LOAN ? '1 Month' : (app.repayment_cycle ?? '1 Month');
  const q = quote({ product, principal: app.loan_amount_centavos ?? 2_000_000, months, cycle, toGoTyme: false });
  return {
    pricingCode: product.code, principal: q.principal, rateBp: q.rateBp, months, cycle: q.cycle, serviceFee: q.serviceFee, bankFee: q.bankFee,
    promoCode: null, total: q.totalRepayment,
  };
}

/**
 * Opens the loan account of an approved application from the offer the borrower accepted (principal, rate after any
 * discount, tenure, cycle, fees, promo, campaign). From 300 (disbursed) on, the loan's terms go to its ledger
 * (released on `releasedOn`, a Manila day, today by default), so every figure of it is derived from its transactions.
 */
export function openLoanAccount(
  ctx: SandboxContext,
  app: ApplicationRow,
  statusCode: LoanAccount['status_code'],
  opts: { releasedOn?: string } = {},
): LoanAccount {
  const id = randomUUID();
  const at = new Date(ctx.now()).toISOString();
  const b = bookingOf(ctx, app);
  // 02:00Z is 10:00 in Manila: the release day is the same day in Manila and in UTC.
  const disbursed = statusCode >= 300 ? (opts.releasedOn ? `${opts.releasedOn}T02:00:00.000Z` : at) : null;
  ctx.db
    .prepare(
      `INSERT INTO loan_accounts (id, user_id, application_id, product_type, status_code, principal_centavos,
        outstanding_balance_centavos, interest_rate, tenure_months, repayment_cycle, disbursed_at, delinquency_state,
        days_past_due, created_at, pricing_code, service_fee_centavos, bank_fee_centavos, promo_code)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(id, app.user_id, app.id, app.product_type, statusCode, b.principal, b.total, percentFromBp(b.rateBp), b.months, b.cycle, disbursed, null, 0,
      disbursed ?? at, b.pricingCode, b.serviceFee, b.bankFee, b.promoCode);
  if (disbursed && isTenure(b.months)) {
    recordLoanTerms(ctx, {
      loan_id: id, user_id: app.user_id, product_type: app.product_type, principal: b.principal, monthly_interest_percent: percentFromBp(b.rateBp),
      tenure_months: b.months, repayment_cycle: b.cycle, released_on: manilaDay(Date.parse(disbursed)),
      pricing_code: b.pricingCode, service_fee: b.serviceFee, bank_fee: b.bankFee, promo_code: b.promoCode,
    });
  }
  return withLedger(ctx, sql(ctx, `SELECT ${loanColumns} FROM loan_accounts WHERE id = ?`).get(id) as LoanAccount);
}

/**
 * The lender releases an approved loan (status 100/200 "to be disbursed" -> 300 active), today: the loan's ledger starts
 * from the terms booked at approval, unchanged (nothing is priced again at release). The back office's "Disburse".
 */
export function disburseLoan(ctx: SandboxContext, loanId: string): LoanAccount {
  return ctx.db.transaction(() => {
    const row = ctx.db.prepare(`SELECT ${loanColumns}, user_id, pricing_code, service_fee_centavos, bank_fee_centavos, promo_code FROM loan_accounts WHERE id = ?`).get(loanId) as
      | (LoanAccount & { user_id: string; pricing_code: string | null; service_fee_centavos: number | null; bank_fee_centavos: number | null; promo_code: string | null })
      | undefined;
    if (!row) throw new HttpError(404, 'LOAN_NOT_FOUND', 'No loan with that id.');
    if (row.status_code !== 100 && row.status_code !== 200) throw new HttpError(409, 'NOT_TO_BE_DISBURSED', `Only a loan to be disbursed (100 or 200) can be released; this one is ${row.status_code}.`);
    if (!isTenure(row.tenure_months) || !isCycle(row.repayment_cycle)) throw new HttpError(409, 'NOT_A_SCHEDULED_LOAN', 'This loan has no instalment schedule to start.');
    const at = new Date(ctx.now()).toISOString();
    ctx.db.prepare('UPDATE loan_accounts SET status_code = 300, disbursed_at = ? WHERE id = ?').run(at, loanId);
    recordLoanTerms(ctx, {
      loan_id: row.id, user_id: row.user_id, product_type: row.product_type,
      principal: row.principal_centavos, monthly_interest_percent: row.interest_rate, tenure_months: row.tenure_months, repayment_cycle: row.repayment_cycle,
      released_on: manilaDay(Date.parse(at)), pricing_code: row.pricing_code ?? 'REGULAR', service_fee: row.service_fee_centavos ?? 0, bank_fee: row.bank_fee_centavos ?? 0,
      promo_code: row.promo_code,
    });
    return withLedger(ctx, sql(ctx, `SELECT ${loanColumns} FROM loan_accounts WHERE id = ?`).get(loanId) as LoanAccount);
  })();
}

/** Total the borrower owes over the life of the loan (principal plus add-on interest), as the ledger counts it. */
export function totalRepayable(loan: LoanAccount): number {
  const cycle = loan.repayment_cycle;
  return isTenure(loan.tenure_months) && isCycle(cycle)
    ? repayment(loan.principal_centavos, basisPoints(loan.interest_rate), loan.tenure_months, cycle).totalRepayment
    : loan.principal_centavos;
}
