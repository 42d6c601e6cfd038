import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { JourneyInput } from '@machines/journeys/journey-types';
import { sampleApplication, sampleOffer } from '@machines/journeys/journey.samples';
import { fakePlatform, startJourney, stepOf } from './fake-platform';

/**
 * Issue W2-F "no two API calls in series before a step paints": a form save's answer says whether the application
 * has priced offers, so the save of a step offers are priced from (professional details: the salary) does not read
 * the offer list before the next step.
 * These count the chart's actors (a fake platform); tests/app/one-call-per-save-http.test.ts counts the HTTP requests
 * the real actors make against the sandbox. Kept here: the save answers the sandbox never gives (no has_offers).
 */
const terms = { amount_centavos: 2_500_000, tenure_months: 12, repayment_cycle: '1 Month' };
const salary = { employee_id: 'E-1', gross_monthly_salary: '40,000' };
const atProfessional = (): JourneyInput => ({
  type: 'newLoan',
  applicationId: 'app-1',
  startAt: 'professionalDetails',
  reached: 3,
  answers: { loanCalculator: terms, loanPurpose: { loan_purpose: 'EDUCATION' }, personalDetails: { first_name: 'Maria' } },
});
const atReview = (): JourneyInput => ({
  type: 'newLoan',
  applicationId: 'app-1',
  startAt: 'reviewDetails',
  reached: 9,
  answers: { loanCalculator: terms, professionalDetails: salary, loanOffer: { offer_id: 'o1' }, documentVerification: { complete: 'true' } },
});
/** The platform's answer to a save: what a new application's cache held before (nothing saved), and `has_offers`. */
const saved = (hasOffers: boolean | undefined) => (i: Record<string, unknown>) => ({
  step: i.serverStep,
  answers: i.values,
  application: sampleApplication('INITIALIZED'),
  previous: {},
  ...(hasOffers === undefined ? {} : { has_offers: hasOffers }),
});

/** The offer step shows its offers (not loading them). */
const showsOffers = (value: unknown) => JSON.stringify(value) === JSON.stringify({ loanOffer: 'editing' });

describe('a form save costs one call before the next step', () => {
  it('professional details on the first pass (no offers priced yet): the save only', async () => {
    const platform = fakePlatform({ offers: [] });
    platform.answer('saveFormStep', saved(false));
    const { actor } = startJourney(atProfessional(), platform);
    actor.send({ type: 'step.submit', values: salary });
    await waitFor(actor, (s) => stepOf(s.value) === 'additionalDetails');
    expect(platform.names()).toEqual(['saveFormStep']);
  });

  it('when the save does not say whether offers are priced, the list is read first (as before)', async () => {
    const platform = fakePlatform({ offers: [] });
    platform.answer('saveFormStep', saved(undefined));
    const { actor } = startJourney(atProfessional(), platform);
    actor.send({ type: 'step.submit', values: salary });
    await waitFor(actor, (s) => stepOf(s.value) === 'additionalDetails');
    expect(platform.names()).toEqual(['saveFormStep', 'readOffers']);
  });

  it('a new salary from review with offers priced: the save, then the new pricing (no list read), then the offer step', async () => {
    const platform = fakePlatform();
    platform.answer('saveFormStep', saved(true));
    const { actor } = startJourney(atReview(), platform);
    actor.send({ type: 'review.edit', step: 'professionalDetails' });
    actor.send({ type: 'step.submit', values: { ...salary, gross_monthly_salary: '55,000' } });
    await waitFor(actor, (s) => stepOf(s.value) === 'loanOffer' && showsOffers(s.value));
    // The offer step shows the offers just priced: it does not read them again.
    // The journey holds no bank answer: the saved bank details are read for the pricing (a GET, as before inside it).
    expect(platform.names()).toEqual(['saveFormStep', 'readSavedAnswers', 'generateOffers']);
    expect(platform.calls.find((c) => c.actor === 'generateOffers')?.input).toMatchObject({ salary: '55,000' });
  });

  it('a new salary from review whose save answers with the offers priced from it: one call, and those offers are shown', async () => {
    const platform = fakePlatform();
    const repricedOffer = { ...sampleOffer, id: 'offer-repriced', principal_centavos: 10_000_000 };
    platform.answer('saveFormStep', (i) => ({ ...saved(true)(i), offers: { offers: [repricedOffer], best_offer_id: 'offer-repriced' } }));
    const { actor } = startJourney(atReview(), platform);
    actor.send({ type: 'review.edit', step: 'professionalDetails' });
    actor.send({ type: 'step.submit', values: { ...salary, gross_monthly_salary: '60,000' } });
    await waitFor(actor, (s) => showsOffers(s.value));
    expect(platform.names()).toEqual(['saveFormStep']);
    expect(actor.getSnapshot().context.offers?.offers.map((o) => o.id)).toEqual(['offer-repriced']);
    // Leaving and coming back to the offer step reads the offers again (what was just priced is used once).
    actor.send({ type: 'step.back' });
    await waitFor(actor, (s) => stepOf(s.value) === 'bankDetails');
    actor.send({ type: 'nav.request', step: 'loanOffer' });
    await waitFor(actor, (s) => showsOffers(s.value));
    expect(platform.names()).toEqual(['saveFormStep', 'readOffers']);
  });

  it('a save that answers with offers it did not need to price (nothing changed) still shows them without a read', async () => {
    const platform = fakePlatform();
    platform.answer('saveFormStep', (i) => ({ ...saved(true)(i), offers: { offers: [sampleOffer], best_offer_id: sampleOffer.id } }));
    const { actor } = startJourney(atReview(), platform);
    actor.send({ type: 'review.edit', step: 'professionalDetails' });
    actor.send({ type: 'step.submit', values: salary });
    await waitFor(actor, (s) => stepOf(s.value) === 'reviewDetails');
    expect(platform.names()).toEqual(['saveFormStep']);
  });

  it('disbursement details when the save says no offers are priced yet: the offer step prices them without reading an empty list', async () => {
    const platform = fakePlatform({ offers: [] });
    platform.answer('saveFormStep', saved(false));
    const { actor } = startJourney({ ...atProfessional(), startAt: 'bankDetails', reached: 6 }, platform);
    actor.send({ type: 'step.submit', values: { bank: 'BDO', account_name: 'Maria', account_number: '001234567890' } });
    await waitFor(actor, (s) => showsOffers(s.value));
    // The journey holds no salary: the saved professional details are read for the pricing.
    expect(platform.names()).toEqual(['saveFormStep', 'readSavedAnswers', 'generateOffers']);
  });

  it('disbursement details on the first pass carries the first pricing terms; a save answering with the offers is the one call before they show', async () => {
    const platform = fakePlatform({ offers: [] });
    platform.answer('saveFormStep', (i) => ({ ...saved(true)(i), offers: { offers: [sampleOffer], best_offer_id: sampleOffer.id } }));
    const atBank = atProfessional();
    const { actor } = startJourney({ ...atBank, answers: { ...atBank.answers, professionalDetails: salary }, startAt: 'bankDetails', reached: 6 }, platform);
    actor.send({ type: 'step.submit', values: { bank: 'BDO', account_name: 'Maria', account_number: '001234567890' } });
    await waitFor(actor, (s) => showsOffers(s.value));
    expect(platform.names()).toEqual(['saveFormStep']);
    expect(platform.calls[0]!.input).toMatchObject({ firstPricing: { requested: terms, salary: '40,000', bank: 'OTHER' } });
    expect(actor.getSnapshot().context.offers?.offers.map((o) => o.id)).toEqual([sampleOffer.id]);
  });

  it('a later save of disbursement details (offers known to this journey) carries no pricing terms', async () => {
    const platform = fakePlatform();
    platform.answer('saveFormStep', saved(true));
    const { actor } = startJourney(atReview(), platform);
    await waitFor(actor, (s) => stepOf(s.value) === 'reviewDetails');
    actor.send({ type: 'review.edit', step: 'bankDetails' });
    actor.send({ type: 'step.submit', values: { bank: 'BDO', account_name: 'Maria', account_number: '001234567890' } });
    await waitFor(actor, (s) => platform.names().includes('saveFormStep') && s.context.pending === null);
    expect(platform.calls.find((c) => c.actor === 'saveFormStep')!.input).not.toHaveProperty('firstPricing');
  });
});
