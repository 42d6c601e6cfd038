/**
 * The onboarding chart (machines/onboarding): where it starts, what each step saves and records, what a refused save
 * keeps, where Back leads, and where the app goes after.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import type { OnboardingInput, Values } from '@machines/onboarding/onboarding-types';
import { onboardingPages } from '@machines/onboarding/onboarding-pages';
// Imported at the top, not inside a test: a mutation run then counts the chart's configuration as loaded by every
// test here and tries them all on each change to it (imported inside the first test, Stryker counts it covered by
// that test alone). onboarding-unprovided.test.ts imports it inside its tests, so a chart that fails to build still fails a test.
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';

const company = { id: 'cmp-sinag-bank', name: 'Sinag Bank' };
const settled = { timeout: 2000 };
const fieldErrors = Object.assign(new Error('Some fields need your attention.'), { code: 'VALIDATION', fields: { tin: 'Enter your 9- or 12-digit TIN.' } });
const down = Object.assign(new Error('Service unavailable'), { code: 'HTTP_503' });

type Call = [string, unknown];
interface Replies {
  saveDetails?: (input: unknown) => Promise<Values>;
  recordFlowState?: (input: unknown) => Promise<Record<string, string>>;
  confirmEmployment?: (input: unknown) => Promise<void>;
  updateEmployment?: (input: unknown) => Promise<void>;
}

async function start(input: OnboardingInput, replies: Replies = {}) {
  const calls: Call[] = [];
  const call = <T>(name: keyof Replies, fallback: T) =>
    fromPromise(async ({ input: i }: { input: unknown }) => {
      calls.push([name, i]);
      const reply = replies[name] as ((x: unknown) => Promise<T>) | undefined;
      return reply ? reply(i) : fallback;
    });
  const machine = onboardingMachine.provide({
    actors: {
      saveDetails: call<Values>('saveDetails', { saved: 'yes' }),
      recordFlowState: call<Record<string, string>>('recordFlowState', { onboarding: 'SUBMITTED' }),
      confirmEmployment: call<void>('confirmEmployment', undefined),
      updateEmployment: call<void>('updateEmployment', undefined),
    } as never,
  });
  const actor = createActor(machine as AnyActorLogic, { input }).start();
  const snap = () => actor.getSnapshot() as { value: unknown; status: string; context: { error: unknown; drafts: Record<string, Values>; next: string }; output?: unknown; hasTag: (t: string) => boolean; getMeta: () => Record<string, unknown>; matches: (v: unknown) => boolean };
  return { actor, calls, snap };
}

describe('the onboarding chart', () => {
  it.each([
    ['personalDetails', { personalDetails: 'editing' }],
    ['criticalDetails', { criticalDetails: 'editing' }],
    ['employmentStatus', { employmentStatus: 'asking' }],
    ['employmentInformation', { employmentInformation: 'editing' }],
  ] as const)('starts at %s', async (where, value) => {
    const { snap } = await start({ start: where, company });
    expect(snap().value).toEqual(value);
    expect(snap().context).toEqual({ start: where, company, drafts: {}, error: null, next: 'home' });
  });

  it('shows each page with its route and title', async () => {
    const { snap, actor } = await start({ start: 'personalDetails', company });
    expect(Object.values(snap().getMeta())).toEqual([onboardingPages.personalDetails]);
    actor.stop();
    expect(onboardingPages.criticalDetails).toMatchObject({ route: '/onboarding/critical-details', title: 'A few more details' });
  });

  it('saves the personal details, records them, then the critical details; the last step records the whole onboarding and goes home', async () => {
    const { actor, calls, snap } = await start({ start: 'personalDetails', company });
    actor.send({ type: 'draft.update', values: { first: 'Ju' } });
    expect(snap().context.drafts).toEqual({ personalDetails: { first: 'Ju' } });
    actor.send({ type: 'step.submit', values: { first: 'Juan' } });
    expect(snap().hasTag('saving')).toBe(true);
    await waitFor(actor, (s) => s.matches({ criticalDetails: 'editing' }), settled);
    expect(calls).toEqual([
      ['saveDetails', { step: 'personal-details', answers: { first: 'Juan' } }],
      ['recordFlowState', { flow: 'onboarding_personal_details', state: 'SUBMITTED' }],
    ]);
    actor.send({ type: 'step.submit', values: { tin: '123456789' } });
    await waitFor(actor, (s) => s.status === 'done', settled);
    expect(calls.slice(2)).toEqual([
      ['saveDetails', { step: 'critical-details', answers: { tin: '123456789' } }],
      ['recordFlowState', { flow: 'onboarding', state: 'SUBMITTED' }],
    ]);
    expect(snap().output).toEqual({ next: 'home' });
  });

  it('field errors from a save come back to the form with the answers kept; nothing is recorded', async () => {
    let first = true;
    const { actor, calls, snap } = await start(
      { start: 'criticalDetails', company },
      { saveDetails: async () => { if (first) { first = false; throw fieldErrors; } return {}; } },
    );
    actor.send({ type: 'step.submit', values: { tin: '12' } });
    await waitFor(actor, (s) => s.matches({ criticalDetails: 'editing' }) && s.context.error !== null, settled);
    expect(snap().context.error).toEqual({ code: 'VALIDATION', message: 'Some fields need your attention.', fields: { tin: 'Enter your 9- or 12-digit TIN.' } });
    expect(snap().context.drafts).toEqual({ criticalDetails: { tin: '12' } });
    expect(calls.map((c) => c[0])).toEqual(['saveDetails']);
    // Submitting again clears the message.
    actor.send({ type: 'step.submit', values: { tin: '123456789' } });
    expect(snap().context.error).toBeNull();
    await waitFor(actor, (s) => s.status === 'done', settled);
  });

  it('a failed save keeps the answers; Try again saves them again and goes on', async () => {
    let fail = true;
    const { actor, calls, snap } = await start(
      { start: 'personalDetails', company },
      { saveDetails: async () => { if (fail) { fail = false; throw down; } return {}; } },
    );
    actor.send({ type: 'step.submit', values: { first: 'Juan' } });
    await waitFor(actor, (s) => s.matches({ personalDetails: 'failed' }), settled);
    expect(snap().hasTag('error')).toBe(true);
    expect(snap().context.error).toEqual({ code: 'HTTP_503', message: 'Service unavailable', fields: {} });
    actor.send({ type: 'draft.update', values: { first: 'Juana' } });
    expect(snap().context.drafts.personalDetails).toEqual({ first: 'Juana' });
    actor.send({ type: 'step.retry' });
    expect(snap().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches({ criticalDetails: 'editing' }), settled);
    expect(calls.filter((c) => c[0] === 'saveDetails').map((c) => c[1])).toEqual([
      { step: 'personal-details', answers: { first: 'Juan' } },
      { step: 'personal-details', answers: { first: 'Juana' } },
    ]);
  });

  it('from a failed save, submitting changed answers saves those', async () => {
    let fail = true;
    const { actor, calls } = await start({ start: 'criticalDetails', company }, { saveDetails: async () => { if (fail) { fail = false; throw down; } return {}; } });
    actor.send({ type: 'step.submit', values: { tin: '1' } });
    await waitFor(actor, (s) => s.matches({ criticalDetails: 'failed' }), settled);
    actor.send({ type: 'step.submit', values: { tin: '123456789' } });
    await waitFor(actor, (s) => s.status === 'done', settled);
    expect(calls.filter((c) => c[0] === 'saveDetails')[1]).toEqual(['saveDetails', { step: 'critical-details', answers: { tin: '123456789' } }]);
  });

  it('a failed record of progress is an error page; Try again saves and records again', async () => {
    let fail = true;
    const { actor, calls, snap } = await start(
      { start: 'personalDetails', company },
      { recordFlowState: async () => { if (fail) { fail = false; throw down; } return {}; } },
    );
    actor.send({ type: 'step.submit', values: { first: 'Juan' } });
    await waitFor(actor, (s) => s.matches({ personalDetails: 'failed' }), settled);
    expect(snap().context.error).toMatchObject({ code: 'HTTP_503' });
    actor.send({ type: 'step.retry' });
    await waitFor(actor, (s) => s.matches({ criticalDetails: 'editing' }), settled);
    expect(calls.map((c) => c[0])).toEqual(['saveDetails', 'recordFlowState', 'saveDetails', 'recordFlowState']);
  });

  it('Back from the critical details leads to the personal details (clearing the message); the first step has no Back', async () => {
    const { actor, snap } = await start({ start: 'criticalDetails', company }, { saveDetails: async () => { throw down; } });
    actor.send({ type: 'step.submit', values: { tin: '1' } });
    await waitFor(actor, (s) => s.matches({ criticalDetails: 'failed' }), settled);
    actor.send({ type: 'step.back' });
    expect(snap().value).toEqual({ personalDetails: 'editing' });
    expect(snap().context.error).toBeNull();
    actor.send({ type: 'step.back' });
    expect(snap().value).toEqual({ personalDetails: 'editing' });

    const fresh = await start({ start: 'criticalDetails', company });
    fresh.actor.send({ type: 'step.back' });
    expect(fresh.snap().value).toEqual({ personalDetails: 'editing' });
  });

  it('a failure without words gets a message the borrower can act on', async () => {
    const { actor, snap } = await start({ start: 'personalDetails', company }, { saveDetails: async () => { throw { code: 42, message: '', fields: null }; } });
    actor.send({ type: 'step.submit', values: {} });
    await waitFor(actor, (s) => s.matches({ personalDetails: 'failed' }), settled);
    expect(snap().context.error).toEqual({ code: 'UNKNOWN', message: 'We could not save your details. Please try again.', fields: {} });
  });
});

describe('the employment check', () => {
  it('"Yes, I still work there" confirms the company on the profile, then the success page; Continue goes home', async () => {
    const { actor, calls, snap } = await start({ start: 'employmentStatus', company });
    actor.send({ type: 'employment.confirm' });
    expect(snap().hasTag('saving')).toBe(true);
    await waitFor(actor, (s) => s.matches('employmentSuccess'), settled);
    expect(calls).toEqual([['confirmEmployment', { companyId: 'cmp-sinag-bank' }]]);
    actor.send({ type: 'step.submit', values: {} });
    expect(snap().status).toBe('done');
    expect(snap().output).toEqual({ next: 'home' });
  });

  it('without a company on the profile, the confirmation sends an empty id', async () => {
    const { actor, calls } = await start({ start: 'employmentStatus', company: null });
    actor.send({ type: 'employment.confirm' });
    await waitFor(actor, (s) => s.matches('employmentSuccess'), settled);
    expect(calls).toEqual([['confirmEmployment', { companyId: '' }]]);
  });

  it('a failed confirmation can be tried again, by Try again or by confirming again', async () => {
    let fails = 2;
    const { actor, calls, snap } = await start({ start: 'employmentStatus', company }, { confirmEmployment: async () => { if (fails-- > 0) throw down; } });
    actor.send({ type: 'employment.confirm' });
    await waitFor(actor, (s) => s.matches({ employmentStatus: 'failed' }), settled);
    expect(snap().hasTag('error')).toBe(true);
    expect(snap().context.error).toMatchObject({ code: 'HTTP_503', message: 'Service unavailable' });
    actor.send({ type: 'step.retry' });
    expect(snap().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches({ employmentStatus: 'failed' }), settled);
    actor.send({ type: 'employment.confirm' });
    expect(snap().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('employmentSuccess'), settled);
    expect(calls).toHaveLength(3);
  });

  it('"I no longer work there" leaves for the company selector', async () => {
    const { actor, snap } = await start({ start: 'employmentStatus', company }, { confirmEmployment: async () => { throw down; } });
    actor.send({ type: 'employment.confirm' });
    await waitFor(actor, (s) => s.matches({ employmentStatus: 'failed' }), settled);
    actor.send({ type: 'employment.changed' });
    expect(snap().status).toBe('done');
    expect(snap().output).toEqual({ next: 'companySelector' });
    expect(snap().context.error).toBeNull();
  });

  it('"My details changed" opens the form; its answers are saved, then the success page', async () => {
    const { actor, calls, snap } = await start({ start: 'employmentStatus', company }, { confirmEmployment: async () => { throw down; } });
    actor.send({ type: 'employment.confirm' });
    await waitFor(actor, (s) => s.matches({ employmentStatus: 'failed' }), settled);
    actor.send({ type: 'employment.update' });
    expect(snap().value).toEqual({ employmentInformation: 'editing' });
    expect(snap().context.error).toBeNull();
    actor.send({ type: 'draft.update', values: { position: 'Cl' } });
    expect(snap().context.drafts).toEqual({ employmentInformation: { position: 'Cl' } });
    actor.send({ type: 'step.submit', values: { position: 'Clerk' } });
    await waitFor(actor, (s) => s.matches('employmentSuccess'), settled);
    expect(calls.at(-1)).toEqual(['updateEmployment', { answers: { position: 'Clerk' } }]);
  });

  it('field errors on the employment form come back to it; a failure offers Try again and keeps typing', async () => {
    const outcomes: unknown[] = [fieldErrors, down, down];
    const { actor, calls, snap } = await start({ start: 'employmentInformation', company }, { updateEmployment: async () => { const o = outcomes.shift(); if (o) throw o; } });
    actor.send({ type: 'step.submit', values: { position: '' } });
    await waitFor(actor, (s) => s.matches({ employmentInformation: 'editing' }) && s.context.error !== null, settled);
    expect(snap().context.error).toMatchObject({ fields: { tin: 'Enter your 9- or 12-digit TIN.' } });
    actor.send({ type: 'step.submit', values: { position: 'Clerk' } });
    expect(snap().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches({ employmentInformation: 'failed' }), settled);
    expect(snap().hasTag('error')).toBe(true);
    actor.send({ type: 'draft.update', values: { position: 'Head clerk' } });
    expect(snap().context.drafts.employmentInformation).toEqual({ position: 'Head clerk' });
    actor.send({ type: 'step.retry' });
    expect(snap().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches({ employmentInformation: 'failed' }), settled);
    actor.send({ type: 'step.submit', values: { position: 'Chief clerk' } });
    await waitFor(actor, (s) => s.matches('employmentSuccess'), settled);
    expect(calls.map((c) => c[1])).toEqual([{ answers: { position: '' } }, { answers: { position: 'Clerk' } }, { answers: { position: 'Head clerk' } }, { answers: { position: 'Chief clerk' } }]);
  });

  it('Back from the employment form leads to the question, also when the platform asked for the details first', async () => {
    const { actor, snap } = await start({ start: 'employmentInformation', company }, { updateEmployment: async () => { throw down; } });
    actor.send({ type: 'step.submit', values: {} });
    await waitFor(actor, (s) => s.matches({ employmentInformation: 'failed' }), settled);
    actor.send({ type: 'step.back' });
    expect(snap().value).toEqual({ employmentStatus: 'asking' });
    expect(snap().context.error).toBeNull();
  });
});

describe('the onboarding chart: busy while saving', () => {
  it('recording progress and saving employment details show as saving', async () => {
    const hold = () => new Promise<never>(() => {});
    const rec = await start({ start: 'personalDetails', company }, { recordFlowState: hold });
    rec.actor.send({ type: 'step.submit', values: {} });
    await waitFor(rec.actor, (s) => s.matches({ personalDetails: 'recording' }), settled);
    expect(rec.snap().hasTag('saving')).toBe(true);
    const emp = await start({ start: 'employmentInformation', company }, { updateEmployment: hold });
    emp.actor.send({ type: 'step.submit', values: {} });
    expect(emp.snap().value).toEqual({ employmentInformation: 'saving' });
    expect(emp.snap().hasTag('saving')).toBe(true);
  });
});
