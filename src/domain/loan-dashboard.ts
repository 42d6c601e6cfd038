import type { Centavos } from './money';

/**
 * What home shows for each of the borrower's loans: balance, the next instalment (date and amount still owed on
 * it) and, when the loan is past due, how many days and the amount due now. Plain shapes (the platform's loan
 * account, schedule and payment dues), so the rule is tested without the API or the screen.
 */
export interface DashboardLoanInput {
  id: string;
  product_type: string;
  status_code: number;
  principal_centavos: Centavos;
  outstanding_balance_centavos: Centavos;
  days_past_due: number;
  delinquency_state: string | null;
}
export interface DashboardScheduleEntry {
  due_date: string;
  amount_centavos: Centavos;
  paid_centavos: Centavos;
  status: string;
}
export interface DashboardDue {
  loan_id: string;
  purpose: string;
  amount_centavos: Centavos;
}

export interface LoanCard {
  id: string;
  productType: string;
  statusCode: number;
  principal: Centavos;
  balance: Centavos;
  /** The next instalment not paid in full that falls due today or later (Manila): never a day already past. */
  nextDue: { date: string; amount: Centavos } | null;
  /** Set when the loan is past due: days and the amount to pay now (the "Past due payment" due). */
  pastDue: { days: number; amount: Centavos | null } | null;
}

/** Loan accounts home shows: to be disbursed (100, 200), active and in transfer (300, 303, 304). */
export const runningLoanCodes: ReadonlySet<number> = new Set([100, 200, 300, 303, 304]);
const disbursedCodes: ReadonlySet<number> = new Set([300, 303, 304]);

/**
 * The next instalment to pay: not paid in full and due `today` (YYYY-MM-DD, Manila) or later. Instalments whose day
 * has passed unpaid are the past-due amount, shown as such, not as the "next" one.
 */
export function nextDue(schedule: readonly DashboardScheduleEntry[], today: string): LoanCard['nextDue'] {
  const open = schedule
    .filter((e) => e.status !== 'COMPLETED' && e.amount_centavos > e.paid_centavos && e.due_date >= today)
    .sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
  return open ? { date: open.due_date, amount: open.amount_centavos - open.paid_centavos } : null;
}

/**
 * One card per running loan, past-due loans first (the borrower must act on them), then by balance. `schedules`
 * may lack a loan whose schedule is still loading: its next due is then unknown (null) until it arrives.
 */
export function loanCards(
  loans: readonly DashboardLoanInput[],
  schedules: ReadonlyMap<string, readonly DashboardScheduleEntry[]>,
  dues: readonly DashboardDue[],
  today: string,
): LoanCard[] {
  return loans
    .filter((l) => runningLoanCodes.has(l.status_code))
    .map((l): LoanCard => {
      const pastDueDue = dues.find((d) => d.loan_id === l.id && d.purpose === 'DEDUCTION' && d.amount_centavos > 0);
      const isPastDue = disbursedCodes.has(l.status_code) && (l.days_past_due > 0 || l.delinquency_state !== null || pastDueDue !== undefined);
      const schedule = schedules.get(l.id);
      return {
        id: l.id,
        productType: l.product_type,
        statusCode: l.status_code,
        principal: l.principal_centavos,
        balance: l.outstanding_balance_centavos,
        nextDue: disbursedCodes.has(l.status_code) && schedule ? nextDue(schedule, today) : null,
        pastDue: isPastDue ? { days: l.days_past_due, amount: pastDueDue?.amount_centavos ?? null } : null,
      };
    })
    .sort((a, b) => Number(b.pastDue !== null) - Number(a.pastDue !== null) || b.balance - a.balance);
}
