import { randomBytes, randomUUID } from 'node:crypto';
import type { SandboxContext } from '../context';
import type { PaymentMethod, PaymentMethodInfo, PaymentPurpose, PaymentStatus, TransactionDetails } from '../../src/api/contract/recovery';
import { providerCodes } from '../../src/api/contract/recovery';
import { basisPoints, paymentPostings, pesos as pesosToCentavos, shareOf, type Centavos, type LoanLedger } from '../pricing';
import { ledgerOf, loanTermsOf, type LoanTermsRow } from './transactions-loans';

/** Provider fees (the spec gives none; sandbox decision, docs/decisions.md). */
export const methodInfo: Record<PaymentMethod, PaymentMethodInfo> = {
  gcash: { method: 'gcash', provider_code: 'GCH', name: 'GCash', fee: { kind: 'percent', percent: 2, minimum_centavos: pesosToCentavos(10) } },
  maya: { method: 'maya', provider_code: 'PMY', name: 'Maya', fee: { kind: 'percent', percent: 1.5, minimum_centavos: pesosToCentavos(10) } },
  gotyme: { method: 'gotyme', provider_code: 'GTME', name: 'GoTyme Bank', fee: { kind: 'fixed', amount_centavos: pesosToCentavos(15) } },
};

export function feeFor(method: PaymentMethod, amount: Centavos): Centavos {
  const fee = methodInfo[method].fee;
  return fee.kind === 'fixed' ? fee.amount_centavos : Math.max(fee.minimum_centavos, shareOf(amount, basisPoints(fee.percent)));
}

export const methodOfProvider = (code: string): PaymentMethod | undefined =>
  (Object.keys(providerCodes) as PaymentMethod[]).find((m) => providerCodes[m] === code);

export interface PaymentRow {
  id: string;
  user_id: string;
  loan_id: string;
  purpose: PaymentPurpose;
  method: PaymentMethod;
  provider_code: 'GCH' | 'PMY' | 'GTME';
  amount: number;
  fee: number;
  status: PaymentStatus;
  reference: string;
  created_at: string;
  updated_at: string;
}

export const toTransactionDetails = (p: PaymentRow): TransactionDetails => ({
  payment_id: p.id,
  loan_id: p.loan_id,
  purpose: p.purpose,
  method: p.method,
  provider_code: p.provider_code,
  status: p.status,
  amount_centavos: p.amount,
  fee_centavos: p.fee,
  total_centavos: p.amount + p.fee,
  reference: p.reference,
  created_at: p.created_at,
  updated_at: p.updated_at,
});

export const findPayment = (ctx: SandboxContext, id: string) =>
  ctx.db.prepare('SELECT * FROM payments WHERE id = ?').get(id) as PaymentRow | undefined;

/**
 * Whether a loan is in recovery: something has fallen due unpaid, or a collector holds it; and something is owed.
 * Only such loans are asked the recovery purposes (RECOVERY, DEDUCTION).
 */
export const inRecovery = (loan: LoanTermsRow, ledger: LoanLedger) => ledger.balance > 0 && (ledger.pastDue > 0 || loan.collector_type !== null);

/** Disbursed: a loan account at 300 or beyond (100/200 are still to be disbursed), or terms recorded without one. */
const disbursed = (ctx: SandboxContext, loanId: string) => {
  const code = ctx.db.prepare('SELECT status_code FROM loan_accounts WHERE id = ?').pluck().get(loanId) as number | undefined;
  return code === undefined || code >= 300;
};

/**
 * What is due by purpose, from the loan's ledger (never stored): ADMIN the payoff amount (the balance less interest
 * not yet due: pre-termination, offered for every disbursed loan with a balance); for loans in recovery also
 * RECOVERY the outstanding balance and DEDUCTION what is past due.
 */
export function duesOf(ctx: SandboxContext, loanId: string): Record<PaymentPurpose, Centavos> {
  const loan = loanTermsOf(ctx, loanId);
  const ledger = loan && ledgerOf(ctx, loan);
  if (!loan || !ledger || ledger.balance <= 0 || !disbursed(ctx, loanId)) return { RECOVERY: 0, DEDUCTION: 0, ADMIN: 0 };
  const recovering = inRecovery(loan, ledger);
  return { RECOVERY: recovering ? ledger.balance : 0, DEDUCTION: recovering ? ledger.pastDue : 0, ADMIN: ledger.payoff };
}

export function createPayment(ctx: SandboxContext, input: Pick<PaymentRow, 'user_id' | 'loan_id' | 'purpose' | 'method' | 'amount'>): PaymentRow {
  const now = new Date(ctx.now()).toISOString();
  const row: PaymentRow = {
    ...input,
    id: randomUUID(),
    provider_code: providerCodes[input.method],
    fee: feeFor(input.method, input.amount),
    status: 'PENDING',
    reference: `LKB-${randomBytes(5).toString('hex').toUpperCase()}`,
    created_at: now,
    updated_at: now,
  };
  ctx.db
    .prepare(`INSERT INTO payments (id, user_id, loan_id, purpose, method, provider_code, amount, fee, status, reference, created_at, updated_at)
      VALUES (@id, @user_id, @loan_id, @purpose, @method, @provider_code, @amount, @fee, @status, @reference, @created_at, @updated_at)`)
    .run(row);
  return row;
}

const purposeLabel: Record<PaymentPurpose, string> = { RECOVERY: 'Recovery', DEDUCTION: 'Past due payment', ADMIN: 'Pre-terminate Loan' };

/**
 * Moves an open payment (PENDING/PROCESSING) to a new status. A SUCCESSFUL payment is posted to the loan's
 * ledger, in one db transaction. A payment that already ended is left alone, so a
 * provider callback replayed by the browser cannot pay twice.
 */
export function settlePayment(ctx: SandboxContext, id: string, status: PaymentStatus): PaymentRow | undefined {
  return ctx.db.transaction(() => {
    const p = findPayment(ctx, id);
    if (!p || (p.status !== 'PENDING' && p.status !== 'PROCESSING')) return p;
    const now = new Date(ctx.now()).toISOString();
    ctx.db.prepare('UPDATE payments SET status = ?, updated_at = ? WHERE id = ?').run(status, now, id);
    if (status === 'SUCCESSFUL') {
      // The ledger moves: a PAYMENT credit, and a payoff (ADMIN) also waives the interest not yet due, so the
      // balance, past due, schedule and status code (600 once nothing is owed) all follow from the transactions.
      const loan = loanTermsOf(ctx, p.loan_id);
      const ledger = loan ? ledgerOf(ctx, loan) : undefined;
      const postings = ledger ? paymentPostings(ledger, p.amount, p.purpose === 'ADMIN') : [{ type: 'PAYMENT', amount: p.amount }];
      for (const t of postings) {
        const description = t.type === 'PAYMENT'
          ? `${purposeLabel[p.purpose]} via ${methodInfo[p.method].name} (${p.reference})`
          : `Interest not yet due, waived on paying off early (${p.reference})`;
        ctx.db
          .prepare('INSERT INTO loan_transactions (id, loan_id, user_id, type, amount, occurred_at, description) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(randomUUID(), p.loan_id, p.user_id, t.type, t.amount, now, description);
      }
    }
    return findPayment(ctx, id);
  })();
}
