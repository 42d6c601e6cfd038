import type { Module, SandboxContext } from '../context';
import { getEwaBalance, type EwaBalance } from '../../src/api/contract/ewa';
import type { Application } from '../../src/api/contract/loans';
import { ewaAvailable, EWA_FEE, EWA_MINIMUM, ewaRefusal, manilaClock, quickLoanRefusal, readAmount } from '../pricing';
import { eligibility } from './loans-eligibility';
import { moveStatus, type ApplicationRow } from './loans-store';
import { automaticallyApproved } from './loans-status';
import { HttpError, serve } from './serve';

/**
 * Earned wage access and insta-funds on the platform: the earned balance (semi-monthly pay periods: paydays on the
 * 15th and the last day of the month), the amount rules checked when a withdrawal or quick loan is created, and
 * the automatic review that approves an EWA withdrawal or an insta-funds activation as soon as it is submitted.
 */
const DEFAULT_MONTHLY_SALARY = 2_000_000;

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The current pay period's first day and its payday (both YYYY-MM-DD, Manila days). */
export function payPeriod(now: number): { start: string; payday: string } {
  const d = manilaClock(now);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  if (d.getUTCDate() <= 15) return { start: iso(new Date(Date.UTC(y, m, 1))), payday: iso(new Date(Date.UTC(y, m, 15))) };
  return { start: iso(new Date(Date.UTC(y, m, 16))), payday: iso(new Date(Date.UTC(y, m + 1, 0))) };
}

/** Half the monthly salary given at activation (what a borrower mid-period has earned), when QA set nothing. */
function earnedOf(ctx: SandboxContext, userId: string): number {
  const set = ctx.db.prepare('SELECT earned_centavos FROM ewa_earnings WHERE user_id = ?').pluck().get(userId) as number | undefined;
  if (set !== undefined) return set;
  const answers = ctx.db
    .prepare(
      `SELECT s.answers FROM application_steps s JOIN applications a ON a.id = s.application_id
        WHERE a.user_id = ? AND a.application_type = 'EWA_ACTIVATION' AND s.step = 'professional-details' ORDER BY a.created_at DESC`,
    )
    .pluck()
    .get(userId) as string | undefined;
  const salary = answers ? readAmount(String((JSON.parse(answers) as Record<string, unknown>).gross_monthly_salary ?? '')) : null;
  return Math.round((salary ?? DEFAULT_MONTHLY_SALARY) / 2);
}

export function ewaBalance(ctx: SandboxContext, userId: string): EwaBalance {
  const { start, payday } = payPeriod(ctx.now());
  // The period starts at Manila midnight of its first day (16:00 UTC the day before); created_at is a UTC instant.
  const startsAt = new Date(Date.parse(`${start}T00:00:00+08:00`)).toISOString();
  const earned = earnedOf(ctx, userId);
  const withdrawn = ctx.db
    .prepare(`SELECT COALESCE(SUM(loan_amount_centavos), 0) FROM applications WHERE user_id = ? AND application_type = 'EWA' AND status != 'CANCELLED' AND created_at >= ?`)
    .pluck()
    .get(userId, startsAt) as number;
  return {
    earned_centavos: earned,
    withdrawn_centavos: withdrawn,
    available_centavos: ewaAvailable(earned, withdrawn),
    min_withdrawal_centavos: EWA_MINIMUM,
    fee_centavos: EWA_FEE,
    next_payday: payday,
  };
}

/** QA and personas: what the borrower has earned so far this period. */
export function setEarned(ctx: SandboxContext, userId: string, earnedCentavos: number): void {
  ctx.db
    .prepare('INSERT INTO ewa_earnings (user_id, earned_centavos, updated_at) VALUES (?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET earned_centavos = excluded.earned_centavos, updated_at = excluded.updated_at')
    .run(userId, earnedCentavos, new Date(ctx.now()).toISOString());
}

/** The amount of a new EWA withdrawal or quick loan, by the same rules the screens show; a 400 on the amount field otherwise. */
export function checkProductAmount(ctx: SandboxContext, userId: string, type: Application['application_type'], amount: number | undefined): void {
  const message =
    type === 'EWA' ? ewaRefusal(amount ?? null, ewaBalance(ctx, userId).available_centavos)
    : type === 'QUICK_LOAN' ? quickLoanRefusal(amount ?? null)
    : null;
  if (message) throw new HttpError(400, 'VALIDATION', 'Some fields need your attention.', { loan_amount_centavos: message });
}

/** The automatic review: what it may decide alone is approved the moment it is submitted. */
export function reviewAutomatically(ctx: SandboxContext, row: ApplicationRow): ApplicationRow {
  if (row.status !== 'SYSTEM_REVIEW' || !automaticallyApproved.includes(row.application_type)) return row;
  return moveStatus(ctx, row.id, 'APPROVED', 'platform');
}

export const registerEwa: Module = (ctx) => {
  serve(ctx, getEwaBalance, ({ user }) => {
    const flag = eligibility(ctx, user.id).ewa;
    if (flag.disabled || !flag.application_types.includes('EWA')) {
      throw new HttpError(409, 'EWA_NOT_ACTIVE', 'Earned wage access is not active for you yet.');
    }
    return ewaBalance(ctx, user.id);
  });
};
