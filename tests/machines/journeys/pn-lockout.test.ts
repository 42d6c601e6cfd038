import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyActorRef } from 'xstate';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { otpMachine, type OtpSent } from '@machines/shared/otp.machine';
import { describeFailure } from '@machines/auth/messages';
import { at, fakePlatform } from './fake-platform';

/**
 * Issue W3-B item 3: a promissory-note code lockout leaves a way forward as chart states: when it ends, a new code once
 * allowed (at once when the platform only voided the code), back to the note, and the journey intact.
 */
function signingJourney(verifyError: object) {
  const clock = new SimulatedClock();
  const platform = fakePlatform({ noteStatus: 'PENDING' });
  const sent: string[] = [];
  const otp = otpMachine.provide({
    actors: {
      verifyOtp: fromPromise(async ({ input }) => Promise.reject(Object.assign({ tried: input.code }, verifyError))),
      resendOtp: fromPromise(async ({ input }): Promise<OtpSent> => (sent.push(input.purpose), { sentAt: 5 })),
    },
  });
  const actor = createActor(journeyMachines.newLoan.provide({ actors: { ...(platform.actors as object), otp } as never }), {
    clock,
    input: { type: 'newLoan', applicationId: 'app-1', startAt: 'promissoryNotes', reached: 10 },
  }).start();
  const child = () => actor.getSnapshot().children.otp as AnyActorRef;
  const wrongCodeEntered = async () => {
    await waitFor(actor, (s) => at(s, 'promissoryNotes', 'editing'));
    actor.send({ type: 'step.submit', values: { agreed: true } });
    await waitFor(actor, (s) => at(s, 'promissoryNotes', 'signing'));
    child().send({ type: 'otp.change', code: '000000' });
    child().send({ type: 'otp.submit' });
    await waitFor(child(), (s) => !s.hasTag('loading'));
  };
  return { actor, clock, platform, child, sent, wrongCodeEntered };
}

describe('promissory-note code lockout', () => {
  it('a code the platform voided after too many tries (UAS-E510, no end given) can be replaced at once', async () => {
    const j = signingJourney({ code: 'UAS-E510', message: 'Too many wrong codes. Please request a new code.', httpStatus: 400 });
    await j.wrongCodeEntered();
    expect(j.child().getSnapshot().value).toBe('unlocked');
    expect(at(j.actor.getSnapshot(), 'promissoryNotes', 'signing')).toBe(true);
    j.child().send({ type: 'otp.resend' });
    await waitFor(j.child(), (s) => s.matches('active'));
    expect(j.sent).toEqual(['pn']);
    expect(j.child().getSnapshot().context.failure).toBeNull();
  });

  it('a lockout with an end waits for it (a chart state with a timer), then offers a new code', async () => {
    const lockedUntil = new Date(Date.UTC(2026, 10, 28, 7, 5)).toISOString();
    const j = signingJourney({ code: 'UAS-E510', message: 'Too many attempts.', httpStatus: 400, lockedUntil, retryAfterSeconds: 300 });
    await j.wrongCodeEntered();
    expect(j.child().getSnapshot().value).toBe('lockedOut');
    expect(describeFailure(j.child().getSnapshot().context.failure)).toMatchObject({ wait: { until: lockedUntil, seconds: 300 } });
    j.clock.increment(299_000);
    expect(j.child().getSnapshot().value).toBe('lockedOut');
    j.clock.increment(1_000);
    expect(j.child().getSnapshot().value).toBe('unlocked');
  });

  it('"Back to your promissory note" from a lockout returns to the note: nothing signed, nothing submitted', async () => {
    const j = signingJourney({ code: 'UAS-E510', message: 'Too many attempts.', httpStatus: 400, retryAfterSeconds: 600 });
    await j.wrongCodeEntered();
    expect(j.child().getSnapshot().value).toBe('lockedOut');
    j.child().send({ type: 'otp.cancel' });
    await waitFor(j.actor, (s) => at(s, 'promissoryNotes', 'editing'));
    expect(j.platform.names()).not.toContain('finalizeNote');
    expect(j.platform.names()).not.toContain('submitForReview');
    expect(j.actor.getSnapshot().context.applicationId).toBe('app-1');
    // Signing again sends a fresh code.
    j.actor.send({ type: 'step.submit', values: { agreed: true } });
    await waitFor(j.actor, (s) => at(s, 'promissoryNotes', 'signing'));
    expect(j.platform.names().filter((n) => n === 'requestSigningCode')).toHaveLength(2);
  });
});
