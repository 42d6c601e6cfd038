import { randomBytes, randomUUID } from 'node:crypto';
import type { SandboxContext } from '../context';
import type { PaymentMethod, PaymentMethodInfo, PaymentPurpose, PaymentStatus, TransactionDetails } from '../../src/api/contract/recovery';
import { providerCodes } from '../../src/api/contract/recovery';
import { percentOf, pesosToCentavos, type Centavos } from '../../src/domain/money';

/** Provider fees (the spec gives none; sandbox decision, docs/decisions.md). */
export const methodInfo: Record<PaymentMethod, PaymentMethodInfo> = {
  gcash: { method: 'gcash', provider_code: 'GCH', name: 'GCash', fee: { kind: 'percent', percent: 2, minimum_centavos: pesosToCentavos(10) } },
  maya: { method: 'maya', provider_code: 'PMY', name: 'Maya', fee: { kind: 'percent', percent: 1.5, minimum_centavos: pesosToCentavos(10) } },
  gotyme: { method: 'gotyme', provider_code: 'GTME', name: 'GoTyme Bank', fee: { kind: 'fixed', amount_centavos: pesosToCentavos(15) } },
};

export function feeFor(method: PaymentMethod, amount: Centavos): Centavos {
  const fee = methodInfo[method].fee;
  return fee.kind === 'fixed' ? fee.amount_centavos : Math.max(fee.minimum_centavos, percentOf(amount, fee.percent));
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

export function duesOf(ctx: SandboxContext, loanId: string): Record<PaymentPurpose, Centavos> {
  const rows = ctx.db.prepare('SELECT purpose, amount FROM recovery_dues WHERE loan_id = ?').all(loanId) as { purpose: PaymentPurpose; amount: number }[];
  const out: Record<PaymentPurpose, Centavos> = { RECOVERY: 0, DEDUCTION: 0, ADMIN: 0 };
  for (const r of rows) out[r.purpose] = r.amount;
  return out;
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
 * Moves an open payment (PENDING/PROCESSING) to a new status. A SUCCESSFUL payment lowers what is due and is
 * recorded as a PAYMENT transaction, in one db transaction. A payment that already ended is left alone, so a
 * provider callback replayed by the browser cannot pay twice.
 */
export function settlePayment(ctx: SandboxContext, id: string, status: PaymentStatus): PaymentRow | undefined {
  return ctx.db.transaction(() => {
    const p = findPayment(ctx, id);
    if (!p || (p.status !== 'PENDING' && p.status !== 'PROCESSING')) return p;
    const now = new Date(ctx.now()).toISOString();
    ctx.db.prepare('UPDATE payments SET status = ?, updated_at = ? WHERE id = ?').run(status, now, id);
    if (status === 'SUCCESSFUL') {
      if (p.purpose === 'ADMIN') {
        // Pre-termination pays the loan off: nothing stays due.
        ctx.db.prepare('UPDATE recovery_dues SET amount = 0 WHERE loan_id = ?').run(p.loan_id);
      } else {
        // Any payment reduces the outstanding balance, the past due part first, and the payoff amount.
        ctx.db.prepare('UPDATE recovery_dues SET amount = MAX(0, amount - ?) WHERE loan_id = ?').run(p.amount, p.loan_id);
      }
      ctx.db
        .prepare('INSERT INTO loan_transactions (id, loan_id, user_id, type, amount, occurred_at, description) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(randomUUID(), p.loan_id, p.user_id, 'PAYMENT', p.amount, now, `${purposeLabel[p.purpose]} via ${methodInfo[p.method].name} (${p.reference})`);
    }
    return findPayment(ctx, id);
  })();
}
