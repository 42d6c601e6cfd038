/**
 * The insurance chart with fake calls (machines/insurance): where a visit lands for each address and saved draft
 * (and why, when it is an earlier step), Back and the browser's Back / Forward between the steps, saves that cannot
 * be left half-way, what a failed save keeps, the employer offered, and the output.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorLogic, type AnyActorRef } from 'xstate';
import type { BeneficiaryDraft, CoverSummary, InsuranceForm, InsuranceLoaded } from '@machines/insurance/insurance-types';
import { insurancePages } from '@machines/insurance/insurance-pages';
// Imported at the top, not inside a test: a mutation run then counts the chart's configuration as loaded by every
// test here and tries them all on each change to it (imported inside the first test, Stryker counts it covered by
// that test alone). insurance-unprovided.test.ts imports it inside its tests, so a chart that fails to build still fails a test.
import { insuranceMachine } from '@machines/insurance/insurance.machine';

const settled = { timeout: 2000 };
const form: InsuranceForm = { personal_details: [], beneficiaries: { min: 1, max: 3, shares_required: true }, employment: [] };
const ana: BeneficiaryDraft = { full_name: 'Ana Cruz', relation: 'SPOUSE', birth_date: '1990-01-01', share_percent: '100' };
const cover: CoverSummary = { id: 'P1', status: 'PENDING', employerName: 'Mabuhay', beneficiaries: 1 };
const loaded = (saved: InsuranceLoaded['saved'], o: Partial<InsuranceLoaded> = {}): InsuranceLoaded => ({ form, personal: { first: 'Juan' }, beneficiaries: [ana], employment: { position: 'Nurse' }, saved, ...o });
const { personalDetails: pd, beneficiary: bn, employment: em } = insurancePages;
const never = () => new Promise<never>(() => {});
const down = Object.assign(new Error('Service unavailable'), { code: 'HTTP_503' });

type Impl = Partial<Record<'loadInsurance' | 'savePersonalDetails' | 'saveBeneficiaries' | 'submitInsurance', (input: unknown) => Promise<unknown>>>;

async function start(input: { route?: string; companyName?: string } | undefined, impl: Impl = {}) {
  const calls: [string, unknown][] = [];
  const actors = Object.fromEntries(
    (['loadInsurance', 'savePersonalDetails', 'saveBeneficiaries', 'submitInsurance'] as const).map((n) => [
      n,
      fromPromise(async ({ input: i }: { input: unknown }) => {
        calls.push([n, i]);
        const f = impl[n];
        return f ? f(i) : n === 'loadInsurance' ? loaded({ personal: false, beneficiaries: false }) : cover;
      }),
    ]),
  );
  const actor = createActor(insuranceMachine.provide({ actors } as never) as AnyActorLogic, { input }).start() as AnyActorRef;
  await waitFor(actor, (s) => !s.hasTag('loading'), settled);
  const snap = () => actor.getSnapshot() as { value: unknown; status: string; output: unknown; context: Record<string, unknown>; hasTag: (t: string) => boolean; getMeta: () => Record<string, unknown> };
  return { actor, calls, snap };
}

describe('insurance: where a visit lands', () => {
  it.each([
    [undefined, { personal: true, beneficiaries: true }, { personalDetails: 'editing' }, null],
    [em.route, { personal: true, beneficiaries: true }, { employment: 'editing' }, null],
    [em.route, { personal: true, beneficiaries: false }, { beneficiary: 'editing' }, 'employment'],
    [em.route, { personal: false, beneficiaries: false }, { personalDetails: 'editing' }, 'employment'],
    [em.route, { personal: false, beneficiaries: true }, { personalDetails: 'editing' }, 'employment'],
    [bn.route, { personal: true, beneficiaries: false }, { beneficiary: 'editing' }, null],
    [bn.route, { personal: true, beneficiaries: true }, { beneficiary: 'editing' }, null],
    [bn.route, { personal: false, beneficiaries: false }, { personalDetails: 'editing' }, 'beneficiary'],
    [pd.route, { personal: true, beneficiaries: true }, { personalDetails: 'editing' }, null],
    ['/insurance/insurance-success', { personal: true, beneficiaries: true }, { personalDetails: 'editing' }, null],
  ] as const)('%s with %j saved opens %j (explaining %s)', async (route, saved, value, askedFor) => {
    const { snap } = await start(route === undefined ? undefined : { route }, { loadInsurance: async () => loaded(saved) });
    expect(snap().value).toEqual(value);
    expect(snap().context.askedFor).toBe(askedFor);
    expect(snap().context.route).toBe(route ?? pd.route);
  });

  it('keeps what the platform has, and offers the chosen company as the employer until another is typed', async () => {
    const { snap } = await start({ companyName: 'Mabuhay General Hospital' }, { loadInsurance: async () => loaded({ personal: false, beneficiaries: false }, { employment: {} }) });
    expect(snap().context).toMatchObject({ form, personal: { first: 'Juan' }, beneficiaries: [ana], employment: { employer_name: 'Mabuhay General Hospital' }, error: null });
    const typed = await start({ companyName: 'Mabuhay General Hospital' }, { loadInsurance: async () => loaded({ personal: false, beneficiaries: false }, { employment: { employer_name: 'St. Luke’s' } }) });
    expect(typed.snap().context.employment).toEqual({ employer_name: 'St. Luke’s' });
    const none = await start({}, { loadInsurance: async () => loaded({ personal: false, beneficiaries: false }, { employment: {} }) });
    expect(none.snap().context.employment).toEqual({});
    expect(none.snap().context.companyName).toBe('');
  });

  it('a failed read: the error screen offers Try again; Back leaves', async () => {
    let fail = true;
    const { actor, snap, calls } = await start({}, { loadInsurance: async () => { if (fail) { fail = false; throw down; } return loaded({ personal: false, beneficiaries: false }); } });
    expect(snap().value).toBe('loadFailed');
    expect(snap().hasTag('error')).toBe(true);
    expect(snap().context.error).toEqual({ code: 'HTTP_503', message: 'Service unavailable', fields: {} });
    actor.send({ type: 'app.retry' });
    expect(snap().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('personalDetails'), settled);
    expect(calls).toHaveLength(2);
    const leave = await start({}, { loadInsurance: async () => { throw down; } });
    leave.actor.send({ type: 'step.back' });
    expect(leave.snap().status).toBe('done');
    expect(leave.snap().output).toEqual({ submitted: false });
  });
});

describe('insurance: the steps', () => {
  it('saves each step with what was typed, then submits; success says so and Done leaves with submitted', async () => {
    const { actor, snap, calls } = await start({});
    expect(Object.values(snap().getMeta())).toEqual([pd]);
    actor.send({ type: 'draft.update', values: { first: 'Jua' } });
    expect(snap().context.personal).toEqual({ first: 'Jua' });
    actor.send({ type: 'step.submit', values: { first: 'Juan', last: 'Cruz' } });
    expect(snap().hasTag('saving')).toBe(true);
    await waitFor(actor, (s) => s.matches({ beneficiary: 'editing' }), settled);
    expect(snap().context.saved).toEqual({ personal: true, beneficiaries: false });
    actor.send({ type: 'beneficiaries.update', beneficiaries: [] });
    expect(snap().context.beneficiaries).toEqual([]);
    actor.send({ type: 'beneficiaries.submit', beneficiaries: [ana] });
    await waitFor(actor, (s) => s.matches({ employment: 'editing' }), settled);
    expect(snap().context.saved).toEqual({ personal: true, beneficiaries: true });
    actor.send({ type: 'draft.update', values: { position: 'Head nurse' } });
    expect(snap().context.employment).toEqual({ position: 'Head nurse' });
    actor.send({ type: 'step.submit', values: { position: 'Chief nurse' } });
    await waitFor(actor, (s) => s.matches('success'), settled);
    expect(calls.slice(1)).toEqual([
      ['savePersonalDetails', { answers: { first: 'Juan', last: 'Cruz' } }],
      ['saveBeneficiaries', { beneficiaries: [ana], rules: form.beneficiaries }],
      ['submitInsurance', { answers: { position: 'Chief nurse' } }],
    ]);
    // Submitted: the draft is gone, a new enrolment starts again.
    expect(snap().context).toMatchObject({ cover, saved: { personal: false, beneficiaries: false }, error: null });
    actor.send({ type: 'insurance.done' });
    expect(snap().status).toBe('done');
    expect(snap().output).toEqual({ submitted: true });
  });

  it('without the form’s rules, beneficiaries are saved under the default rule (1 to 4, no shares)', async () => {
    const { actor, calls } = await start({ route: bn.route }, { loadInsurance: async () => ({ ...loaded({ personal: true, beneficiaries: false }), form: null as never }) });
    actor.send({ type: 'beneficiaries.submit', beneficiaries: [ana] });
    await waitFor(actor, (s) => s.matches({ employment: 'editing' }), settled);
    expect(calls[1]).toEqual(['saveBeneficiaries', { beneficiaries: [ana], rules: { min: 1, max: 4, shares_required: false } }]);
  });

  it.each([
    ['personal details', {}, 'savePersonalDetails', { type: 'step.submit', values: { first: 'Juan' } }, 'personalDetails', { type: 'step.submit', values: { first: 'Juana' } }, { answers: { first: 'Juana' } }],
    ['beneficiaries', { route: bn.route }, 'saveBeneficiaries', { type: 'beneficiaries.submit', beneficiaries: [ana] }, 'beneficiary', { type: 'beneficiaries.submit', beneficiaries: [{ ...ana, full_name: 'Ana C.' }] }, { beneficiaries: [{ ...ana, full_name: 'Ana C.' }], rules: form.beneficiaries }],
    ['employment', { route: em.route }, 'submitInsurance', { type: 'step.submit', values: { position: 'Nurse' } }, 'employment', { type: 'step.submit', values: { position: 'RN' } }, { answers: { position: 'RN' } }],
  ] as const)('a failed save of the %s keeps what was typed; Try again resends it, or the changed answers', async (_name, input, call, submit, step, resubmit, resent) => {
    let fails = 2;
    const { actor, snap, calls } = await start(input, {
      loadInsurance: async () => loaded({ personal: true, beneficiaries: true }),
      [call]: async () => { if (fails-- > 0) throw Object.assign(new Error('Check the form.'), { code: 'VALIDATION', fields: { first: 'Required.' } }); return cover; },
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches({ [step]: 'error' }), settled);
    expect(snap().hasTag('error')).toBe(true);
    expect(snap().hasTag('form')).toBe(true);
    expect(snap().context.error).toEqual({ code: 'VALIDATION', message: 'Check the form.', fields: { first: 'Required.' } });
    actor.send({ type: 'step.retry' });
    await waitFor(actor, (s) => s.matches({ [step]: 'error' }), settled);
    expect(calls.filter((c) => c[0] === call).map((c) => c[1])).toEqual([calls.find((c) => c[0] === call)![1], calls.find((c) => c[0] === call)![1]]);
    actor.send(resubmit);
    await waitFor(actor, (s) => !s.matches({ [step]: 'saving' }) && !s.matches({ [step]: 'error' }), settled);
    expect(calls.at(-1)).toEqual([call, resent]);
  });

  it('a failure without words gets a message the borrower can act on', async () => {
    const { actor, snap } = await start({}, { savePersonalDetails: async () => { throw { code: 3, message: '', fields: 'x' }; } });
    actor.send({ type: 'step.submit', values: {} });
    await waitFor(actor, (s) => s.matches({ personalDetails: 'error' }), settled);
    expect(snap().context.error).toEqual({ code: 'UNKNOWN', message: 'We could not save this step. Please try again.', fields: {} });
  });

  it('while a step is being saved, Back, links and typing wait', async () => {
    for (const [input, submit, step, typing] of [
      [{}, { type: 'step.submit', values: { first: 'Juan' } }, 'personalDetails', { type: 'draft.update', values: { first: 'X' } }],
      [{ route: bn.route }, { type: 'beneficiaries.submit', beneficiaries: [ana] }, 'beneficiary', { type: 'beneficiaries.update', beneficiaries: [] }],
      [{ route: em.route }, { type: 'step.submit', values: { position: 'RN' } }, 'employment', { type: 'draft.update', values: { position: 'X' } }],
    ] as const) {
      const { actor, snap } = await start(input, {
        loadInsurance: async () => loaded({ personal: true, beneficiaries: true }),
        savePersonalDetails: never, saveBeneficiaries: never, submitInsurance: never,
      });
      actor.send(submit);
      const before = snap().context;
      for (const e of [{ type: 'step.back' }, { type: 'nav.request', path: pd.route }, { type: 'nav.request', path: em.route }, typing]) actor.send(e);
      expect(snap().value).toEqual({ [step]: 'saving' });
      expect(snap().context).toEqual(before);
    }
  });
});

describe('insurance: Back and the browser between steps', () => {
  it('Back goes to the previous step (out from the first), clearing a message; from success it leaves', async () => {
    const { actor, snap } = await start({ route: em.route }, { loadInsurance: async () => loaded({ personal: true, beneficiaries: true }), submitInsurance: async () => { throw down; } });
    actor.send({ type: 'step.submit', values: {} });
    await waitFor(actor, (s) => s.matches({ employment: 'error' }), settled);
    actor.send({ type: 'step.back' });
    expect(snap().value).toEqual({ beneficiary: 'editing' });
    expect(snap().context.error).toBeNull();
    actor.send({ type: 'step.back' });
    expect(snap().value).toEqual({ personalDetails: 'editing' });
    actor.send({ type: 'step.back' });
    expect(snap().status).toBe('done');
    expect(snap().output).toEqual({ submitted: false });

    const done = await start({ route: em.route }, { loadInsurance: async () => loaded({ personal: true, beneficiaries: true }) });
    done.actor.send({ type: 'step.submit', values: {} });
    await waitFor(done.actor, (s) => s.matches('success'), settled);
    done.actor.send({ type: 'step.back' });
    expect(done.snap().status).toBe('done');
  });

  it('from personal details: on to a saved later step; a later step not yet allowed stays and says why', async () => {
    const all = await start({}, { loadInsurance: async () => loaded({ personal: true, beneficiaries: true }) });
    all.actor.send({ type: 'nav.request', path: em.route });
    expect(all.snap().value).toEqual({ employment: 'editing' });
    all.actor.send({ type: 'nav.request', path: pd.route });
    all.actor.send({ type: 'nav.request', path: bn.route });
    expect(all.snap().value).toEqual({ beneficiary: 'editing' });

    const none = await start({}, { loadInsurance: async () => loaded({ personal: false, beneficiaries: false }) });
    none.actor.send({ type: 'nav.request', path: bn.route });
    expect(none.snap().value).toEqual({ personalDetails: 'editing' });
    expect(none.snap().context.askedFor).toBe('beneficiary');
    none.actor.send({ type: 'nav.request', path: em.route });
    expect(none.snap().context.askedFor).toBe('employment');
    none.actor.send({ type: 'nav.request', path: '/elsewhere' });
    expect(none.snap().context.askedFor).toBe('employment');

    const half = await start({}, { loadInsurance: async () => loaded({ personal: true, beneficiaries: false }) });
    half.actor.send({ type: 'nav.request', path: em.route });
    expect(half.snap().value).toEqual({ personalDetails: 'editing' });
    expect(half.snap().context.askedFor).toBe('employment');
  });

  it('from beneficiaries: back to personal details (clearing the explanation), on to employment only once beneficiaries are saved', async () => {
    const half = await start({ route: em.route }, { loadInsurance: async () => loaded({ personal: true, beneficiaries: false }) });
    expect(half.snap().context.askedFor).toBe('employment');
    half.actor.send({ type: 'nav.request', path: em.route });
    expect(half.snap().value).toEqual({ beneficiary: 'editing' });
    half.actor.send({ type: 'nav.request', path: pd.route });
    expect(half.snap().value).toEqual({ personalDetails: 'editing' });
    expect(half.snap().context.askedFor).toBeNull();

    const all = await start({ route: bn.route }, { loadInsurance: async () => loaded({ personal: true, beneficiaries: true }) });
    all.actor.send({ type: 'nav.request', path: em.route });
    expect(all.snap().value).toEqual({ employment: 'editing' });
  });

  it('from employment: back to either earlier step; from success, a new enrolment at personal details', async () => {
    const a = await start({ route: em.route }, { loadInsurance: async () => loaded({ personal: true, beneficiaries: true }) });
    a.actor.send({ type: 'nav.request', path: bn.route });
    expect(a.snap().value).toEqual({ beneficiary: 'editing' });
    a.actor.send({ type: 'nav.request', path: em.route });
    a.actor.send({ type: 'nav.request', path: pd.route });
    expect(a.snap().value).toEqual({ personalDetails: 'editing' });
    a.actor.send({ type: 'nav.request', path: em.route });
    a.actor.send({ type: 'nav.request', path: '/elsewhere' });
    expect(a.snap().value).toEqual({ employment: 'editing' });

    const done = await start({ route: em.route }, { loadInsurance: async () => loaded({ personal: true, beneficiaries: true }) });
    done.actor.send({ type: 'step.submit', values: {} });
    await waitFor(done.actor, (s) => s.matches('success'), settled);
    done.actor.send({ type: 'nav.request', path: bn.route });
    expect(done.snap().value).toBe('success');
    done.actor.send({ type: 'nav.request', path: pd.route });
    expect(done.snap().value).toEqual({ personalDetails: 'editing' });
  });
});
