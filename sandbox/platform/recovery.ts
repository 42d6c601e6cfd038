import type { Module, SandboxContext } from '../context';
import * as contract from '../../src/api/contract/recovery';
import { paymentMethods, paymentPurposes } from '../../src/api/contract/recovery';
import { formatPeso, pesosToCentavos, type Centavos } from '../../src/domain/money';
import { serve as route } from './serve';
import { createPayment, duesOf, feeFor, findPayment, methodInfo, toTransactionDetails } from './recovery-store';
import { HttpError } from './serve';
import { addTransaction, recordLoanTerms, requireLoan, scheduleOf, termsFromLoanAccount } from './transactions-loans';

/**
 * For S1's "past due with a recovery payment" persona: a loan released four months ago whose latest payroll
 * deductions were missed, leaving `amount` centavos past due. Takes the terms of S1's loan account (or makes
 * up a ₱10,000+ loan when there is none), records the payroll deductions that did arrive, and sets the three
 * dues of spec §4 (past due, outstanding balance, payoff).
 */
export function seedPastDue(ctx: SandboxContext, input: { userId: string; loanId: string; amount: Centavos }): void {
  ctx.db.transaction(() => {
    const exists = ctx.db.prepare('SELECT 1 FROM loan_terms WHERE loan_id = ?').get(input.loanId);
    const released = new Date(ctx.now());
    released.setUTCMonth(released.getUTCMonth() - 4);
    const account = exists ? undefined : termsFromLoanAccount(ctx, input.loanId);
    if (account) {
      recordLoanTerms(ctx, { ...account, remittance_status: 'FAILED', collector_type: 'RECOVERY' });
    } else if (!exists) {
      recordLoanTerms(ctx, {
        loan_id: input.loanId,
        user_id: input.userId,
        principal: Math.max(pesosToCentavos(10_000), Math.ceil((input.amount * 4) / 100_000) * 100_000),
        monthly_interest_percent: 2.99,
        tenure_months: 12,
        repayment_cycle: '1 Semi Month',
        released_on: released.toISOString().slice(0, 10),
        remittance_status: 'FAILED',
        collector_type: 'RECOVERY',
      });
    }
    const loan = requireLoan(ctx, input.userId, input.loanId);
    const today = new Date(ctx.now()).toISOString().slice(0, 10);
    const schedule = scheduleOf(ctx, loan);
    const dueSoFar = schedule.filter((e) => e.due_date <= today).reduce((a, e) => a + e.amount_centavos - e.paid_centavos, 0);
    // Pay instalments in order until only `amount` of what has fallen due is left unpaid.
    let toPay = Math.max(0, dueSoFar - input.amount);
    for (const e of schedule) {
      if (toPay <= 0 || e.due_date > today) break;
      const part = Math.min(toPay, e.amount_centavos - e.paid_centavos);
      if (part <= 0) continue;
      addTransaction(ctx, { loanId: loan.loan_id, userId: input.userId, type: 'PAYROLL_DEDUCTION', amount: part, occurredAt: `${e.due_date}T04:00:00.000Z`, description: `Payroll deduction for instalment ${e.number}` });
      toPay -= part;
    }
    const after = scheduleOf(ctx, loan);
    const outstanding = after.reduce((a, e) => a + e.amount_centavos - e.paid_centavos, 0);
    const futureInterest = after.filter((e) => e.due_date > today && e.paid_centavos === 0).reduce((a, e) => a + e.interest_centavos, 0);
    const pastDue = Math.min(input.amount, outstanding);
    const upsert = ctx.db.prepare('INSERT INTO recovery_dues (loan_id, purpose, amount) VALUES (?, ?, ?) ON CONFLICT(loan_id, purpose) DO UPDATE SET amount = excluded.amount');
    upsert.run(loan.loan_id, 'DEDUCTION', pastDue);
    upsert.run(loan.loan_id, 'RECOVERY', outstanding);
    // Paying off early waives interest not yet due.
    upsert.run(loan.loan_id, 'ADMIN', Math.max(pastDue, outstanding - futureInterest));
  })();
}

export const registerRecovery: Module = (ctx) => {
  route(ctx, contract.paymentDetails, ({ user, query }) => {
    const loans = query.loan_id
      ? [requireLoan(ctx, user.id, query.loan_id).loan_id]
      : (ctx.db.prepare('SELECT DISTINCT d.loan_id FROM recovery_dues d JOIN loan_terms t ON t.loan_id = d.loan_id WHERE t.user_id = ? ORDER BY d.loan_id').pluck().all(user.id) as string[]);
    const dues = loans.flatMap((loanId) => {
      const d = duesOf(ctx, loanId);
      return paymentPurposes.filter((p) => d[p] > 0).map((purpose) => ({ loan_id: loanId, purpose, amount_centavos: d[purpose] }));
    });
    const email = ctx.db.prepare('SELECT email FROM users WHERE id = ?').pluck().get(user.id) as string | null | undefined;
    return { dues, user_email: email ?? null, deposit_amount_centavos: dues.find((d) => d.purpose === 'DEDUCTION')?.amount_centavos ?? 0 };
  });

  route(ctx, contract.paymentMethodList, () => ({ methods: paymentMethods.map((m) => methodInfo[m]) }));

  route(ctx, contract.paymentMethodFee, ({ params, query }) => {
    const method = paymentMethods.find((m) => m === params.method);
    if (!method) throw new HttpError(404, 'PAYMENT_METHOD_NOT_FOUND', 'This payment method is not available. Choose GCash, Maya or GoTyme.');
    const fee = feeFor(method, query.amount_centavos);
    return { method, provider_code: methodInfo[method].provider_code, fee_centavos: fee, total_centavos: query.amount_centavos + fee };
  });

  route(ctx, contract.submitPaymentRequest, ({ user, body }) => {
    requireLoan(ctx, user.id, body.loan_id);
    const due = duesOf(ctx, body.loan_id)[body.purpose];
    if (due <= 0) throw new HttpError(409, 'NOTHING_DUE', 'There is nothing to pay for this loan right now.');
    if (body.amount_centavos > due) {
      const msg = `You can pay at most ${formatPeso(due)}.`;
      throw new HttpError(400, 'VALIDATION', 'Some fields need your attention.', { amount_centavos: msg });
    }
    const payment = createPayment(ctx, { user_id: user.id, loan_id: body.loan_id, purpose: body.purpose, method: body.method, amount: body.amount_centavos });
    return {
      payment_id: payment.id,
      redirect_url: `${ctx.config.origin}/sandbox/provider/${payment.provider_code}/${payment.id}`,
      status: payment.status,
    };
  });

  route(ctx, contract.transactionStatus, ({ user, params }) => {
    const payment = findPayment(ctx, params.paymentId ?? '');
    if (!payment || payment.user_id !== user.id) throw new HttpError(404, 'PAYMENT_NOT_FOUND', 'We could not find this payment. Check your loan details for its status.');
    return toTransactionDetails(payment);
  });
};
