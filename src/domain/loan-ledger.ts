import type { Centavos } from './money';
import { repaymentSchedule, type LoanTerms } from './loan-math';

/**
 * A loan's ledger: its terms and its transactions are the only inputs; the schedule with what each instalment
 * has received, the balance, what is past due and since when, the payoff amount and the loan account status code
 * (spec §4: 300 active, 600 closed obligations met, 700 overpaid) are all derived here, once, in integer centavos.
 * The sandbox stores terms and transactions and reads every figure through this; the app shows what it answers.
 */

/** Money towards the loan (spec §4 transaction types); PAYMENT_REFUND is money back to the borrower. */
export const creditTypes = [
  'PAYROLL_DEDUCTION', 'INDIVIDUAL', 'PAYMENT', 'REFINANCE_PAYMENT', 'REISSUE_TRANSFER', 'INTEREST_WAIVE', 'PRINCIPAL_WRITE_OFF',
] as const;
export const REFUND_TYPE = 'PAYMENT_REFUND';

export interface LedgerTransaction {
  type: string;
  amount: Centavos;
}

export interface LedgerTerms extends LoanTerms {
  /** YYYY-MM-DD the loan was released; the first instalment falls one cycle later. */
  releasedOn: string;
}

export type InstalmentStatus = 'UPCOMING' | 'REQUESTED' | 'PROCESSING' | 'COMPLETED';

export interface LedgerInstalment {
  number: number;
  dueDate: string;
  amount: Centavos;
  principal: Centavos;
  interest: Centavos;
  /** What this instalment has received: credits fill instalments in order. */
  paid: Centavos;
  status: InstalmentStatus;
}

export type LedgerStatusCode = 300 | 600 | 700;

export interface LoanLedger {
  schedule: LedgerInstalment[];
  principal: Centavos;
  interest: Centavos;
  /** principal + interest */
  totalRepayable: Centavos;
  /** Credits less refunds. */
  paid: Centavos;
  /** What is still owed: max(0, total − paid) ("Outstanding Balance"). */
  balance: Centavos;
  /** Paid beyond the total (status 700). */
  overpaid: Centavos;
  /** Unpaid parts of instalments whose due date has passed ("Pending Due"). */
  pastDue: Centavos;
  /** Days since the oldest unpaid instalment fell due; 0 when nothing is overdue. */
  daysPastDue: number;
  /** Oldest unpaid instalment that has fallen due, if any. */
  oldestUnpaidDueDate: string | null;
  /** The balance less interest of instalments not yet due ("Final Payoff Amount": paying early waives it). */
  payoff: Centavos;
  /** Interest a payoff today waives (balance − payoff). */
  waivableInterest: Centavos;
  /** Next instalment with something left to pay. */
  nextDue: { dueDate: string; amount: Centavos } | null;
  statusCode: LedgerStatusCode;
}

export interface LedgerOptions {
  /** A provider payment is open: the first unpaid instalment shows PROCESSING. */
  openPayment?: boolean;
  /** Days before a due date when the deduction is requested from the employer (REQUESTED). */
  requestLeadDays?: number;
}

const DAY = 86_400_000;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY);
const dayString = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

/** Net credit of a list of transactions: credits less refunds (other types do not move the balance). */
export function netPaid(transactions: readonly LedgerTransaction[]): Centavos {
  let paid = 0;
  for (const t of transactions) {
    if ((creditTypes as readonly string[]).includes(t.type)) paid += t.amount;
    else if (t.type === REFUND_TYPE) paid -= t.amount;
  }
  return paid;
}

/** The ledger of a loan on `today` (YYYY-MM-DD). */
export function loanLedger(terms: LedgerTerms, transactions: readonly LedgerTransaction[], today: string, opts: LedgerOptions = {}): LoanLedger {
  const entries = repaymentSchedule(terms, terms.releasedOn);
  const paid = netPaid(transactions);
  const principal = entries.reduce((a, e) => a + e.principal, 0);
  const interest = entries.reduce((a, e) => a + e.interest, 0);
  const totalRepayable = principal + interest;
  const todayN = dayNumber(today);
  const horizon = dayString(todayN + (opts.requestLeadDays ?? 7));

  let credit = Math.max(0, paid);
  let firstUnpaidSeen = false;
  let pastDue = 0;
  let waivableInterest = 0;
  let oldestUnpaidDueDate: string | null = null;
  let nextDue: LoanLedger['nextDue'] = null;
  const schedule = entries.map((e): LedgerInstalment => {
    const got = Math.min(e.amount, credit);
    credit -= got;
    const unpaid = e.amount - got;
    const overdue = dayNumber(e.dueDate) < todayN;
    if (unpaid > 0) {
      if (overdue) {
        pastDue += unpaid;
        oldestUnpaidDueDate ??= e.dueDate;
      } else {
        // A payment covers an instalment's interest first: what is left unpaid of it is what an early payoff waives.
        waivableInterest += Math.max(0, e.interest - got);
      }
      nextDue ??= { dueDate: e.dueDate, amount: unpaid };
    }
    let status: InstalmentStatus = 'UPCOMING';
    if (unpaid === 0) status = 'COMPLETED';
    else if (!firstUnpaidSeen && opts.openPayment) status = 'PROCESSING';
    else if (e.dueDate <= horizon) status = 'REQUESTED';
    if (status !== 'COMPLETED') firstUnpaidSeen = true;
    return { number: e.number, dueDate: e.dueDate, amount: e.amount, principal: e.principal, interest: e.interest, paid: got, status };
  });

  const balance = Math.max(0, totalRepayable - paid);
  const overpaid = Math.max(0, paid - totalRepayable);
  return {
    schedule,
    principal,
    interest,
    totalRepayable,
    paid,
    balance,
    overpaid,
    pastDue,
    daysPastDue: oldestUnpaidDueDate ? todayN - dayNumber(oldestUnpaidDueDate) : 0,
    oldestUnpaidDueDate,
    payoff: balance - waivableInterest,
    waivableInterest,
    nextDue,
    statusCode: overpaid > 0 ? 700 : balance === 0 ? 600 : 300,
  };
}

/**
 * What a successful payment posts to the ledger. Any payment is a PAYMENT credit; a payment that reaches the
 * payoff amount also waives the interest not yet due (INTEREST_WAIVE), so the loan closes (600).
 */
export function paymentPostings(ledger: LoanLedger, amount: Centavos, payoff: boolean): LedgerTransaction[] {
  const out: LedgerTransaction[] = [{ type: 'PAYMENT', amount }];
  if (payoff && ledger.waivableInterest > 0 && amount >= ledger.payoff) out.push({ type: 'INTEREST_WAIVE', amount: ledger.waivableInterest });
  return out;
}

/** Payroll deductions that leave exactly `pastDue` of what has fallen due by `today` unpaid (oldest paid first). */
export function deductionsLeaving(terms: LedgerTerms, today: string, pastDue: Centavos): { dueDate: string; number: number; amount: Centavos }[] {
  const todayN = dayNumber(today);
  const due = repaymentSchedule(terms, terms.releasedOn).filter((e) => dayNumber(e.dueDate) < todayN);
  let toPay = Math.max(0, due.reduce((a, e) => a + e.amount, 0) - pastDue);
  const out: { dueDate: string; number: number; amount: Centavos }[] = [];
  for (const e of due) {
    if (toPay <= 0) break;
    const part = Math.min(toPay, e.amount);
    out.push({ dueDate: e.dueDate, number: e.number, amount: part });
    toPay -= part;
  }
  return out;
}
