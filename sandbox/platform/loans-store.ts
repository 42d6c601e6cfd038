import { randomUUID } from 'node:crypto';
import type { SandboxContext } from '../context';
import type { Application, ApplicationStatus, LoanAccount } from '../../src/api/contract/loans';
import { canTransition, type Actor } from './loans-status';
import { sql } from './company-cache';
import { HttpError } from './serve';
import { ledgerOf, loanTermsOf, recordLoanTerms } from './transactions-loans';
import { estimateRepayment, isTenure, repaymentCycles, type RepaymentCycle } from '../../src/domain/loan-math';
import { percentOf } from '../../src/domain/money';

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
 * A loan account with its figures from the ledger (src/domain/loan-ledger.ts over the loan's terms and
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
    // Activations open no account, and an EWA withdrawal is repaid on payday (src/domain/ewa.ts), not as a loan.
    if (to === 'APPROVED' && opensLoanAccount(row.application_type)) openLoanAccount(ctx, findApplicationRow(ctx, id)!, 100);
    // The lender's decisions reach the borrower as notifications; their own actions need none.
    if (actor === 'platform') {
      ctx.db
        .prepare('INSERT INTO notifications (id, user_id, title, body, read, created_at) VALUES (?, ?, ?, ?, 0, ?)')
        .run(randomUUID(), row.user_id, 'Application update', statusNotice[to], at);
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

/** Monthly add-on interest the sandbox prices regular loans at (promos are the offers group's business). */
export const REGULAR_MONTHLY_RATE = 2.5;

/**
 * Opens the loan account of an approved application. From 300 (disbursed) on, the loan's terms go to its ledger
 * (released on `releasedOn`, today by default), so every figure of it is derived from its transactions.
 */
export function openLoanAccount(
  ctx: SandboxContext,
  app: ApplicationRow,
  statusCode: LoanAccount['status_code'],
  opts: { releasedOn?: string } = {},
): LoanAccount {
  const id = randomUUID();
  const at = new Date(ctx.now()).toISOString();
  const principal = app.loan_amount_centavos ?? 2_000_000;
  const tenure = app.tenure_months ?? 12;
  const cycle = app.repayment_cycle ?? '1 Month';
  const total = totalOf(principal, REGULAR_MONTHLY_RATE, tenure, cycle);
  const disbursed = statusCode >= 300 ? (opts.releasedOn ? `${opts.releasedOn}T02:00:00.000Z` : at) : null;
  ctx.db
    .prepare(
      `INSERT INTO loan_accounts (id, user_id, application_id, product_type, status_code, principal_centavos,
        outstanding_balance_centavos, interest_rate, tenure_months, repayment_cycle, disbursed_at, delinquency_state,
        days_past_due, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(id, app.user_id, app.id, app.product_type, statusCode, principal, total, REGULAR_MONTHLY_RATE, tenure, cycle, disbursed, null, 0, disbursed ?? at);
  if (disbursed && isTenure(tenure)) {
    recordLoanTerms(ctx, {
      loan_id: id, user_id: app.user_id, product_type: app.product_type, principal, monthly_interest_percent: REGULAR_MONTHLY_RATE,
      tenure_months: tenure, repayment_cycle: cycle, released_on: disbursed.slice(0, 10),
    });
  }
  return withLedger(ctx, sql(ctx, `SELECT ${loanColumns} FROM loan_accounts WHERE id = ?`).get(id) as LoanAccount);
}

const totalOf = (principal: number, rate: number, tenure: number, cycle: string) =>
  isTenure(tenure) && (repaymentCycles as readonly string[]).includes(cycle)
    ? estimateRepayment({ principal, monthlyInterestPercent: rate, tenureMonths: tenure, cycle: cycle as RepaymentCycle }).totalRepayment
    : principal + percentOf(principal, rate * tenure);

/** Total the borrower owes over the life of the loan (principal plus add-on interest), as the ledger counts it. */
export function totalRepayable(loan: LoanAccount): number {
  return totalOf(loan.principal_centavos, loan.interest_rate, loan.tenure_months, loan.repayment_cycle);
}
