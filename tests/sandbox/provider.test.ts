import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPastDue } from '../../sandbox/platform/recovery';
import * as recovery from '../../src/api/contract/recovery';
import * as transactions from '../../src/api/contract/transactions';
import { startS3, type S3Borrower, type S3Harness } from './documents-harness';

let h: S3Harness;
beforeAll(async () => {
  h = await startS3();
});
afterAll(() => h.close());

async function startPayment(method: recovery.PaymentMethod = 'gcash'): Promise<{ b: S3Borrower; loanId: string; paymentId: string; url: string }> {
  const b = await h.borrower();
  const loanId = `loan-${b.id.slice(0, 8)}`;
  seedPastDue(h.sandbox.ctx, { userId: b.id, loanId, amount: 300_000 });
  const r = await b.api(recovery.submitPaymentRequest, { body: { loan_id: loanId, purpose: 'DEDUCTION', method, amount_centavos: 300_000 } });
  return { b, loanId, paymentId: r.payment_id, url: r.redirect_url };
}

const decide = (url: string, decision: string) =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `decision=${decision}` });
const statusOf = (b: S3Borrower, paymentId: string) => b.api(recovery.transactionStatus, { params: { paymentId } }).then((s) => s.status);

describe('payment provider pages', () => {
  it('shows a script-free page with the amount, and the payment is PROCESSING once the borrower is there', async () => {
    const { b, paymentId, url } = await startPayment('gcash');
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).toContain('Pay with GCash');
    expect(html).toContain('₱3,000.00');
    expect(html).not.toMatch(/<script|style=|<style/);
    for (const label of ['Approve', 'Decline', 'Cancel', 'Never answer']) expect(html).toContain(`>${label}</button>`);
    expect(await statusOf(b, paymentId)).toBe('PROCESSING');
    const css = await fetch(`${h.origin}/sandbox/provider/assets/provider.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('Approve -> SUCCESSFUL, redirects to /recovery/callback, lowers what is due and records the payment', async () => {
    const { b, loanId, paymentId, url } = await startPayment('gcash');
    await fetch(url);
    const res = await decide(url, 'approve');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${h.origin}/recovery/callback?payment_id=${paymentId}`);
    expect(await statusOf(b, paymentId)).toBe('SUCCESSFUL');
    const dues = await b.api(recovery.paymentDetails, { query: { loan_id: loanId } });
    expect(dues.dues.find((d) => d.purpose === 'DEDUCTION')).toBeUndefined();
    const tx = await b.api(transactions.productTransactions, { params: { loanId }, query: {} });
    expect(tx.transactions[0]).toMatchObject({ type: 'PAYMENT', amount_centavos: 300_000 });
    // A replayed approval (back button, double submit) does not pay twice.
    await decide(url, 'approve');
    expect((await b.api(transactions.productTransactions, { params: { loanId }, query: {} })).transactions.filter((t) => t.type === 'PAYMENT')).toHaveLength(1);
    const ended = await fetch(url);
    expect(await ended.text()).toContain('already successful');
  });

  it('Decline -> FAILED and Cancel -> CANCELLED, nothing paid', async () => {
    for (const [decision, status] of [['decline', 'FAILED'], ['cancel', 'CANCELLED']] as const) {
      const { b, loanId, paymentId, url } = await startPayment('gotyme');
      expect((await decide(url, decision)).status).toBe(303);
      expect(await statusOf(b, paymentId)).toBe(status);
      const due = (await b.api(recovery.paymentDetails, { query: { loan_id: loanId } })).dues.find((d) => d.purpose === 'DEDUCTION');
      expect(due?.amount_centavos).toBe(300_000);
    }
  });

  it('"Never answer" redirects back but leaves the payment PROCESSING', async () => {
    const { b, paymentId, url } = await startPayment('maya');
    await fetch(url);
    const res = await decide(url, 'never');
    expect(res.headers.get('location')).toContain(`/recovery/callback?payment_id=${paymentId}`);
    expect(await statusOf(b, paymentId)).toBe('PROCESSING');
  });

  it('applies the back office next payment outcome as soon as the page is opened', async () => {
    await fetch(`${h.origin}/sandbox/api/next-outcomes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ payment: 'FAILED' }) });
    const { b, paymentId, url } = await startPayment('gcash');
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(await statusOf(b, paymentId)).toBe('FAILED');
  });

  it('answers 404 for an unknown payment or a provider code that does not match, and 400 for no decision', async () => {
    const { url } = await startPayment('gcash');
    expect((await fetch(url.replace('/GCH/', '/PMY/'))).status).toBe(404);
    expect((await fetch(`${h.origin}/sandbox/provider/GCH/nope`)).status).toBe(404);
    expect((await decide(url, 'maybe')).status).toBe(400);
  });
});
