import { createActor, fromPromise, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { accountLoadingMachine, type OngoingLike, type ProfileLike, type TabKept } from '@machines/app/account-loading.machine';
import { disabledEligibility, type CompanySummary } from '@machines/journeys/entry';

/**
 * The account loading (machines/app/account-loading.machine.ts), one platform call per state, with in-memory
 * answers: which calls are made in which order, and the summary the app chart routes by.
 */
const user = { username: '+639171234567', loginType: 'PHONE' as const };
const company: CompanySummary = {
  id: 'c1', name: 'Sinag Bank', statusCode: 'ACTIVE', hasLoanProduct: true, hasEwaProduct: false, hasQuickLoanProduct: false,
  hasFintelligenceProduct: false, hasInsuranceProduct: false, isCompanyActive: true,
};
const eligibility = { ...disabledEligibility(), loan: { disabled: false, application_types: ['NEW_LOAN'] } };
const application = { id: 'app-7', status: 'INITIALIZED', application_type: 'NEW_LOAN', missing_selfie: false, completed_steps: ['personal-details'] };

function load(answers: { profile?: ProfileLike; ongoing?: OngoingLike; kept?: TabKept; fail?: string } = {}) {
  const calls: string[] = [];
  const pending = new Set<string>();
  const forgotten: string[] = [];
  let inFlightAtOnce = 0;
  const call = <T,>(name: string, answer: () => T) =>
    fromPromise<T, unknown>(async ({ input }) => {
      calls.push(input && typeof input === 'object' && 'companyId' in input ? `${name}(${String(input.companyId)})` : name);
      pending.add(name);
      inFlightAtOnce = Math.max(inFlightAtOnce, pending.size);
      await new Promise((r) => setTimeout(r, 1));
      pending.delete(name);
      if (answers.fail === name) throw { code: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable. Please try again.' };
      return answer();
    });
  const logic = accountLoadingMachine.provide({
    actors: {
      readProfile: call('readProfile', () => answers.profile ?? { companyId: 'c1', flowStates: {} }),
      readEligibility: call('readEligibility', () => eligibility),
      readOngoing: call('readOngoing', () => answers.ongoing ?? { application: null }),
      readCompany: call('readCompany', () => company),
      readTabKept: call('readTabKept', () => answers.kept ?? { snapshot: { ok: false, reason: 'missing' }, pendingPaymentId: undefined }),
    } as never,
    actions: { forgetSnapshot: (_, { userId }) => void forgotten.push(userId) },
  });
  const actor = createActor(logic, { input: { user } });
  actor.subscribe({ error: () => {} });
  actor.start();
  return { actor, calls, forgotten, peak: () => inFlightAtOnce };
}

describe('loading the account, one call per state', () => {
  it('reads profile, eligibility and the ongoing application side by side, then the employer the profile names, then the tab', async () => {
    const { actor, calls, peak } = load();
    const summary = await toPromise(actor);
    expect(calls.slice(0, 3).sort()).toEqual(['readEligibility', 'readOngoing', 'readProfile']);
    expect(calls.slice(3)).toEqual(['readCompany(c1)', 'readTabKept']);
    expect(peak()).toBe(3);
    expect(summary).toMatchObject({ company: { id: 'c1', name: 'Sinag Bank' }, eligibility, ongoing: null, resume: null, flowStates: {} });
  });

  it('reads no company when the profile names none: the app then asks the borrower to choose one', async () => {
    const { actor, calls } = load({ profile: { companyId: null, flowStates: { onboarding: 'INITIALIZED' } } });
    const summary = await toPromise(actor);
    expect(calls.some((c) => c.startsWith('readCompany'))).toBe(false);
    expect(summary.company).toBeNull();
    expect(summary.flowStates).toEqual({ onboarding: 'INITIALIZED' });
  });

  it('plans the resume from the ongoing application: the first step without saved answers, and the home card', async () => {
    const { actor } = load({ ongoing: { application } });
    const summary = await toPromise(actor);
    expect(summary.ongoing).toEqual({ id: 'app-7', status: 'INITIALIZED', applicationType: 'NEW_LOAN' });
    expect(summary.resume).toMatchObject({ type: 'newLoan', applicationId: 'app-7', startAt: 'professionalDetails' });
  });

  it('removes a saved journey that cannot be used (corrupt) and keeps the payment left processing; a missing one removes nothing', async () => {
    const corrupt = load({ kept: { snapshot: { ok: false, reason: 'corrupt' }, pendingPaymentId: 'pay-9' } });
    expect((await toPromise(corrupt.actor)).pendingPaymentId).toBe('pay-9');
    expect(corrupt.forgotten).toEqual([user.username]);
    const missing = load();
    await toPromise(missing.actor);
    expect(missing.forgotten).toEqual([]);
  });

  it.each(['readProfile', 'readEligibility', 'readOngoing', 'readCompany', 'readTabKept'])('fails with the call’s own error when %s fails (the app offers Try again)', async (name) => {
    const { actor } = load({ fail: name });
    await expect(toPromise(actor)).rejects.toMatchObject({ message: 'The service is unavailable. Please try again.' });
  });
});
