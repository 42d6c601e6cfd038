import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type PlatformHarness } from './platform-harness';
import { findApplicationRow, toApplication } from '../../sandbox/platform/loans-store';
import { journeyTypeFor, resumeStep } from '../../machines/journeys/resume';

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

  it('refuses a saved point for a persona kind with no loan journey', async () => {
    expect((await persona({ kind: 'wcr', at: 'loanOffer' })).status).toBe(400);
  });
});
