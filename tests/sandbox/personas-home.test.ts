import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company, loans, user } from '../../src/api/contract';
import { findAccountById } from '../../sandbox/cognito/accounts';
import { issueTokens } from '../../sandbox/cognito/tokens';
import { createApiClient } from '../../src/api/client';
import { startPlatform, type PlatformHarness } from './platform-harness';

/** The personas home's product rules are shown with: a company offering nothing yet, and an inactive company. */
let h: PlatformHarness;
beforeAll(async () => {
  h = await startPlatform();
});
afterAll(() => h.close());

async function persona(kind: string) {
  const res = await fetch(`${h.origin}/sandbox/api/personas`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind }) });
  expect(res.ok).toBe(true);
  const p = (await res.json()) as { userId: string };
  const token = issueTokens(h.sandbox.ctx, findAccountById(h.sandbox.ctx, p.userId)!).then((t) => t.AccessToken);
  return createApiClient({ baseUrl: h.origin, getAccessToken: () => token });
}

describe('personas for home', () => {
  it('company-without-product works for an active company that offers no product, so nothing is eligible', async () => {
    const api = await persona('company-without-product');
    const profile = await api(user.getProfile, {});
    const employer = await api(company.getCompany, { params: { companyId: profile.company_id! } });
    expect(employer).toMatchObject({ name: 'Tala Hardware Trading', status_code: 'ACTIVE', active_product_types_for_application: [], cst_data: { has_insurance: false } });
    const { computedProductEligibility: e } = await api(loans.getEligibleApplications, {});
    for (const flag of [e.loan, e.ewa, e.quickLoan]) expect(flag).toEqual({ disabled: true, reason: 'PRODUCT_NOT_OFFERED', application_types: [] });
  });

  it('inactive-company works for a company that is not active, so nothing is eligible', async () => {
    const api = await persona('inactive-company');
    const profile = await api(user.getProfile, {});
    const employer = await api(company.getCompany, { params: { companyId: profile.company_id! } });
    expect(employer.status_code).toBe('INACTIVE');
    const { computedProductEligibility: e } = await api(loans.getEligibleApplications, {});
    for (const flag of [e.loan, e.ewa, e.quickLoan]) expect(flag).toEqual({ disabled: true, reason: 'COMPANY_INACTIVE', application_types: [] });
  });
});
