import { addDays, dayNumber } from './days';
import type { Centavos } from './money';
import { instalmentsOf, type BookedTerms } from './schedule';

/**
 * A booked loan's ledger: its terms and its transactions are the only inputs; the schedule with what each instalment
 * has received, the balance, what is past due and since when, the payoff amount and the loan account status code
 * (spec §4: 300 active, 600 closed obligations met, 700 overpaid) are derived here, once, in integer centavos.
 * Platform logic: the app shows what the platform answers and never runs this.
 */

/** Money towards the loan (spec §4 transaction types); PAYMENT_REFUND is money back to the borrower. */
export const CREDIT_TYPES: readonly string[] = [
  'PAYROLL_DEDUCTION', 'INDIVIDUAL', 'PAYMENT', 'REFINANCE_PAYMENT', 'REISSUE_TRANSFER', 'INTEREST_WAIVE', 'PRINCIPAL_WRITE_OFF',
];
export const REFUND_TYPE = 'PAYMENT_REFUND';

export interface Posting {
  type: string;
  amount: Centavos;
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

export interface LoanLedger {
  schedule: LedgerInstalment[];
  principal: Centavos;
  interest: Centavos;
  totalRepayable: Centavos;
  /** Credits less refunds. */
  paid: Centavos;
  /** Still owed: max(0, total − paid) ("Outstanding Balance"). */
  balance: Centavos;
  overpaid: Centavos;
  /** Unpaid parts of instalments whose due date has passed ("Pending Due"). */
  pastDue: Centavos;
  daysPastDue: number;
  oldestUnpaidDueDate: string | null;
  /** The balance less the unpaid interest of instalments not yet due ("Final Payoff Amount"). */
  payoff: Centavos;
  /** Interest a payoff today waives (balance − payoff). */
  waivableInterest: Centavos;
  /** The next instalment due today or later with something left to pay; what fell due before is `pastDue`. */
  nextDue: { dueDate: string; amount: Centavos } | null;
  statusCode: 300 | 600 | 700;
}

export interface LedgerOptions {
  /** A provider payment is open: the first unpaid instalment shows PROCESSING. */
  openPayment?: boolean;
  /** Days before a due date when the deduction is requested from the employer (REQUESTED). */
  requestLeadDays?: number;
}

export function netPaid(postings: readonly Posting[]): Centavos {
  return postings.reduce((sum, p) => sum + (CREDIT_TYPES.includes(p.type) ? p.amount : p.type === REFUND_TYPE ? -p.amount : 0), 0);
}

/** The ledger on `today` (a Manila day, YYYY-MM-DD). An instalment is past due from the day after its due date. */
export function loanLedger(terms: BookedTerms, postings: readonly Posting[], today: string, opts: LedgerOptions = {}): LoanLedger {
  const entries = instalmentsOf(terms);
  const paid = netPaid(postings);
  const principal = entries.reduce((a, e) => a + e.principal, 0);
  const interest = entries.reduce((a, e) => a + e.interest, 0);
  const totalRepayable = principal + interest;
  const horizon = addDays(today, opts.requestLeadDays ?? 7);
  let credit = Math.max(0, paid);
  let pastDue = 0;
  let waivableInterest = 0;
  let oldestUnpaidDueDate: string | null = null;
  let nextDue: LoanLedger['nextDue'] = null;
  let openShown = false;
  const schedule = entries.map((e): LedgerInstalment => {
    const got = Math.min(e.amount, credit);
    credit -= got;
    const unpaid = e.amount - got;
    let status: InstalmentStatus = 'COMPLETED';
    if (unpaid > 0) {
      if (e.dueDate < today) {
        pastDue += unpaid;
        oldestUnpaidDueDate ??= e.dueDate;
      } else {
        // A payment covers an instalment's interest first: what stays unpaid of it is what paying off early waives.
        waivableInterest += Math.max(0, e.interest - got);
        nextDue ??= { dueDate: e.dueDate, amount: unpaid };
      }
      status = !openShown && opts.openPayment ? 'PROCESSING' : e.dueDate <= horizon ? 'REQUESTED' : 'UPCOMING';
      openShown = true;
    }
    return { ...e, paid: got, status };
  });
  const balance = Math.max(0, totalRepayable - paid);
  const overpaid = Math.max(0, paid - totalRepayable);
  return {
    schedule, principal, interest, totalRepayable, paid, balance, overpaid, pastDue,
    daysPastDue: oldestUnpaidDueDate ? dayNumber(today) - dayNumber(oldestUnpaidDueDate) : 0,
    oldestUnpaidDueDate,
    payoff: balance - waivableInterest,
    waivableInterest,
    nextDue,
    statusCode: overpaid > 0 ? 700 : balance === 0 ? 600 : 300,
  };
}

/** A payment's postings: a PAYMENT credit; one reaching the payoff amount of a payoff also waives the interest not yet due. */
export function paymentPostings(ledger: LoanLedger, amount: Centavos, payoff: boolean): Posting[] {
  const out: Posting[] = [{ type: 'PAYMENT', amount }];
  if (payoff && ledger.waivableInterest > 0 && amount >= ledger.payoff) out.push({ type: 'INTEREST_WAIVE', amount: ledger.waivableInterest });
  return out;
}

/** A refinance's postings on the loan it pays off: the payoff (REFINANCE_PAYMENT) and the interest it waives, closing it at 0. */
export function refinancePostings(ledger: LoanLedger): Posting[] {
  if (ledger.balance === 0) return [];
  const out: Posting[] = [{ type: 'REFINANCE_PAYMENT', amount: ledger.payoff }];
  if (ledger.waivableInterest > 0) out.push({ type: 'INTEREST_WAIVE', amount: ledger.waivableInterest });
  return out;
}

/** Payroll deductions that leave exactly `pastDue` of what fell due before `today` unpaid (oldest paid first). */
export function deductionsLeaving(terms: BookedTerms, today: string, pastDue: Centavos): { dueDate: string; number: number; amount: Centavos }[] {
  const due = instalmentsOf(terms).filter((e) => e.dueDate < today);
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
