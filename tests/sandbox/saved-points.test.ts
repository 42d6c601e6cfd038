import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type PlatformHarness } from './platform-harness';
import { findApplicationRow, toApplication } from '../../sandbox/platform/loans-store';
import { journeyTypeFor, resumeStep } from '../../machines/journeys/resume';
import { findAccountById } from '../../sandbox/cognito/accounts';
import { issueTokens } from '../../sandbox/cognito/tokens';
import { createApiClient } from '../../src/api/client';
import { loans } from '../../src/api/contract';

let h: PlatformHarness;
beforeAll(async () => {
  h = await startPlatform();
});
afterAll(() => h.close());

const persona = async (body: unknown) => {
  const res = await fetch(`${h.origin}/sandbox/api/personas`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { applicationId?: string } };
};
const resumesAt = (id: string) => {
  const app = toApplication(h.sandbox.ctx, findApplicationRow(h.sandbox.ctx, id)!);
  const type = journeyTypeFor(app)!;
  return [type, resumeStep(type, app)];
};

describe('saved points (browser scenarios fork from them)', () => {
  it.each([
    ['new-borrower', 'loanOffer', 'newLoan'],
    ['reloan-eligible', 'loanOffer', 'reloan'],
    ['refinance-eligible', 'documentVerification', 'refinance'],
    ['new-borrower', 'documentVerification', 'newLoan'],
  ])('a %s persona at %s resumes its %s journey there, every form saved', async (kind, at, journey) => {
    const { status, body } = await persona({ kind, at });
    expect(status).toBe(200);
    expect(resumesAt(body.applicationId!)).toEqual([journey, at]);
    const app = toApplication(h.sandbox.ctx, findApplicationRow(h.sandbox.ctx, body.applicationId!)!);
    expect(app.completed_steps).toEqual(expect.arrayContaining(['personal-details', 'professional-details', 'additional-details', 'address', 'bank-details']));
  });

  it('at a calculator only the application exists (the scenario deep-links back to it)', async () => {
    const { body } = await persona({ kind: 'new-borrower', at: 'loanCalculator' });
    const app = toApplication(h.sandbox.ctx, findApplicationRow(h.sandbox.ctx, body.applicationId!)!);
    expect(app.status).toBe('INITIALIZED');
    expect(app.completed_steps).toEqual([]);
  });

  it('a warning QA asks for comes back with the application, and accepting the offer at review returns it', async () => {
    const warning = 'Your employer changed your pay cycle.';
    const res = await fetch(`${h.origin}/sandbox/api/personas`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'reloan-eligible', at: 'documentVerification', warning }) });
    const body = (await res.json()) as { applicationId: string; userId: string };
    const token = (await issueTokens(h.sandbox.ctx, findAccountById(h.sandbox.ctx, body.userId)!)).AccessToken;
    const api = createApiClient({ baseUrl: h.origin, getAccessToken: async () => token });
    // Parsed with the contract, as the app parses it: the optional field survives.
    expect((await api(loans.getApplication, { params: { applicationId: body.applicationId } })).warning).toBe(warning);
    const accepted = await api(loans.approveOffer, { params: { applicationId: body.applicationId }, body: {} });
    expect([accepted.status, accepted.warning]).toEqual(['OFFER_ACCEPTED', warning]);
    // Without the flag there is none.
    const plain = (await persona({ kind: 'new-borrower', at: 'documentVerification' })).body.applicationId!;
    expect(toApplication(h.sandbox.ctx, findApplicationRow(h.sandbox.ctx, plain)!).warning ?? null).toBeNull();
  });

  it('refuses a warning without an application to flag', async () => {
    expect((await persona({ kind: 'new-borrower', warning: 'Check this.' })).status).toBe(400);
  });

  it('refuses a saved point for a persona kind with no loan journey', async () => {
    expect((await persona({ kind: 'wcr', at: 'loanOffer' })).status).toBe(400);
  });
});
