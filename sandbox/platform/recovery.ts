import type { Module, SandboxContext } from '../context';
import * as contract from '../../src/api/contract/recovery';
import { paymentMethods, paymentPurposes } from '../../src/api/contract/recovery';
import { addMonths, deductionsLeaving, peso as formatPeso, pesos as pesosToCentavos, type Centavos } from '../pricing';
import { serve as route } from './serve';
import { createPayment, duesOf, feeFor, findPayment, methodInfo, toTransactionDetails } from './recovery-store';
import { HttpError } from './serve';
import { addTransaction, ledgerTerms, loanTermsOf, recordLoanTerms, requireLoan, termsFromLoanAccount, todayOf, type LoanTermsRow } from './transactions-loans';

/**
 * For the "past due with a recovery payment" persona: a loan released four months ago whose latest payroll
 * deductions were missed, leaving `amount` centavos past due. Takes the terms of S1's loan account (or makes
 * up a ₱10,000+ loan when there is none), marks it held by recovery with a failed remittance, and posts the payroll
 * deductions that did arrive. Every due (past due, outstanding balance, payoff) then follows from the ledger.
 */
export function seedPastDue(ctx: SandboxContext, input: { userId: string; loanId: string; amount: Centavos }): void {
  ctx.db.transaction(() => {
    const exists = ctx.db.prepare('SELECT 1 FROM loan_terms WHERE loan_id = ?').get(input.loanId);
    // Four months before today's Manila day (clamped to the month's end, as due dates are).
    const released = addMonths(todayOf(ctx), -4);
    const account = exists ? undefined : termsFromLoanAccount(ctx, input.loanId);
    if (exists) {
      ctx.db.prepare("UPDATE loan_terms SET remittance_status = 'FAILED', collector_type = 'RECOVERY' WHERE loan_id = ?").run(input.loanId);
    } else if (account) {
      recordLoanTerms(ctx, { ...account, remittance_status: 'FAILED', collector_type: 'RECOVERY' });
    } else {
      recordLoanTerms(ctx, {
        loan_id: input.loanId,
        user_id: input.userId,
        principal: Math.max(pesosToCentavos(10_000), Math.ceil((input.amount * 4) / 100_000) * 100_000),
        monthly_interest_percent: 2.99,
        tenure_months: 12,
        repayment_cycle: '1 Semi Month',
        released_on: released,
        remittance_status: 'FAILED',
        collector_type: 'RECOVERY',
      });
    }
    const loan = requireLoan(ctx, input.userId, input.loanId);
    if (ctx.db.prepare('SELECT 1 FROM loan_transactions WHERE loan_id = ?').get(loan.loan_id)) return;
    for (const d of deductionsLeaving(ledgerTerms(loan), todayOf(ctx), input.amount)) {
      addTransaction(ctx, { loanId: loan.loan_id, userId: input.userId, type: 'PAYROLL_DEDUCTION', amount: d.amount, occurredAt: `${d.dueDate}T04:00:00.000Z`, description: `Payroll deduction for instalment ${d.number}` });
    }
  })();
}

/** The borrower's loans with something to pay (what Payments lists when no loan is named): every running loan can be paid off. */
export function recoveryLoans(ctx: SandboxContext, userId: string): LoanTermsRow[] {
  const own = ctx.db.prepare('SELECT loan_id FROM loan_terms WHERE user_id = ? UNION SELECT id FROM loan_accounts WHERE user_id = ? AND status_code >= 300 ORDER BY 1').pluck().all(userId, userId) as string[];
  return own.flatMap((id) => {
    const loan = loanTermsOf(ctx, id);
    return loan && loan.user_id === userId && Object.values(duesOf(ctx, id)).some((due) => due > 0) ? [loan] : [];
  });
}

export const registerRecovery: Module = (ctx) => {
  route(ctx, contract.paymentDetails, ({ user, query }) => {
    const loans = query.loan_id
      ? [requireLoan(ctx, user.id, query.loan_id).loan_id]
      : recoveryLoans(ctx, user.id).map((l) => l.loan_id);
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

  // One payment per Idempotency-Key: serve() replays the stored answer; the key kept on the payment also covers a
  // retry that arrives before that answer is stored (docs/decisions.md, "A payment is made once").
  route(ctx, contract.submitPaymentRequest, ({ user, body, c }) => ctx.db.transaction(() => {
    const key = c.req.header('idempotency-key') || null;
    const made = key ? (ctx.db.prepare('SELECT id FROM payments WHERE user_id = ? AND idempotency_key = ?').pluck().get(user.id, key) as string | undefined) : undefined;
    const again = made ? findPayment(ctx, made) : undefined;
    if (again && (again.loan_id !== body.loan_id || again.purpose !== body.purpose || again.method !== body.method || again.amount !== body.amount_centavos)) {
      throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'This request reuses the Idempotency-Key of a different request. Send a new key for a new request.');
    }
    let payment = again;
    if (!payment) {
      requireLoan(ctx, user.id, body.loan_id);
      const due = duesOf(ctx, body.loan_id)[body.purpose];
      if (due <= 0) throw new HttpError(409, 'NOTHING_DUE', 'There is nothing to pay for this loan right now.');
      if (body.amount_centavos > due) {
        const msg = `You can pay at most ${formatPeso(due)}.`;
        throw new HttpError(400, 'VALIDATION', 'Some fields need your attention.', { amount_centavos: msg });
      }
      payment = createPayment(ctx, { user_id: user.id, loan_id: body.loan_id, purpose: body.purpose, method: body.method, amount: body.amount_centavos });
      if (key) ctx.db.prepare('UPDATE payments SET idempotency_key = ? WHERE id = ?').run(key, payment.id);
    }
    return {
      payment_id: payment.id,
      redirect_url: `${ctx.config.origin}/sandbox/provider/${payment.provider_code}/${payment.id}`,
      status: payment.status,
    };
  })());

  route(ctx, contract.transactionStatus, ({ user, params }) => {
    const payment = findPayment(ctx, params.paymentId ?? '');
    if (!payment || payment.user_id !== user.id) throw new HttpError(404, 'PAYMENT_NOT_FOUND', 'We could not find this payment. Check your loan details for its status.');
    return toTransactionDetails(payment);
  });
};
