import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPastDue } from '../../sandbox/platform/recovery';
import { recordLoanTerms } from '../../sandbox/platform/transactions';
import * as offers from '../../src/api/contract/offers';
import * as recovery from '../../src/api/contract/recovery';
import * as transactions from '../../src/api/contract/transactions';
import { estimateRepayment } from '../../src/domain/loan-math';
import { failure, startS3, type S3Harness } from './documents-harness';

let h: S3Harness;
beforeAll(async () => {
  h = await startS3();
});
afterAll(() => h.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('loan schedule', () => {
  it('is computed from amount, tenure and cycle; paid instalments COMPLETED, near ones REQUESTED, later UPCOMING', async () => {
    const b = await h.borrower();
    recordLoanTerms(h.sandbox.ctx, { loan_id: 'sched-1', user_id: b.id, principal: 1_200_000, monthly_interest_percent: 2, tenure_months: 6, repayment_cycle: '1 Month', released_on: daysAgo(65) });
    h.sandbox.ctx.db
      .prepare("INSERT INTO loan_transactions (id, loan_id, user_id, type, amount, occurred_at, description) VALUES ('t1', 'sched-1', ?, 'PAYROLL_DEDUCTION', 224000, ?, 'Payroll deduction')")
      .run(b.id, new Date(Date.now() - 30 * 86_400_000).toISOString());
    const s = await b.api(transactions.loanSchedule, { params: { loanId: 'sched-1' } });
    const e = estimateRepayment({ principal: 1_200_000, monthlyInterestPercent: 2, tenureMonths: 6, cycle: '1 Month' });
    expect(s.schedule).toHaveLength(6);
    expect(s.schedule.reduce((a, x) => a + x.amount_centavos, 0)).toBe(e.totalRepayment);
    expect(s.schedule.map((x) => x.status)).toEqual(['COMPLETED', 'REQUESTED', 'UPCOMING', 'UPCOMING', 'UPCOMING', 'UPCOMING']);
    expect(s.schedule[0]?.paid_centavos).toBe(224_000);
    expect(s).toMatchObject({ principal_centavos: 1_200_000, tenure_months: 6, repayment_cycle: '1 Month', collection_mode: 'BILLING' });
  });

  it('shows PROCESSING on the first unpaid instalment while a provider payment is open', async () => {
    const b = await h.borrower();
    seedPastDue(h.sandbox.ctx, { userId: b.id, loanId: 'proc-1', amount: 200_000 });
    await b.api(recovery.submitPaymentRequest, { body: { loan_id: 'proc-1', purpose: 'DEDUCTION', method: 'gcash', amount_centavos: 200_000 } });
    const s = await b.api(transactions.loanSchedule, { params: { loanId: 'proc-1' } });
    const firstOpen = s.schedule.find((x) => x.status !== 'COMPLETED');
    expect(firstOpen?.status).toBe('PROCESSING');
    expect(s.schedule.filter((x) => x.status === 'PROCESSING')).toHaveLength(1);
  });

  it("uses the application's selected offer when the loan id is the application id", async () => {
    const b = await h.borrower();
    const app = await b.newApplication();
    await b.api(offers.generateOffers, { params: { applicationId: app }, body: { amount_centavos: 1_000_000, tenure_months: 3, repayment_cycle: '2 Weeks', gross_monthly_salary_centavos: 3_000_000 } });
    const s = await b.api(transactions.loanSchedule, { params: { loanId: app } });
    expect(s.schedule).toHaveLength(7);
    expect(s.schedule.every((x) => x.status === 'UPCOMING' || x.status === 'REQUESTED')).toBe(true);
  });

  it("is not shown to another borrower", async () => {
    const b = await h.borrower();
    recordLoanTerms(h.sandbox.ctx, { loan_id: 'private-1', user_id: b.id, principal: 500_000, monthly_interest_percent: 2, tenure_months: 3, repayment_cycle: '1 Month', released_on: daysAgo(1) });
    const other = await h.borrower();
    expect(await failure(other.api(transactions.loanSchedule, { params: { loanId: 'private-1' } }))).toMatchObject({ httpStatus: 404, code: 'LOAN_NOT_FOUND' });
    expect((await failure(other.api(transactions.productTransactions, { params: { loanId: 'private-1' }, query: {} }))).httpStatus).toBe(404);
  });
});

describe('transactions, remittance and recovery details', () => {
  it('lists a loan\'s transactions newest first or oldest first', async () => {
    const b = await h.borrower();
    seedPastDue(h.sandbox.ctx, { userId: b.id, loanId: 'tx-1', amount: 100_000 });
    const desc = (await b.api(transactions.productTransactions, { params: { loanId: 'tx-1' }, query: {} })).transactions;
    const asc = (await b.api(transactions.productTransactions, { params: { loanId: 'tx-1' }, query: { sort: 'asc' } })).transactions;
    expect(desc.length).toBeGreaterThan(1);
    expect(desc.every((t) => t.type === 'PAYROLL_DEDUCTION')).toBe(true);
    expect(asc.map((t) => t.id)).toEqual([...desc].reverse().map((t) => t.id));
    expect(desc[0]!.occurred_at >= desc[1]!.occurred_at).toBe(true);
    expect((await failure(b.api(transactions.productTransactions, { params: { loanId: 'tx-1' }, query: { sort: 'sideways' as 'asc' } }))).fields.sort).toMatch(/Date Descending/);
  });

  it('reports remittance status', async () => {
    const b = await h.borrower();
    seedPastDue(h.sandbox.ctx, { userId: b.id, loanId: 'rec-1', amount: 250_000 });
    expect(await b.api(transactions.remittanceStatus, { params: { loanId: 'rec-1' } })).toEqual({ loan_id: 'rec-1', remittance_status: 'FAILED', last_remitted_at: null });
  });
});
