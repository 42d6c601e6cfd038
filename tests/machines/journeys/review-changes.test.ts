import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { invalidatedBy } from '@machines/journeys/dependencies';
import type { JourneyInput } from '@machines/journeys/journey-types';
import { at, fakePlatform, lookedUp, startJourney } from './fake-platform';
import { sampleOffer } from '@machines/journeys/journey.samples';

const stepOf = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]);
const terms = { amount_centavos: 2_500_000, tenure_months: 12, repayment_cycle: '1 Month' };
const reviewInput = (): JourneyInput => ({
  type: 'newLoan',
  applicationId: 'app-1',
  startAt: 'reviewDetails',
  reached: 9,
  answers: {
    loanCalculator: terms,
    professionalDetails: { gross_monthly_salary: '40,000' },
    address: { province: '0137', city: '137404000', barangay: '137404001', zipcode: '1100' },
    loanOffer: { offer_id: 'o1' },
    documentVerification: { complete: 'true' },
  },
});

function start(input: JourneyInput, otpVerified = true) {
  const platform = fakePlatform();
  if (!otpVerified) platform.answer('otp', () => ({ verified: false, cancelled: true }));
  const { actor } = startJourney(input, platform);
  // The journey's own saves (the calls a step's save makes), as the old single save actor saw them.
  const calls = platform.calls;
  return { actor, calls, platform };
}

describe('changes from review', () => {
  it('a new loan amount prices the offers again and accepts the new best one, back on review, which says so', async () => {
    const { actor, platform } = start(reviewInput());
    actor.send({ type: 'review.edit', step: 'loanCalculator' });
    await lookedUp(actor);
    expect(stepOf(actor.getSnapshot().value)).toBe('loanCalculator');
    actor.send({ type: 'step.submit', values: { ...terms, amount_centavos: 3_000_000 } });
    await waitFor(actor, (s) => at(s, 'reviewDetails', 'editing'));
    // The journey holds neither the salary nor the bank: both are read for the pricing.
    expect(platform.names()).toEqual(['readOffers', 'readSavedAnswers', 'readSavedAnswers', 'generateOffers', 'acceptOffer']);
    expect(platform.calls.at(-1)!.input).toMatchObject({ applicationId: 'app-1', offerId: 'offer-1' });
    const c = actor.getSnapshot().context;
    expect(c.answers.loanCalculator).toMatchObject({ amount_centavos: 3_000_000 });
    expect(c.answers.loanOffer).toEqual({ offer_id: 'offer-1' });
    expect(c.answers.documentVerification).toEqual({ complete: 'true' });
    expect(c.repriced).toBe(true);
    // Any other step leaves the notice behind.
    actor.send({ type: 'review.edit', step: 'address' });
    expect(actor.getSnapshot().context.repriced).toBe(false);
  });

  it('a resumed journey (no calculator answers) reads the application\'s terms to tell a change from none', async () => {
    const input = reviewInput();
    const { loanCalculator: _held, loanOffer: _chosen, ...answers } = input.answers!;
    const { actor, platform } = start({ ...input, answers });
    actor.send({ type: 'review.edit', step: 'loanCalculator' });
    await lookedUp(actor);
    // sampleApplication holds ₱25,000.00 over 12 months, 1 Month: the same terms price nothing again.
    actor.send({ type: 'step.submit', values: terms });
    await waitFor(actor, (s) => at(s, 'reviewDetails', 'editing'));
    expect(platform.names()).toEqual(['readApplicationStatus']);
    expect(actor.getSnapshot().context.repriced).toBe(false);
    actor.send({ type: 'review.edit', step: 'loanCalculator' });
    await lookedUp(actor);
    actor.send({ type: 'step.submit', values: { ...terms, tenure_months: 6 } });
    await waitFor(actor, (s) => at(s, 'reviewDetails', 'editing'));
    expect(platform.names()).toEqual(['readApplicationStatus', 'readOffers', 'readSavedAnswers', 'readSavedAnswers', 'generateOffers', 'acceptOffer']);
    expect(actor.getSnapshot().context.repriced).toBe(true);
  });

  // A reload past the offer step (the resume map, a snapshot of a resumed journey) holds no offer answer; the offer
  // chosen is the platform's. A change it is priced from sends the borrower back to the offer step all the same.
  it.each([
    ['professionalDetails', { gross_monthly_salary: '40,000' }, { gross_monthly_salary: '20,000' }],
    ['bankDetails', { bank: 'BDO' }, { bank: 'GOTYME' }],
  ] as const)('a resumed journey (no offer answer): a change of %s from review goes to the offer step, as with one', async (step, saved, changed) => {
    const input = reviewInput();
    const { loanOffer: _chosen, professionalDetails: _salary, ...answers } = input.answers!;
    const platform = fakePlatform();
    platform.answer('readStepVersion', (i) => ({ step: i.serverStep, answers: saved, version: 1, readHere: true }));
    const repriced = { ...sampleOffer, id: 'offer-repriced', principal_centavos: 2_000_000 };
    platform.answer('saveFormStep', (i) => ({ step: i.serverStep, answers: i.values, has_offers: true, offers: { offers: [repriced], best_offer_id: repriced.id } }));
    const { actor } = startJourney({ ...input, answers, applicationStatus: 'OFFER_ACCEPTED' }, platform);
    expect(actor.getSnapshot().context.answers.loanOffer).toEqual({});
    actor.send({ type: 'review.edit', step });
    actor.send({ type: 'step.submit', values: changed });
    await waitFor(actor, (s) => at(s, 'loanOffer', 'editing') || at(s, 'reviewDetails', 'editing'));
    expect(stepOf(actor.getSnapshot().value)).toBe('loanOffer');
    expect(platform.names()).toEqual(['saveFormStep']);
    const c = actor.getSnapshot().context;
    expect(c.answers.loanOffer).toBeUndefined();
    expect(c.offers?.offers.map((o) => o.id)).toEqual(['offer-repriced']);
    // Unchanged, it stays on review with the platform's offer.
    const again = startJourney({ ...input, answers, applicationStatus: 'OFFER_ACCEPTED' }, platform).actor;
    again.send({ type: 'review.edit', step });
    again.send({ type: 'step.submit', values: saved });
    await waitFor(again, (s) => at(s, 'reviewDetails', 'editing'));
    expect(again.getSnapshot().context.answers.loanOffer).toEqual({});
  });

  it('a journey resumed at the offer step or before it holds no offer answer', () => {
    const input = reviewInput();
    const { loanOffer: _chosen, ...answers } = input.answers!;
    for (const [startAt, reached] of [['loanOffer', 7], ['bankDetails', 6]] as const) {
      const { actor } = startJourney({ ...input, answers, startAt, reached });
      expect(actor.getSnapshot().context.answers.loanOffer).toBeUndefined();
    }
  });

  it('a calculator changed from the offer step (Back, not from review) still goes through the offer step', async () => {
    const { actor } = start({ ...reviewInput(), startAt: 'loanOffer', reached: 7 });
    await waitFor(actor, (s) => at(s, 'loanOffer', 'editing'));
    actor.send({ type: 'nav.request', step: 'loanCalculator' });
    await lookedUp(actor);
    actor.send({ type: 'step.submit', values: { ...terms, amount_centavos: 3_000_000 } });
    await waitFor(actor, (s) => at(s, 'loanOffer', 'editing'));
    expect(actor.getSnapshot().context.answers.loanOffer).toBeUndefined();
  });

  it('saving the calculator unchanged keeps the offer and returns straight to review', async () => {
    const { actor } = start(reviewInput());
    actor.send({ type: 'review.edit', step: 'loanCalculator' });
    await lookedUp(actor);
    actor.send({ type: 'step.submit', values: terms });
    await waitFor(actor, (s) => stepOf(s.value) === 'reviewDetails');
    expect(actor.getSnapshot().context.answers.loanOffer).toEqual({ offer_id: 'o1' });
  });

  it('a new gross salary invalidates the offer; an address change does not', async () => {
    const { actor } = start(reviewInput());
    actor.send({ type: 'review.edit', step: 'address' });
    actor.send({ type: 'step.submit', values: { province: '0128', city: '012801000', barangay: '012801001', zipcode: '2900' } });
    await waitFor(actor, (s) => stepOf(s.value) === 'reviewDetails');
    expect(actor.getSnapshot().context.answers.loanOffer).toBeDefined();
    actor.send({ type: 'review.edit', step: 'professionalDetails' });
    actor.send({ type: 'step.submit', values: { gross_monthly_salary: '55,000' } });
    await waitFor(actor, (s) => stepOf(s.value) === 'loanOffer');
  });

  it.each([
    ['loanCalculator', terms, { ...terms, tenure_months: 24 }, ['loanOffer']],
    ['loanCalculator', terms, { ...terms, repayment_cycle: '2 Weeks' }, ['loanOffer']],
    ['loanCalculator', terms, { ...terms, tenure_months: '12' }, []],
    ['professionalDetails', { gross_monthly_salary: '40,000' }, { gross_monthly_salary: '40,000', job_level: 'X' }, []],
    ['bankDetails', { bank: 'BDO' }, { bank: 'GOTYME' }, ['loanOffer']],
    ['address', { province: 'A' }, { province: 'B' }, []],
  ] as const)('invalidatedBy %s %j -> %j = %j', (step, before, after, expected) => {
    expect(invalidatedBy(step, before, after, { loanOffer: { offer_id: 'o1' } })).toEqual(expected);
  });

  it('nothing is invalidated on a first save or when there is no offer yet', () => {
    expect(invalidatedBy('loanCalculator', undefined, terms, { loanOffer: {} })).toEqual([]);
    expect(invalidatedBy('loanCalculator', terms, { ...terms, amount_centavos: 1 }, {})).toEqual([]);
  });
});

describe('promissory notes signing', () => {
  const pnInput: JourneyInput = { type: 'pendingApproval', applicationId: 'app-1', startAt: 'promissoryNotes', reached: 1 };

  it('sends a code, shows /verify-pn-otp, and finalizes only after the code is verified', async () => {
    const { actor, calls } = start(pnInput);
    await waitFor(actor, (s) => at(s, 'promissoryNotes', 'editing'));
    actor.send({ type: 'step.submit', values: { agreed: true } });
    await waitFor(actor, (s) => stepOf(s.value) === 'loanSuccess');
    expect(calls.map((c) => c.actor)).toEqual(['readOffers', 'generateNote', 'requestSigningCode', 'readPhone', 'otp', 'finalizeNote', 'readApplicationStatus', 'submitForReview']);
  });

  it('no selected offer: no note is generated; the page says so and "Back to your offer" opens the offer step', async () => {
    const platform = fakePlatform({ offers: [{ ...sampleOffer, selected: false }] });
    const { actor } = startJourney({ type: 'newLoan', applicationId: 'app-1', startAt: 'promissoryNotes', reached: 10 }, platform);
    await waitFor(actor, (s) => at(s, 'promissoryNotes', 'noOffer'));
    expect(platform.names()).toEqual(['readOffers']);
    actor.send({ type: 'step.submit', values: { agreed: true } });
    expect(at(actor.getSnapshot(), 'promissoryNotes', 'noOffer')).toBe(true);
    actor.send({ type: 'step.back' });
    await waitFor(actor, (s) => stepOf(s.value) === 'loanOffer');
  });

  it('the platform refuses a note without an accepted offer (409 NO_ACCEPTED_OFFER): the same page, back to the offer', async () => {
    const platform = fakePlatform();
    platform.answer('generateNote', () => {
      throw Object.assign(new Error('There is no accepted offer for this application.'), { code: 'NO_ACCEPTED_OFFER', fields: {} });
    });
    const { actor } = startJourney(pnInput, platform);
    await waitFor(actor, (s) => at(s, 'promissoryNotes', 'noOffer'));
    expect(platform.names()).not.toContain('requestSigningCode');
    actor.send({ type: 'step.back' });
    await waitFor(actor, (s) => at(s, 'acceptOffer', 'editing'));
  });

  it('pending approval: "Accept offer" approves the offer chosen, not the one the platform selected', async () => {
    const { actor, platform } = start({ type: 'pendingApproval', applicationId: 'app-1' });
    await waitFor(actor, (s) => at(s, 'acceptOffer', 'editing'));
    actor.send({ type: 'step.submit', values: { offer_id: 'offer-6-months' } });
    await waitFor(actor, (s) => stepOf(s.value) === 'promissoryNotes');
    expect(platform.calls.find((c) => c.actor === 'acceptOffer')?.input).toMatchObject({ applicationId: 'app-1', offerId: 'offer-6-months' });
  });

  it('cancelling the code returns to the note without finalizing', async () => {
    const { actor, calls } = start(pnInput, false);
    await waitFor(actor, (s) => at(s, 'promissoryNotes', 'editing'));
    actor.send({ type: 'step.submit', values: { agreed: true } });
    await waitFor(actor, (s) => s.context.signing !== null && JSON.stringify(s.value) === JSON.stringify({ promissoryNotes: 'editing' }));
    expect(calls.map((c) => c.actor)).not.toContain('finalizeNote');
  });

  it('the signing state routes to /verify-pn-otp with the destination for the OTP chart', async () => {
    const { actor } = start(pnInput);
    const never = createMachine({});
    const platform = fakePlatform();
    const held = createActor(
      journeyMachines.pendingApproval.provide({
        actors: { ...platform.actors, otp: never, requestSigningCode: fromPromise(async () => ({ sentAt: 5, destination: '+63 917 *** 4567' })) } as never,
      }),
      { input: pnInput },
    ).start();
    actor.stop();
    await waitFor(held, (s) => at(s, 'promissoryNotes', 'editing'));
    held.send({ type: 'step.submit', values: {} });
    await waitFor(held, (s) => JSON.stringify(s.value) === JSON.stringify({ promissoryNotes: 'signing' }));
    const meta = Object.values(held.getSnapshot().getMeta()) as Array<{ route?: string }>;
    expect(meta.map((m) => m.route)).toContain('/verify-pn-otp');
    expect(held.getSnapshot().context.signing?.destination).toBe('+63 917 *** 4567');
    expect(held.getSnapshot().children.otp).toBeDefined();
  });
});
