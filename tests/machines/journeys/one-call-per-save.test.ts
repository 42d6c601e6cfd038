import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { JourneyInput } from '@machines/journeys/journey-types';
import { sampleApplication } from '@machines/journeys/journey.samples';
import { fakePlatform, startJourney, stepOf } from './fake-platform';

/**
 * Issue W2-F "no two API calls in series before a step paints": a form save's answer says whether the application
 * has priced offers, so the save of a step offers are priced from (professional details: the salary) does not read
 * the offer list before the next step.
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
    await waitFor(actor, (s) => stepOf(s.value) === 'loanOffer');
    // The offer step then reads the list it shows (the repriced offers) as it opens.
    expect(platform.names()).toEqual(['saveFormStep', 'generateOffers', 'readOffers']);
    expect(platform.calls.find((c) => c.actor === 'generateOffers')?.input).toMatchObject({ salary: '55,000' });
  });
});
