import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { journeyMachines } from '@machines/journeys/journey.machine';
import type { JourneyInput, SaveStepInput, SaveStepOutput } from '@machines/journeys/journey-types';

/** A fake platform: records saves; fails the next N saves when asked. */
function fakeSaves() {
  const calls: SaveStepInput[] = [];
  let failNext = 0;
  const saveStep = fromPromise<SaveStepOutput, SaveStepInput>(async ({ input }) => {
    calls.push(input);
    if (failNext > 0) {
      failNext--;
      throw Object.assign(new Error('Service unavailable'), { code: 'HTTP_503', fields: {} });
    }
    return { answers: input.values, applicationId: input.applicationId ?? 'app-new' };
  });
  return { calls, saveStep, failOnce: () => void (failNext = 1) };
}

// Signing: the code is "sent" and the OTP child accepts it at once (the OTP chart has its own tests).
const signing = {
  requestSigningCode: fromPromise(async () => ({ sentAt: 0, destination: '+63 917 *** 4567' })),
  otp: fromPromise(async () => ({ verified: true, result: null })),
};
const start = (input: JourneyInput, saves = fakeSaves()) => {
  const actor = createActor(journeyMachines[input.type].provide({ actors: { saveStep: saves.saveStep, ...signing } as never }), { input });
  actor.start();
  return { actor, saves };
};
const stepOf = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]);

describe('journey chart behaviour', () => {
  it('a failed save keeps what was typed, says so, and a retry saves the same values', async () => {
    const { actor, saves } = start({ type: 'newLoan', applicationId: 'app-1', startAt: 'personalDetails', reached: 2 });
    saves.failOnce();
    actor.send({ type: 'step.submit', values: { first_name: 'Maria' } });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error?.message).toBe('Service unavailable');
    expect(actor.getSnapshot().context.drafts.personalDetails).toEqual({ first_name: 'Maria' });
    actor.send({ type: 'step.retry' });
    await waitFor(actor, (s) => stepOf(s.value) === 'professionalDetails');
    expect(saves.calls.map((c) => c.values)).toEqual([{ first_name: 'Maria' }, { first_name: 'Maria' }]);
    expect(actor.getSnapshot().context.answers.personalDetails).toEqual({ first_name: 'Maria' });
  });

  it('back goes to the previous step; a deep link to a later, unreached step is refused', () => {
    const { actor } = start({ type: 'newLoan', applicationId: 'app-1', startAt: 'address', reached: 5 });
    actor.send({ type: 'nav.request', step: 'loanOffer' });
    expect(stepOf(actor.getSnapshot().value)).toBe('address');
    actor.send({ type: 'step.back' });
    expect(stepOf(actor.getSnapshot().value)).toBe('additionalDetails');
    actor.send({ type: 'nav.request', step: 'address' });
    expect(stepOf(actor.getSnapshot().value)).toBe('address');
  });

  it('a change from review returns to review after the step is saved', async () => {
    const { actor } = start({ type: 'newLoan', applicationId: 'app-1', startAt: 'reviewDetails', reached: 9 });
    actor.send({ type: 'review.edit', step: 'address' });
    expect(stepOf(actor.getSnapshot().value)).toBe('address');
    actor.send({ type: 'step.submit', values: { city: '137404000' } });
    await waitFor(actor, (s) => stepOf(s.value) === 'reviewDetails');
    expect(actor.getSnapshot().context.returnTo).toBeNull();
  });

  it('the first step of a new loan has no application yet; the purpose save creates it', async () => {
    const { actor, saves } = start({ type: 'newLoan', applicationId: null });
    actor.send({ type: 'step.submit', values: { amount_centavos: 2_500_000, tenure_months: 12, repayment_cycle: '1 Month' } });
    await waitFor(actor, (s) => stepOf(s.value) === 'loanPurpose');
    actor.send({ type: 'step.submit', values: { loan_purpose: 'EDUCATION' } });
    await waitFor(actor, (s) => stepOf(s.value) === 'personalDetails');
    expect(saves.calls[1]?.answers.loanCalculator).toEqual({ amount_centavos: 2_500_000, tenure_months: 12, repayment_cycle: '1 Month' });
    expect(actor.getSnapshot().context.applicationId).toBe('app-new');
  });

  it('leaving from the first step ends the journey with "left"; finishing from success ends it "submitted"', async () => {
    const left = start({ type: 'pendingApproval', applicationId: 'app-1' }).actor;
    left.send({ type: 'step.back' });
    expect(left.getSnapshot().output).toEqual({ result: 'left', applicationId: 'app-1' });
    const { actor: done, saves } = start({ type: 'pendingApproval', applicationId: 'app-2' });
    done.send({ type: 'step.submit', values: { offer_id: 'o1' } });
    await waitFor(done, (s) => stepOf(s.value) === 'promissoryNotes');
    done.send({ type: 'step.submit', values: { agreed: true } });
    await waitFor(done, (s) => stepOf(s.value) === 'loanSuccess');
    // The success page is not a jump target: the borrower cannot go back into a submitted application.
    done.send({ type: 'nav.request', step: 'acceptOffer' });
    expect(stepOf(done.getSnapshot().value)).toBe('loanSuccess');
    done.send({ type: 'journey.finish' });
    expect(done.getSnapshot().output).toEqual({ result: 'submitted', applicationId: 'app-2' });
    expect(saves.calls.map((c) => c.kind)).toEqual(['acceptOffer', 'promissoryNotes']);
  });
});
