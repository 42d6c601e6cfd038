import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ewa, loans } from '../../src/api/contract';
import { findAccountById } from '../../sandbox/cognito/accounts';
import { issueTokens } from '../../sandbox/cognito/tokens';
import { createApiClient } from '../../src/api/client';
import { payPeriod } from '../../sandbox/platform/ewa';
import { failure, startPlatform, type PlatformHarness } from './platform-harness';

let h: PlatformHarness;
beforeAll(async () => {
  h = await startPlatform();
});
afterAll(() => h.close());

const post = async (path: string, body: unknown) =>
  fetch(h.origin + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const persona = async (kind: string) => {
  const p = (await (await post('/sandbox/api/personas', { kind })).json()) as { userId: string };
  const token = issueTokens(h.sandbox.ctx, findAccountById(h.sandbox.ctx, p.userId)!).then((t) => t.AccessToken);
  return createApiClient({ baseUrl: h.origin, getAccessToken: () => token });
};

describe('earned wage access on the platform', () => {
  it('pays semi-monthly: the 15th and the last day of the month', () => {
    expect(payPeriod(Date.UTC(2026, 10, 3))).toEqual({ start: '2026-11-01', payday: '2026-11-15' });
    expect(payPeriod(Date.UTC(2026, 10, 25))).toEqual({ start: '2026-11-16', payday: '2026-11-30' });
    expect(payPeriod(Date.UTC(2026, 1, 20))).toEqual({ start: '2026-02-16', payday: '2026-02-28' });
  });

  it('an EWA-active borrower withdraws within the balance; the automatic review approves it and the balance drops', async () => {
    const api = await persona('ewa-active');
    const before = await api(ewa.getEwaBalance, {});
    expect(before).toMatchObject({ earned_centavos: 1_600_000, withdrawn_centavos: 0, available_centavos: 800_000, min_withdrawal_centavos: 100_000, fee_centavos: 5_000 });

    const over = await failure(api(loans.createApplication, { body: { product_type: 'EWA', application_type: 'EWA', loan_amount_centavos: 800_100 } }));
    expect(over.httpStatus).toBe(400);
    expect(over.fields).toEqual({ loan_amount_centavos: 'You can withdraw up to ₱8,000.00 now.' });

    const app = await api(loans.createApplication, { body: { product_type: 'EWA', application_type: 'EWA', loan_amount_centavos: 300_000 } });
    const submitted = await api(loans.patchApplicationStatus, { params: { applicationId: app.id }, body: { status: 'SYSTEM_REVIEW' } });
    expect(submitted.status).toBe('APPROVED');
    expect((await api(ewa.getEwaBalance, {})).available_centavos).toBe(500_000);
    // Still eligible for another withdrawal (nothing ongoing), and no loan account was opened for it.
    expect((await api(loans.getEligibleApplications, {})).computedProductEligibility.ewa.application_types).toEqual(['EWA']);
    expect((await api(loans.listLoanProducts, {})).data).toEqual([]);
  });

  it('refuses the balance to a borrower who has not activated EWA, and answers faults on the loans group', async () => {
    const api = await persona('ewa-eligible');
    expect((await failure(api(ewa.getEwaBalance, {}))).code).toBe('EWA_NOT_ACTIVE');
    const active = await persona('ewa-active');
    await fetch(`${h.origin}/sandbox/api/faults/loans`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'status', http_status: 503, remaining: 1 }) });
    expect((await failure(active(ewa.getEwaBalance, {}))).httpStatus).toBe(503);
    expect((await active(ewa.getEwaBalance, {})).available_centavos).toBe(800_000);
  });
});

describe('insta-funds on the platform', () => {
  it('activation is approved on submit, then a quick loan within the limits can be applied for', async () => {
    const api = await persona('quick-loan-eligible');
    const activation = await api(loans.createApplication, { body: { product_type: 'QUICK_LOAN', application_type: 'QUICK_LOAN_ACTIVATION' } });
    const approved = await api(loans.patchApplicationStatus, { params: { applicationId: activation.id }, body: { status: 'SYSTEM_REVIEW' } });
    expect(approved.status).toBe('APPROVED');
    expect((await api(loans.getEligibleApplications, {})).computedProductEligibility.quickLoan).toEqual({ disabled: false, reason: null, application_types: ['QUICK_LOAN'] });

    const tooMuch = await failure(api(loans.createApplication, { body: { product_type: 'QUICK_LOAN', application_type: 'QUICK_LOAN', loan_amount_centavos: 2_000_000 } }));
    expect(tooMuch.fields).toEqual({ loan_amount_centavos: 'You can borrow up to ₱10,000.00.' });
    const loan = await api(loans.createApplication, { body: { product_type: 'QUICK_LOAN', application_type: 'QUICK_LOAN', loan_amount_centavos: 500_000, tenure_months: 3 } });
    const inReview = await api(loans.patchApplicationStatus, { params: { applicationId: loan.id }, body: { status: 'SYSTEM_REVIEW' } });
    expect(inReview.status).toBe('SYSTEM_REVIEW');
  });
});
