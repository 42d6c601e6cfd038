import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { QueryClient } from '@tanstack/react-query';
import type { FormStep } from '~/api/contract/form-options';
import { stepAnswersQuery } from '~/api/queries/loans';
import { provideJourneyCharts } from '~/app/provide-journeys';
import { SAVED_ANSWERS_CACHE } from '~/journeys/prefetch-next-step';
import { journeys } from '@machines/journeys/definitions';
import type { Answers, JourneyContext, JourneyInput } from '@machines/journeys/journey-types';
import { inProcessSandbox } from '../support/in-process-sandbox';

/**
 * Issue W2-F "no two API calls in series before a step paints", counted in HTTP requests: the new-loan chart with its
 * real actors (src/app/provide-journeys.ts) against the sandbox platform in this process
 * (tests/support/in-process-sandbox.ts). A form opens with its saved answers read (the form screen reads them, or the
 * step before prefetched them: src/journeys/prefetch-next-step.ts); from Continue until the next step shows, one
 * request: the save. Its answer says whether offers are priced and carries those priced from a salary or a bank, so
 * nothing reads the offer list after it. (A save answer that does not say whether offers are priced, which the sandbox
 * never gives, is the chart's own test: tests/machines/journeys/one-call-per-save.test.ts.)
 */
const platform = inProcessSandbox();

type Snapshot = { value: unknown; context: JourneyContext; hasTag: (t: string) => boolean };
const stepOf = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]);
const at = (s: { value: unknown }, step: string, state = 'editing') => JSON.stringify(s.value) === JSON.stringify({ [step]: state });
const index = (step: (typeof journeys.newLoan.steps)[number]) => journeys.newLoan.steps.indexOf(step);
const appPath = (id: string, rest = '') => `/api/v1/applications/${id}${rest}`;
const storedOfferIds = (id: string) => platform.ctx.db.prepare('SELECT id FROM offers WHERE application_id = ? ORDER BY position').pluck().all(id) as string[];

const terms = { amount_centavos: 2_500_000, tenure_months: 12, repayment_cycle: '1 Semi Month' };
const professional = {
  employee_id: 'EMP-2041', employment_type: 'REGULAR', job_level: 'RANK_AND_FILE', job_title: 'ACCOUNTANT', date_hired: '2019-06-01', gross_monthly_salary: '40,000', income_type: 'SALARY',
};
const bank = { bank: 'BDO', account_type: 'SAVINGS', account_name: 'Maria Clara Santos', account_number: '001234567890' };

function journey(input: JourneyInput) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const actor = createActor(provideJourneyCharts({ queryClient }).newLoanJourney, { input }).start() as AnyActorRef;
  const snap = () => actor.getSnapshot() as Snapshot;
  const until = (f: (s: Snapshot) => boolean) => waitFor(actor, (s) => f(s as Snapshot) || (s as Snapshot).hasTag('error'), { timeout: 8000 }).then(() => snap());
  /** The form screen opens: it reads the step's saved answers (into the cache the save's version comes from). */
  const opens = async (serverStep: FormStep) => {
    await queryClient.fetchQuery({ ...stepAnswersQuery(input.applicationId!, serverStep), ...SAVED_ANSWERS_CACHE });
    platform.clear();
  };
  /** Continue on the form: the requests from the click until `shown` holds (a settled moment later, none more). */
  const submit = async (values: Answers, shown: (s: Snapshot) => boolean) => {
    platform.clear();
    actor.send({ type: 'step.submit', values });
    const s = await until(shown);
    expect(s.context.error, 'the step failed').toBeNull();
    const before = platform.calls();
    await new Promise((r) => setTimeout(r, 50));
    expect(platform.calls(), 'a request after the next step showed').toEqual(before);
    return { s, calls: before };
  };
  return { actor, snap, until, opens, submit, queryClient };
}

/** A first-time borrower whose application exists (the calculator's terms, purpose) with no form saved yet. */
function atFirstForms() {
  const id = platform.signIn('new-borrower', { at: 'loanCalculator' }).applicationId!;
  platform.clear();
  return id;
}

const savedAnswers = (id: string, step: FormStep) =>
  JSON.parse(platform.ctx.db.prepare('SELECT answers FROM application_steps WHERE application_id = ? AND step = ?').pluck().get(id, step) as string) as Answers;
const acceptedOffer = (id: string) => platform.ctx.db.prepare('SELECT id FROM offers WHERE application_id = ? AND selected = 1').pluck().get(id) as string;

/**
 * A borrower back at review (OFFER_ACCEPTED: every form saved, the offer priced on ₱40,000 and accepted): reloaded (the
 * journey holds no answers), or `held`, having come through the steps in this tab (it holds them and the offer chosen).
 */
async function atReview({ held = false } = {}) {
  const id = platform.signIn('new-borrower', { at: 'documentVerification' }).applicationId!;
  const answers = held
    ? {
        loanCalculator: terms, professionalDetails: savedAnswers(id, 'professional-details'), bankDetails: savedAnswers(id, 'bank-details'),
        loanOffer: { offer_id: acceptedOffer(id) }, documentVerification: { complete: 'true' },
      }
    : undefined;
  const j = journey({ type: 'newLoan', applicationId: id, applicationStatus: 'OFFER_ACCEPTED', startAt: 'reviewDetails', reached: index('reviewDetails'), answers });
  await j.until((s) => at(s, 'reviewDetails'));
  platform.clear();
  return { id, j };
}

describe('a form save costs one HTTP request before the next step', () => {
  it('professional details on the first pass (no offers priced yet): the save only', async () => {
    const id = atFirstForms();
    const j = journey({ type: 'newLoan', applicationId: id, applicationStatus: 'INITIALIZED', startAt: 'professionalDetails', reached: index('professionalDetails'), answers: { loanCalculator: terms } });
    await j.opens('professional-details');
    const { calls } = await j.submit(professional, (s) => at(s, 'additionalDetails'));
    expect(calls).toEqual([`PUT ${appPath(id, '/steps/professional-details')}`]);
    expect(platform.requests[0]).toMatchObject({ body: { answers: professional, version: 0 }, status: 200 });
  });

  // The same with the journey's answers held (no reload) and after a reload (resumed at review): one request, the
  // offers it priced shown, and those used once.
  for (const [when, held] of [['', true], [' after a reload', false]] as const) {
    it(`a new salary from review${when}: the save answers with the offers priced from it, the offer step shows them (no list read, no pricing call)`, async () => {
      const { id, j } = await atReview({ held });
      const before = storedOfferIds(id);
      j.actor.send({ type: 'review.edit', step: 'professionalDetails' });
      await j.until((s) => at(s, 'professionalDetails'));
      await j.opens('professional-details');
      const { s, calls } = await j.submit({ ...savedAnswers(id, 'professional-details'), gross_monthly_salary: '55,000' }, (x) => at(x, 'loanOffer'));
      expect(calls).toEqual([`PUT ${appPath(id, '/steps/professional-details')}`]);
      // The offers shown are the ones the save priced (new ids), not the ones before.
      expect(storedOfferIds(id)).not.toEqual(before);
      expect(s.context.offers?.offers.map((o) => o.id)).toEqual(storedOfferIds(id));
      // Leaving and coming back to the offer step reads the offers again (what was just priced is used once).
      j.actor.send({ type: 'step.back' });
      await j.until((x) => stepOf(x.value) === 'bankDetails');
      platform.clear();
      j.actor.send({ type: 'nav.request', step: 'loanOffer' });
      await j.until((x) => at(x, 'loanOffer'));
      expect(platform.calls()).toEqual([`GET ${appPath(id, '/offers')}`]);
    });
  }

  // The offer accepted on ₱40,000 (₱25,000) is more than ₱10,000 allows (₱20,000): with or without a reload the
  // borrower is back on the offer step with the new offers, review never shows the new figures as the accepted loan.
  it.each([
    ['with the journey\'s answers', true],
    ['after a reload', false],
  ])('a lower salary from review %s: the offer step with the ₱20,000 offers; accepting there is one request, back to review, the platform holds ₱20,000, and confirm reads the offers once', async (_, held) => {
    const { id, j } = await atReview({ held });
    j.actor.send({ type: 'review.edit', step: 'professionalDetails' });
    await j.until((s) => at(s, 'professionalDetails'));
    await j.opens('professional-details');
    const { s, calls } = await j.submit({ ...savedAnswers(id, 'professional-details'), gross_monthly_salary: '10,000' }, (x) => at(x, 'loanOffer') || at(x, 'reviewDetails'));
    expect(calls).toEqual([`PUT ${appPath(id, '/steps/professional-details')}`]);
    expect(stepOf(s.value)).toBe('loanOffer');
    expect(s.context.answers.loanOffer).toBeUndefined();
    expect(s.context.reached).toBe(index('loanOffer'));
    expect(s.context.offers?.offers.map((o) => o.principal_centavos)).toEqual(storedOfferIds(id).map(() => 2_000_000));
    const chosen = storedOfferIds(id)[0]!;
    platform.clear();
    j.actor.send({ type: 'step.submit', values: { offer_id: chosen } });
    const back = await j.until((x) => at(x, 'reviewDetails'));
    // Accepting is the one request, and the borrower is back on review (the change was made from there).
    expect(platform.calls()).toEqual([`POST ${appPath(id, '/approve-offer')}`]);
    expect(platform.requests[0]!.body).toEqual({ offer_id: chosen });
    expect(back.context.answers.loanOffer).toEqual({ offer_id: chosen });
    expect(platform.ctx.db.prepare('SELECT loan_amount_centavos FROM applications WHERE id = ?').pluck().get(id)).toBe(2_000_000);
    // Confirm: the offers are read once, to accept the chosen one, and the note is written from them.
    platform.clear();
    j.actor.send({ type: 'step.submit', values: { confirmed: true } });
    await j.until((x) => at(x, 'promissoryNotes'));
    expect(platform.calls()).toEqual([`GET ${appPath(id)}`, `GET ${appPath(id, '/offers')}`, `POST ${appPath(id, '/approve-offer')}`, `POST ${appPath(id, '/contract')}`]);
    expect(platform.requests[2]!.body).toEqual({ loan_amount_centavos: 2_000_000, tenure_months: expect.any(Number) });
    expect(platform.ctx.db.prepare('SELECT loan_amount_centavos FROM applications WHERE id = ?').pluck().get(id)).toBe(2_000_000);
  });

  it('a salary saved unchanged from review: the save answers with the offers as they are, back to review with no other request', async () => {
    const { id, j } = await atReview();
    const before = storedOfferIds(id);
    j.actor.send({ type: 'review.edit', step: 'professionalDetails' });
    await j.until((s) => at(s, 'professionalDetails'));
    await j.opens('professional-details');
    const { calls } = await j.submit(savedAnswers(id, 'professional-details'), (x) => at(x, 'reviewDetails'));
    expect(calls).toEqual([`PUT ${appPath(id, '/steps/professional-details')}`]);
    expect(storedOfferIds(id)).toEqual(before);
  });

  it('disbursement details on the first pass carries the first pricing terms: the save is the one request before the offers show', async () => {
    const id = atFirstForms();
    const j = journey({
      type: 'newLoan', applicationId: id, applicationStatus: 'INITIALIZED', startAt: 'bankDetails', reached: index('bankDetails'),
      answers: { loanCalculator: terms, professionalDetails: professional },
    });
    await j.opens('bank-details');
    const { s, calls } = await j.submit(bank, (x) => at(x, 'loanOffer'));
    expect(calls).toEqual([`PUT ${appPath(id, '/steps/bank-details')}`]);
    expect(platform.requests[0]!.body).toEqual({ answers: bank, version: 0, offer_terms: { ...terms, gross_monthly_salary_centavos: 4_000_000, disbursement_bank: 'OTHER' } });
    expect(s.context.offers?.offers.map((o) => o.id)).toEqual(storedOfferIds(id));
    expect(storedOfferIds(id).length).toBeGreaterThan(0);
  });

  it('disbursement details when the save says no offers are priced yet: the offer step prices them without reading an empty list', async () => {
    // Every form saved, no offer priced; the journey (resumed) holds the calculator's terms but no salary.
    const id = platform.signIn('new-borrower', { at: 'loanOffer' }).applicationId!;
    const j = journey({ type: 'newLoan', applicationId: id, applicationStatus: 'INITIALIZED', startAt: 'bankDetails', reached: index('bankDetails'), answers: { loanCalculator: terms } });
    await j.opens('bank-details');
    const { s, calls } = await j.submit(bank, (x) => at(x, 'loanOffer'));
    // The saved professional details are read for the salary, then the offers are priced: no GET of the offer list.
    expect(calls).toEqual([`PUT ${appPath(id, '/steps/bank-details')}`, `GET ${appPath(id, '/steps/professional-details')}`, `POST ${appPath(id, '/offers/generate')}`]);
    expect(platform.requests[0]!.body).toEqual({ answers: bank, version: 1 });
    expect(s.context.offers?.offers.map((o) => o.id)).toEqual(storedOfferIds(id));
  });

  it('a later save of disbursement details (offers priced already) carries no pricing terms and is the one request', async () => {
    const { id, j } = await atReview();
    j.actor.send({ type: 'review.edit', step: 'bankDetails' });
    await j.until((s) => at(s, 'bankDetails'));
    await j.opens('bank-details');
    const { calls } = await j.submit(savedAnswers(id, 'bank-details'), (x) => at(x, 'reviewDetails'));
    expect(calls).toEqual([`PUT ${appPath(id, '/steps/bank-details')}`]);
    expect(platform.requests[0]!.body).not.toHaveProperty('offer_terms');
  });
});
