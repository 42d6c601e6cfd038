import type { SandboxContext, SignedInUser } from '../context';
import { HttpError } from './serve';

/**
 * ADAPTER (S3) over S1's applications table (migrations 1NN), which S3 does not own. It discovers the table and
 * column names at run time so documents, offers and recovery work whether or not S1's schema has landed, and
 * keep working if S1 renames product_type to product_type_code. When no applications table exists, ownership
 * cannot be checked and every application id is accepted (the sandbox built in pieces).
 */
export interface ApplicationRow {
  id: string;
  user_id: string;
  status: string;
  product_type: string | null;
}

interface Shape {
  table: string;
  productColumn: string | null;
  statusColumn: string;
}

const shapes = new WeakMap<object, Shape | null>();

function shape(ctx: SandboxContext): Shape | null {
  const cached = shapes.get(ctx.db);
  if (cached !== undefined) return cached;
  let found: Shape | null = null;
  for (const table of ['applications', 'loan_applications']) {
    const cols = (ctx.db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
    if (!cols.includes('id') || !cols.includes('user_id')) continue;
    const statusColumn = ['status', 'application_status'].find((c) => cols.includes(c));
    if (!statusColumn) continue;
    const productColumn = ['product_type', 'product_type_code', 'product'].find((c) => cols.includes(c)) ?? null;
    found = { table, productColumn, statusColumn };
    break;
  }
  // Only remember a hit: S1's migration may not have run yet when the first request arrives in a dev session.
  if (found) shapes.set(ctx.db, found);
  return found;
}

function select(s: Shape): string {
  return `SELECT CAST(id AS TEXT) AS id, CAST(user_id AS TEXT) AS user_id, ${s.statusColumn} AS status, ${s.productColumn ?? 'NULL'} AS product_type FROM ${s.table}`;
}

export function findApplication(ctx: SandboxContext, id: string): ApplicationRow | null | undefined {
  const s = shape(ctx);
  if (!s) return undefined;
  return (ctx.db.prepare(`${select(s)} WHERE CAST(id AS TEXT) = ?`).get(id) as ApplicationRow | undefined) ?? null;
}

export function applicationsOfUser(ctx: SandboxContext, userId: string): ApplicationRow[] {
  const s = shape(ctx);
  if (!s) return [];
  return ctx.db.prepare(`${select(s)} WHERE CAST(user_id AS TEXT) = ?`).all(userId) as ApplicationRow[];
}

/** 404 unless the application exists and is this borrower's (ids of others' applications are not revealed). */
export function requireOwnApplication(ctx: SandboxContext, user: SignedInUser, applicationId: string): ApplicationRow | null {
  const app = findApplication(ctx, applicationId);
  if (app === undefined) return null;
  if (app === null || app.user_id !== user.id) throw new HttpError(404, 'APPLICATION_NOT_FOUND', 'We could not find this application. Go back to Home and open it again.');
  return app;
}

/**
 * First-time borrower: no earlier approved application and no loan on record. Loans seeded by the recovery
 * module (loan_terms) count too.
 */
export function isFirstTimeBorrower(ctx: SandboxContext, userId: string, exceptApplicationId: string): boolean {
  const approved = applicationsOfUser(ctx, userId).some((a) => a.id !== exceptApplicationId && a.status === 'APPROVED');
  if (approved) return false;
  const loans = ctx.db.prepare('SELECT COUNT(*) FROM loan_terms WHERE user_id = ? AND loan_id != ?').pluck().get(userId, exceptApplicationId) as number;
  if (loans > 0) return false;
  // A loan account (seeded personas: reloan, refinance, past due) makes a repeat borrower too.
  const accounts = ctx.db.prepare('SELECT COUNT(*) FROM loan_accounts WHERE user_id = ? AND application_id != ?').pluck().get(userId, exceptApplicationId) as number;
  return accounts === 0;
}

/** S1's missing-selfie flag (applications.missing_selfie), if that column exists. */
export function applicationsFlaggedMissingSelfie(ctx: SandboxContext, userId: string): string[] {
  const s = shape(ctx);
  if (!s) return [];
  const cols = (ctx.db.prepare(`PRAGMA table_info(${s.table})`).all() as { name: string }[]).map((c) => c.name);
  if (!cols.includes('missing_selfie')) return [];
  return ctx.db.prepare(`SELECT CAST(id AS TEXT) FROM ${s.table} WHERE CAST(user_id AS TEXT) = ? AND missing_selfie = 1`).pluck().all(userId) as string[];
}

export interface LoanAccountTerms {
  id: string;
  user_id: string;
  product_type: string;
  principal_centavos: number;
  /** Monthly add-on rate in percent, as S1 stores it. */
  interest_rate: number;
  tenure_months: number;
  repayment_cycle: string;
  disbursed_at: string | null;
  created_at: string;
}

/** S1's disbursed loan account (loan_accounts), read only for its terms. */
export function findLoanAccount(ctx: SandboxContext, loanId: string): LoanAccountTerms | undefined {
  const cols = (ctx.db.prepare('PRAGMA table_info(loan_accounts)').all() as { name: string }[]).map((c) => c.name);
  const needed = ['id', 'user_id', 'product_type', 'principal_centavos', 'interest_rate', 'tenure_months', 'repayment_cycle', 'disbursed_at', 'created_at'];
  if (!needed.every((c) => cols.includes(c))) return undefined;
  return ctx.db.prepare(`SELECT ${needed.join(', ')} FROM loan_accounts WHERE id = ?`).get(loanId) as LoanAccountTerms | undefined;
}
