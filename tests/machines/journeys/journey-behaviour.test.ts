import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { at, lookedUp, startJourney, fakePlatform, stepOf } from './fake-platform';
import { sampleOffer } from '@machines/journeys/journey.samples';

describe('journey chart behaviour', () => {
  it('a failed save keeps what was typed, says so, and a retry saves the same values', async () => {
    const { actor, platform } = startJourney({ type: 'newLoan', applicationId: 'app-1', startAt: 'personalDetails', reached: 2 });
    platform.fail('saveFormStep');
    actor.send({ type: 'step.submit', values: { first_name: 'Maria' } });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error?.message).toBe('Service unavailable');
    expect(actor.getSnapshot().context.drafts.personalDetails).toEqual({ first_name: 'Maria' });
    actor.send({ type: 'step.retry' });
    await waitFor(actor, (s) => stepOf(s.value) === 'professionalDetails');
    expect(platform.calls.map((c) => c.input.values)).toEqual([{ first_name: 'Maria' }, { first_name: 'Maria' }]);
    expect(actor.getSnapshot().context.answers.personalDetails).toEqual({ first_name: 'Maria' });
  });

  it('back goes to the previous step; a deep link to a later, unreached step is refused', () => {
    const { actor } = startJourney({ type: 'newLoan', applicationId: 'app-1', startAt: 'address', reached: 5 });
    actor.send({ type: 'nav.request', step: 'loanOffer' });
    expect(stepOf(actor.getSnapshot().value)).toBe('address');
    actor.send({ type: 'step.back' });
    expect(stepOf(actor.getSnapshot().value)).toBe('additionalDetails');
    actor.send({ type: 'nav.request', step: 'address' });
    expect(stepOf(actor.getSnapshot().value)).toBe('address');
  });

  it('a change from review returns to review after the step is saved', async () => {
    const { actor } = startJourney({ type: 'newLoan', applicationId: 'app-1', startAt: 'reviewDetails', reached: 9 });
    actor.send({ type: 'review.edit', step: 'address' });
    expect(stepOf(actor.getSnapshot().value)).toBe('address');
    actor.send({ type: 'step.submit', values: { city: '137404000' } });
    await waitFor(actor, (s) => stepOf(s.value) === 'reviewDetails');
    expect(actor.getSnapshot().context.returnTo).toBeNull();
  });

  it('the first step of a new loan has no application yet; the purpose save creates it with the calculator values', async () => {
    const { actor, platform } = startJourney({ type: 'newLoan', applicationId: null });
    await lookedUp(actor);
    actor.send({ type: 'step.submit', values: { amount_centavos: 2_500_000, tenure_months: 12, repayment_cycle: '1 Month' } });
    await waitFor(actor, (s) => stepOf(s.value) === 'loanPurpose');
    expect(platform.calls).toEqual([]);
    actor.send({ type: 'step.submit', values: { loan_purpose: 'EDUCATION' } });
    await waitFor(actor, (s) => stepOf(s.value) === 'personalDetails');
    expect(platform.names()).toEqual(['createApplication']);
    expect(platform.calls[0]?.input.calculator).toEqual({ amount_centavos: 2_500_000, tenure_months: 12, repayment_cycle: '1 Month' });
    expect(actor.getSnapshot().context.applicationId).toBe('app-new');
  });

  it('leaving from the first step ends the journey with "left"; finishing from success ends it "submitted"', async () => {
    const left = startJourney({ type: 'pendingApproval', applicationId: 'app-1' }).actor;
    left.send({ type: 'step.back' });
    expect(left.getSnapshot().output).toEqual({ result: 'left', applicationId: 'app-1' });
    const platform = fakePlatform({ status: 'APPROVED' });
    const { actor: done } = startJourney({ type: 'pendingApproval', applicationId: 'app-2' }, platform);
    await waitFor(done, (s) => at(s, 'acceptOffer', 'editing'));
    done.send({ type: 'step.submit', values: { offer_id: 'o1' } });
    await waitFor(done, (s) => at(s, 'promissoryNotes', 'editing'));
    done.send({ type: 'step.submit', values: { agreed: true } });
    await waitFor(done, (s) => stepOf(s.value) === 'loanSuccess');
    // The success page is not a jump target: the borrower cannot go back into a submitted application.
    done.send({ type: 'nav.request', step: 'acceptOffer' });
    expect(stepOf(done.getSnapshot().value)).toBe('loanSuccess');
    done.send({ type: 'journey.finish' });
    expect(done.getSnapshot().output).toEqual({ result: 'submitted', applicationId: 'app-2' });
    // An approved application (accepting the final offer approves it) is not sent to review again.
    expect(platform.names()).toEqual(['readOffers', 'acceptOffer', 'readOffers', 'generateNote', 'requestSigningCode', 'readPhone', 'otp', 'finalizeNote', 'readApplicationStatus']);
  });
});

describe('the platform calls are chart states', () => {
  it('the offer step prices offers the first time; a failed pricing says so and a retry prices them', async () => {
    const platform = fakePlatform({ offers: [] });
    platform.fail('generateOffers');
    const { actor } = startJourney({ type: 'newLoan', applicationId: 'app-1', startAt: 'loanOffer', reached: 7, answers: { loanCalculator: { amount_centavos: 2_500_000, tenure_months: 12, repayment_cycle: '1 Month' }, bankDetails: { bank: 'GO_TYME_BANK' } } }, platform);
    await waitFor(actor, (s) => at(s, 'loanOffer', 'offersFailed'));
    expect(actor.getSnapshot().context.error?.message).toBe('Service unavailable');
    actor.send({ type: 'step.retry' });
    await waitFor(actor, (s) => at(s, 'loanOffer', 'editing'));
    // The journey holds no salary: the saved professional details are read before each pricing.
    expect(platform.names()).toEqual(['readOffers', 'readSavedAnswers', 'generateOffers', 'readOffers', 'readSavedAnswers', 'generateOffers']);
    expect(platform.calls.at(-1)?.input).toMatchObject({ applicationId: 'app-1', requested: { amount_centavos: 2_500_000 }, bank: 'GOTYME', idempotencyKey: 'offers-app-1' });
    expect(actor.getSnapshot().context.offers?.offers).toHaveLength(1);
  });

  it('confirming review accepts the chosen offer with its amount and tenure when the status allows it', async () => {
    const { actor, platform } = startJourney({ type: 'newLoan', applicationId: 'app-1', startAt: 'reviewDetails', reached: 9 });
    actor.send({ type: 'step.submit', values: { confirmed: true } });
    await waitFor(actor, (s) => at(s, 'promissoryNotes', 'editing'));
    // The offers read to accept the chosen one are the ones the note is written from: the list is read once.
    expect(platform.names()).toEqual(['readApplicationStatus', 'readOffers', 'acceptOffer', 'generateNote']);
    expect(platform.calls[2]?.input.terms).toEqual({ loan_amount_centavos: 2_500_000, tenure_months: 12 });
    // The status the platform answered is the one a snapshot saved now records (a reload here compares like with like).
    expect(actor.getSnapshot().context.applicationStatus).toBe('OFFER_ACCEPTED');
  });

  it('confirming review without a chosen offer: the notes step reads the offers itself and sends the borrower back to the offer', async () => {
    const platform = fakePlatform({ offers: [{ ...sampleOffer, selected: false }] });
    const { actor } = startJourney({ type: 'newLoan', applicationId: 'app-1', startAt: 'reviewDetails', reached: 9 }, platform);
    actor.send({ type: 'step.submit', values: { confirmed: true } });
    await waitFor(actor, (s) => at(s, 'promissoryNotes', 'noOffer'));
    expect(platform.names()).toEqual(['readApplicationStatus', 'readOffers', 'acceptOffer', 'readOffers']);
  });

  it('the notes step reached again (not right after review accepted the offer) reads the offers first', async () => {
    const { actor, platform } = startJourney({ type: 'newLoan', applicationId: 'app-1', startAt: 'reviewDetails', reached: 9 });
    actor.send({ type: 'step.submit', values: { confirmed: true } });
    await waitFor(actor, (s) => at(s, 'promissoryNotes', 'editing'));
    actor.send({ type: 'step.back' });
    await waitFor(actor, (s) => stepOf(s.value) === 'reviewDetails');
    actor.send({ type: 'nav.request', step: 'promissoryNotes' });
    await waitFor(actor, (s) => at(s, 'promissoryNotes', 'editing'));
    expect(platform.names().slice(4)).toEqual(['readOffers', 'generateNote']);
  });

  it('an application already in review is neither accepted nor submitted again', async () => {
    const platform = fakePlatform({ status: 'SYSTEM_REVIEW' });
    const { actor } = startJourney({ type: 'newLoan', applicationId: 'app-1', startAt: 'reviewDetails', reached: 9 }, platform);
    actor.send({ type: 'step.submit', values: { confirmed: true } });
    await waitFor(actor, (s) => at(s, 'promissoryNotes', 'editing'));
    expect(platform.names()).not.toContain('acceptOffer');
    const ewa = startJourney({ type: 'ewaActivation', applicationId: 'app-1', startAt: 'reviewDetails', reached: 5 }, fakePlatform({ status: 'SYSTEM_REVIEW' }));
    ewa.actor.send({ type: 'step.submit', values: { confirmed: true } });
    await waitFor(ewa.actor, (s) => stepOf(s.value) === 'ewaSuccess');
    expect(ewa.platform.names()).toEqual(['readApplicationStatus']);
  });

  it('an EWA activation in a submittable status is submitted at review', async () => {
    const { actor, platform } = startJourney({ type: 'ewaActivation', applicationId: 'app-1', startAt: 'reviewDetails', reached: 5 });
    actor.send({ type: 'step.submit', values: { confirmed: true } });
    await waitFor(actor, (s) => stepOf(s.value) === 'ewaSuccess');
    expect(platform.names()).toEqual(['readApplicationStatus', 'submitForReview']);
  });

  it('signing a new loan sends a code, then finalizes the note and submits it', async () => {
    const platform = fakePlatform({ noteStatus: 'PENDING' });
    const { actor } = startJourney({ type: 'newLoan', applicationId: 'app-1', startAt: 'promissoryNotes', reached: 10 }, platform);
    await waitFor(actor, (s) => at(s, 'promissoryNotes', 'editing'));
    actor.send({ type: 'step.submit', values: { agreed: true } });
    await waitFor(actor, (s) => stepOf(s.value) === 'loanSuccess');
    expect(platform.names()).toEqual(['readOffers', 'generateNote', 'requestSigningCode', 'readPhone', 'otp', 'finalizeNote', 'readApplicationStatus', 'submitForReview']);
  });

  it('a note already signed with the same terms is shown as signed and submitted without a second code', async () => {
    const platform = fakePlatform({ noteStatus: 'FINAL' });
    const { actor } = startJourney({ type: 'newLoan', applicationId: 'app-1', startAt: 'promissoryNotes', reached: 10 }, platform);
    await waitFor(actor, (s) => at(s, 'promissoryNotes', 'editing'));
    expect(actor.getSnapshot().context.note?.promissory_note_status).toBe('FINAL');
    actor.send({ type: 'step.submit', values: { agreed: true } });
    await waitFor(actor, (s) => stepOf(s.value) === 'loanSuccess');
    expect(platform.names()).toEqual(['readOffers', 'generateNote', 'finalizeNote', 'readApplicationStatus', 'submitForReview']);
  });
});
