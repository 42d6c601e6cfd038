import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company, insurance, loans, user } from '../../src/api/contract';
import { runCli } from '../../sandbox/backoffice/cli';
import { personaKinds } from '../../sandbox/backoffice/personas';
import { createAccount, findAccountById } from '../../sandbox/cognito/accounts';
import { issueTokens } from '../../sandbox/cognito/tokens';
import { createApiClient } from '../../src/api/client';
import { failure, startPlatform, type PlatformHarness } from './platform-harness';

let h: PlatformHarness;
beforeAll(async () => {
  h = await startPlatform();
});
afterAll(() => h.close());

const call = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
  const json = method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) };
  const res = await fetch(h.origin + path, { method, ...json });
  return { status: res.status, headers: res.headers, body: (await res.json()) as T };
};
const asPersona = (p: { userId: string }) => {
  const token = issueTokens(h.sandbox.ctx, findAccountById(h.sandbox.ctx, p.userId)!).then((t) => t.AccessToken);
  return createApiClient({ baseUrl: h.origin, getAccessToken: () => token });
};

describe('back office JSON API', () => {
  it('answers health', async () => {
    expect((await call('GET', '/sandbox/api/health')).body).toEqual({ ok: true });
  });

  it('moves an application along allowed transitions only', async () => {
    const persona = (await call<{ userId: string }>('POST', '/sandbox/api/personas', { kind: 'new-borrower' })).body;
    const api = asPersona(persona);
    const app = await api(loans.createApplication, { body: { product_type: 'LOAN', application_type: 'NEW_LOAN' } });
    const illegal = await call('POST', `/sandbox/api/applications/${app.id}/status`, { status: 'APPROVED' });
    expect(illegal.status).toBe(409);
    expect(illegal.body.message).toContain('Allowed: OFFER_ACCEPTED, SYSTEM_REVIEW, INCOMPLETE_DOCUMENT, CANCELLED');
    expect((await call('POST', `/sandbox/api/applications/${app.id}/status`, { status: 'INCOMPLETE_DOCUMENT' })).body.status).toBe('INCOMPLETE_DOCUMENT');
    expect((await api(loans.getApplication, { params: { applicationId: app.id } })).status).toBe('INCOMPLETE_DOCUMENT');
    // The borrower hears about the lender's decision.
    const notes = await api(user.listNotifications, {});
    expect(notes.unread).toBe(1);
    expect(notes.data[0]?.body).toBe('We need more documents. Open your application to upload them.');
    const listed = (await call<{ id: string; allowed_next: string[] }[]>('GET', '/sandbox/api/applications')).body;
    expect(listed.find((a) => a.id === app.id)?.allowed_next).toEqual(['OFFER_ACCEPTED', 'SYSTEM_REVIEW', 'CANCELLED']);
    expect((await call('POST', `/sandbox/api/applications/${app.id}/status`, { status: 'NOPE' })).body.fields).toEqual({ status: 'Unknown status.' });
  });

  it('injects a fault per call group and clears it', async () => {
    const set = await call('PUT', '/sandbox/api/faults/company', { kind: 'status', http_status: 503 });
    expect(set.status).toBe(200);
    const e = await failure(h.anonymous(company.listCompanyGroups, {}));
    expect(e.httpStatus).toBe(503);
    expect(e.retryAfter).toBe(5);
    // Other groups are untouched.
    expect((await h.anonymous(user.getRegistrationFieldConfig, { query: {} })).fields.length).toBeGreaterThan(0);
    await call('DELETE', '/sandbox/api/faults/company');
    expect((await h.anonymous(company.listCompanyGroups, {})).data.length).toBeGreaterThan(1);

    await call('PUT', '/sandbox/api/faults/company', { kind: 'malformed', remaining: 1 });
    expect((await failure(h.anonymous(company.listCompanyGroups, {}))).code).toBe('MALFORMED_RESPONSE');
    expect((await h.anonymous(company.listCompanyGroups, {})).data.length).toBeGreaterThan(1);

    await call('PUT', '/sandbox/api/faults/company', { kind: 'latency', latency_ms: 300, remaining: 1 });
    const started = Date.now();
    await h.anonymous(company.listCompanyGroups, {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    await call('PUT', '/sandbox/api/faults/company', { kind: 'drop', remaining: 1 });
    expect((await failure(h.anonymous(company.listCompanyGroups, {}))).code).toBe('NETWORK');
    expect((await call('GET', '/sandbox/api/faults')).body).toEqual([]);

    expect((await call('PUT', '/sandbox/api/faults/company', { kind: 'status', http_status: 418 })).body.fields).toEqual({ http_status: 'Use 401, 403, 404, 409, 429, 500 or 503.' });
    expect((await call('PUT', '/sandbox/api/faults/weather', { kind: 'drop' })).status).toBe(404);
  });

  it('shows the OTP inbox newest first', async () => {
    const b = await h.borrower();
    await b.api(user.requestDigitalBankOtp, { body: { provider: 'GO_TYME_BANK', account_number: '111122223333' } });
    await b.api(user.requestDigitalBankOtp, { body: { provider: 'GO_TYME_BANK', account_number: '111122223333' } });
    const inbox = (await call<{ to: string; code: string; purpose: string; sentAt: string }[]>('GET', '/sandbox/api/inbox')).body;
    const mine = inbox.filter((m) => m.to === b.username);
    expect(mine).toHaveLength(2);
    expect(mine[0]!.code).toBe(h.latestCode(b.username));
    expect(Object.keys(mine[0]!).sort()).toEqual(['code', 'purpose', 'sentAt', 'to']);
  });
});

describe('personas', () => {
  it.each([
    ['pending-borrower-approval', 'PENDING_BORROWER_APPROVAL'],
    ['wcr', 'WCR'],
    ['missing-selfie', 'INCOMPLETE_DOCUMENT'],
    ['resume-initialized', 'INITIALIZED'],
    ['resume-offer-accepted', 'OFFER_ACCEPTED'],
    ['resume-incomplete-document', 'INCOMPLETE_DOCUMENT'],
  ])('%s lands the borrower in %s', async (kind, status) => {
    const p = (await call<{ userId: string; applicationId: string; password: string }>('POST', '/sandbox/api/personas', { kind })).body;
    expect(p.password).toBeTruthy();
    const app = await asPersona(p)(loans.getApplication, { params: { applicationId: p.applicationId } });
    expect(app.status).toBe(status);
    expect(app.missing_selfie).toBe(kind === 'missing-selfie');
  });

  it('pending-borrower-approval has the salary its offer is priced on (the accept-offer step lists that offer)', async () => {
    const p = (await call<{ userId: string; applicationId: string }>('POST', '/sandbox/api/personas', { kind: 'pending-borrower-approval' })).body;
    const saved = await asPersona(p)(loans.getApplicationStep, { params: { applicationId: p.applicationId, step: 'professional-details' } });
    expect(saved.answers.gross_monthly_salary).toBe('40,000');
  });

  it.each([
    ['new-borrower', 'loan', ['NEW_LOAN']],
    ['reloan-eligible', 'loan', ['RE_LOAN', 'REFINANCE']],
    ['refinance-eligible', 'loan', ['REFINANCE']],
    ['past-due', 'loan', ['RECOVERY_REFINANCE']],
    ['ewa-eligible', 'ewa', ['EWA_ACTIVATION']],
    ['ewa-active', 'ewa', ['EWA']],
    ['quick-loan-eligible', 'quickLoan', ['QUICK_LOAN_ACTIVATION']],
  ] as const)('%s is eligible for %s %j', async (kind, product, types) => {
    const p = (await call<{ userId: string }>('POST', '/sandbox/api/personas', { kind })).body;
    const e = await asPersona(p)(loans.getEligibleApplications, {});
    expect(e.computedProductEligibility[product]).toEqual({ disabled: false, reason: null, application_types: types });
  });

  it('insurance-company works for a company offering insurance, with nothing enrolled yet', async () => {
    const p = (await call<{ userId: string }>('POST', '/sandbox/api/personas', { kind: 'insurance-company' })).body;
    const read = await asPersona(p)(insurance.getInsurance, {});
    expect(read).toMatchObject({ offered: true, latest: null, draft: null });
  });

  it('rejects an unknown kind with the list of kinds', async () => {
    const res = await call('POST', '/sandbox/api/personas', { kind: 'millionaire' });
    expect(res.status).toBe(400);
    expect(String((res.body.fields as Record<string, string>).kind)).toContain('new-borrower');
  });
});

describe('CLI and reset', () => {
  it('runs the same operations from the command line', async () => {
    const lines: string[] = [];
    expect(await runCli(h.sandbox.ctx, ['personas', 'create', 'wcr'], (l) => lines.push(l))).toBe(0);
    const persona = JSON.parse(lines.join('\n')) as { applicationId: string };
    lines.length = 0;
    expect(await runCli(h.sandbox.ctx, ['status', persona.applicationId, 'system_review'], (l) => lines.push(l))).toBe(0);
    expect(JSON.parse(lines.join('\n')).status).toBe('SYSTEM_REVIEW');
    const errors: string[] = [];
    expect(await runCli(h.sandbox.ctx, ['status', persona.applicationId, 'INITIALIZED'], () => {}, (l) => errors.push(l))).toBe(1);
    expect(errors[0]).toContain('Error 409');
    expect(await runCli(h.sandbox.ctx, ['fault', 'set', 'loans', '503'], () => {})).toBe(0);
    expect((await call('GET', '/sandbox/api/faults')).body).toEqual([{ call_group: 'loans', kind: 'status', http_status: 503, latency_ms: null, remaining: null }]);
    expect(await runCli(h.sandbox.ctx, ['fault', 'clear', 'loans'], () => {})).toBe(0);
    expect(await runCli(h.sandbox.ctx, ['bogus'], () => {}, () => {})).toBe(2);
  });

  it('prints its usage with every persona kind (derived from the list, so none is left out)', async () => {
    for (const args of [['--help'], ['-h'], ['help']]) {
      const lines: string[] = [];
      expect(await runCli(h.sandbox.ctx, args, (l) => lines.push(l))).toBe(0);
      const text = lines.join('\n');
      expect(text).toContain('Usage: npm run sandbox -- <command>');
      for (const kind of personaKinds) expect(text).toMatch(new RegExp(`(^|[ |])${kind}( |$)`, 'm'));
    }
    const errors: string[] = [];
    expect(await runCli(h.sandbox.ctx, ['personas'], () => {}, (l) => errors.push(l))).toBe(2);
    expect(errors.join('\n')).toContain('survey-pending');
  });

  it('reset empties users and applications but keeps companies', async () => {
    createAccount(h.sandbox.ctx, { phone: '+639170000001' });
    expect(await runCli(h.sandbox.ctx, ['reset'], () => {})).toBe(0);
    expect((await call('GET', '/sandbox/api/users')).body).toEqual([]);
    expect((await call('GET', '/sandbox/api/applications')).body).toEqual([]);
    expect((await h.anonymous(company.listCompanies, { query: {} })).total).toBeGreaterThanOrEqual(8);
  });
});
