import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPastDue } from '../../sandbox/platform/recovery';
import { createPayment, duesOf, settlePayment } from '../../sandbox/platform/recovery-store';
import { addTransaction, requireLoan, scheduleOf } from '../../sandbox/platform/transactions-loans';
import { userLoans } from '../../sandbox/platform/loans-store';
import * as recovery from '../../src/api/contract/recovery';
import { failure, startS3, type S3Borrower, type S3Harness } from './documents-harness';

let h: S3Harness;
beforeAll(async () => {
  h = await startS3();
});
afterAll(() => h.close());

async function pastDue(amount = 450_000): Promise<{ b: S3Borrower; loanId: string }> {
  const b = await h.borrower();
  const loanId = `loan-${b.id.slice(0, 8)}`;
  seedPastDue(h.sandbox.ctx, { userId: b.id, loanId, amount });
  return { b, loanId };
}

describe('recovery payment details and methods', () => {
  it('lists what is due by purpose: past due, outstanding balance and payoff', async () => {
    const { b, loanId } = await pastDue(450_000);
    const details = await b.api(recovery.paymentDetails, { query: {} });
    const byPurpose = Object.fromEntries(details.dues.map((d) => [d.purpose, d.amount_centavos]));
    expect(details.dues.every((d) => d.loan_id === loanId)).toBe(true);
    expect(byPurpose.DEDUCTION).toBe(450_000);
    expect(byPurpose.RECOVERY).toBeGreaterThan(450_000);
    expect(byPurpose.ADMIN).toBeGreaterThanOrEqual(450_000);
    expect(byPurpose.ADMIN).toBeLessThan(byPurpose.RECOVERY!); // paying off early waives interest not yet due
    expect(details.deposit_amount_centavos).toBe(450_000);
    expect((await b.api(recovery.paymentDetails, { query: { loan_id: loanId } })).dues).toEqual(details.dues);
    const stranger = await h.borrower();
    expect((await stranger.api(recovery.paymentDetails, { query: {} })).dues).toEqual([]);
    expect((await failure(stranger.api(recovery.paymentDetails, { query: { loan_id: loanId } }))).httpStatus).toBe(404);
  });

  it('offers gcash, maya and gotyme with provider codes and fees', async () => {
    const b = await h.borrower();
    const { methods } = await b.api(recovery.paymentMethodList, {});
    expect(methods.map((m) => [m.method, m.provider_code])).toEqual([['gcash', 'GCH'], ['maya', 'PMY'], ['gotyme', 'GTME']]);
    const fee = (method: string, amount: string) => b.api(recovery.paymentMethodFee, { params: { method }, query: { amount_centavos: amount } });
    expect(await fee('gcash', '450000')).toEqual({ method: 'gcash', provider_code: 'GCH', fee_centavos: 9_000, total_centavos: 459_000 });
    expect((await fee('gcash', '10000')).fee_centavos).toBe(1_000); // ₱10 minimum
    expect((await fee('maya', '450000')).fee_centavos).toBe(6_750);
    expect((await fee('gotyme', '450000')).fee_centavos).toBe(1_500);
    expect((await failure(fee('paypal', '450000'))).httpStatus).toBe(404);
    expect((await failure(fee('gcash', 'abc'))).fields).toHaveProperty('amount_centavos');
  });
});

describe('submit payment request', () => {
  it('answers an auth link to the provider page, idempotently', async () => {
    const { b, loanId } = await pastDue();
    const body = { loan_id: loanId, purpose: 'DEDUCTION' as const, method: 'maya' as const, amount_centavos: 450_000 };
    const [one, two] = await Promise.all([
      b.api(recovery.submitPaymentRequest, { body, idempotencyKey: 'pay-1' }),
      b.api(recovery.submitPaymentRequest, { body, idempotencyKey: 'pay-1' }),
    ]);
    expect(two.payment_id).toBe(one.payment_id);
    expect(one.status).toBe('PENDING');
    expect(one.redirect_url).toBe(`${h.origin}/sandbox/provider/PMY/${one.payment_id}`);
    expect(h.sandbox.ctx.db.prepare('SELECT COUNT(*) FROM payments WHERE user_id = ?').pluck().get(b.id)).toBe(1);
    const status = await b.api(recovery.transactionStatus, { params: { paymentId: one.payment_id } });
    expect(status).toMatchObject({ status: 'PENDING', amount_centavos: 450_000, fee_centavos: 6_750, total_centavos: 456_750, provider_code: 'PMY', purpose: 'DEDUCTION' });
    const stranger = await h.borrower();
    expect((await failure(stranger.api(recovery.transactionStatus, { params: { paymentId: one.payment_id } }))).httpStatus).toBe(404);
  });

  it('refuses more than is due, and purposes with nothing due', async () => {
    const { b, loanId } = await pastDue(100_000);
    const over = await failure(b.api(recovery.submitPaymentRequest, { body: { loan_id: loanId, purpose: 'DEDUCTION', method: 'gcash', amount_centavos: 100_001 } }));
    expect(over.fields.amount_centavos).toBe('You can pay at most ₱1,000.00.');
    // The employer's late deduction arrives: nothing is past due any more (the ledger, not a stored due, says so).
    addTransaction(h.sandbox.ctx, { loanId, userId: b.id, type: 'PAYROLL_DEDUCTION', amount: 100_000, occurredAt: new Date().toISOString(), description: 'Late deduction' });
    const none = await failure(b.api(recovery.submitPaymentRequest, { body: { loan_id: loanId, purpose: 'DEDUCTION', method: 'gcash', amount_centavos: 100 } }));
    expect(none.code).toBe('NOTHING_DUE');
    const bad = await failure(b.api(recovery.submitPaymentRequest, { body: { loan_id: loanId, purpose: 'DEDUCTION', method: 'cash' as 'gcash', amount_centavos: 100 } }));
    expect(bad.fields.method).toBe('Choose GCash, Maya or GoTyme.');
  });

  it('the past-due persona: loan account, dues, schedule and transactions agree; paying the payoff closes the loan (600)', async () => {
    const ctx = h.sandbox.ctx;
    const res = await fetch(`${h.origin}/sandbox/api/personas`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'past-due' }) });
    const persona = (await res.json()) as { userId: string; loanId: string };
    const [loan] = userLoans(ctx, persona.userId);
    const dues = duesOf(ctx, persona.loanId);
    const terms = requireLoan(ctx, persona.userId, persona.loanId);
    const schedule = scheduleOf(ctx, terms);
    const paid = (ctx.db.prepare('SELECT COALESCE(SUM(amount), 0) FROM loan_transactions WHERE loan_id = ?').pluck().get(persona.loanId) as number);
    const total = schedule.reduce((a, e) => a + e.amount_centavos, 0);
    const today = new Date(ctx.now()).toISOString().slice(0, 10);
    const oldestUnpaid = schedule.find((e) => e.paid_centavos < e.amount_centavos)!;
    expect(paid).toBeGreaterThan(0);
    expect(dues.DEDUCTION).toBe(450_000);
    expect(loan).toMatchObject({ id: persona.loanId, status_code: 300, outstanding_balance_centavos: total - paid, delinquency_state: 'DELINQUENT' });
    expect(dues.RECOVERY).toBe(loan!.outstanding_balance_centavos);
    expect(dues.ADMIN).toBeLessThan(dues.RECOVERY);
    expect(oldestUnpaid.due_date < today).toBe(true);
    expect(loan!.days_past_due).toBe(Math.round((Date.parse(today) - Date.parse(oldestUnpaid.due_date)) / 86_400_000));

    const payment = createPayment(ctx, { user_id: persona.userId, loan_id: persona.loanId, purpose: 'ADMIN', method: 'gotyme', amount: dues.ADMIN });
    settlePayment(ctx, payment.id, 'SUCCESSFUL');
    expect(userLoans(ctx, persona.userId)[0]).toMatchObject({ status_code: 600, outstanding_balance_centavos: 0, days_past_due: 0, delinquency_state: null });
    expect(duesOf(ctx, persona.loanId)).toEqual({ RECOVERY: 0, DEDUCTION: 0, ADMIN: 0 });
    expect(scheduleOf(ctx, terms).every((e) => e.status === 'COMPLETED')).toBe(true);
    const types = ctx.db.prepare('SELECT type FROM loan_transactions WHERE loan_id = ? ORDER BY rowid DESC LIMIT 2').pluck().all(persona.loanId);
    expect(types.sort()).toEqual(['INTEREST_WAIVE', 'PAYMENT']);
  });
});
