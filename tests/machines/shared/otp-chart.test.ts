/**
 * The one-time-code chart (machines/shared/otp.machine.ts) beyond tests/machines/auth/otp.machine.test.ts: what each
 * call is sent (purpose, the new number a code is for), the timings it starts from, a code the platform voided, a
 * lockout without an end, a wrong code said with a 400, an expired code from the server, and the code page after
 * "Try again" is not possible.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyActorLogic, type AnyActorRef } from 'xstate';
import type { OtpInput, OtpSent } from '@machines/shared/otp.machine';
// Imported at the top, not inside a test: a mutation run then counts the chart's configuration as loaded by every
// test here and tries them all on each change to it (imported inside the first test, Stryker counts it covered by
// that test alone). chart-builds.test.ts imports it inside its tests, so a chart that fails to build still fails a test.
import { otpMachine } from '@machines/shared/otp.machine';

const flush = () => new Promise((r) => setTimeout(r, 0));

async function start(input: Partial<OtpInput> = {}, o: { verify?: () => Promise<unknown>; resend?: () => Promise<OtpSent> } = {}) {
  const clock = new SimulatedClock();
  const calls: [string, unknown][] = [];
  const machine = otpMachine.provide({
    actors: {
      verifyOtp: fromPromise(async ({ input: i }) => {
        calls.push(['verifyOtp', i]);
        return (o.verify ?? (async () => 'receipt'))();
      }),
      resendOtp: fromPromise(async ({ input: i }) => {
        calls.push(['resendOtp', i]);
        return (o.resend ?? (async () => ({ sentAt: 9000 })))();
      }),
    },
  });
  const actor = createActor(machine as AnyActorLogic, { clock, input: { purpose: 'mobileChange', destination: '+63 918 *** 4321', ...input } }).start() as AnyActorRef;
  const snap = () => actor.getSnapshot() as { value: unknown; status: string; output: unknown; context: Record<string, unknown> & { failure: { code: string } | null }; matches: (v: unknown) => boolean; hasTag: (t: string) => boolean };
  const enter = async (code = '123456') => {
    actor.send({ type: 'otp.change', code });
    actor.send({ type: 'otp.submit' });
    await flush();
  };
  return { actor, clock, calls, snap, enter };
}

describe('the code chart', () => {
  it('starts with the default timings when the platform gave none, nothing typed, three tries', async () => {
    const { snap, clock } = await start({});
    expect(snap().context).toEqual({
      purpose: 'mobileChange', destination: '+63 918 *** 4321', target: null, code: '', failure: null, attemptsLeft: 3, captcha: null, captchaAnswer: null,
      resent: false, result: null, verified: false, sentAt: null, resendAfterSeconds: 30, expiresInSeconds: 300,
    });
    expect(snap().hasTag('form')).toBe(true);
    clock.increment(29_999);
    expect(snap().matches({ active: { resend: 'cooling' } })).toBe(true);
    clock.increment(1);
    expect(snap().matches({ active: { resend: 'ready' } })).toBe(true);
    clock.increment(300_000 - 30_000 - 1);
    expect(snap().matches({ active: { validity: 'valid' } })).toBe(true);
    clock.increment(1);
    expect(snap().matches({ active: { validity: 'expired' } })).toBe(true);
  });

  it('checks the code with its purpose and the new number it is for, and resends for that number', async () => {
    const { snap, calls, enter, actor, clock } = await start({ target: '+639187654321', sentAt: 100, resendAfterSeconds: 10, expiresInSeconds: 20 });
    expect(snap().context).toMatchObject({ target: '+639187654321', sentAt: 100, resendAfterSeconds: 10, expiresInSeconds: 20 });
    clock.increment(10_000);
    actor.send({ type: 'otp.resend' });
    expect(snap().hasTag('loading')).toBe(true);
    await flush();
    expect(calls[0]).toEqual(['resendOtp', { purpose: 'mobileChange', captcha: null, target: '+639187654321' }]);
    // The new code's timings: the platform's, or the defaults.
    expect(snap().context).toMatchObject({ sentAt: 9000, resendAfterSeconds: 30, expiresInSeconds: 300, resent: true, code: '' });
    await enter('654321');
    expect(calls[1]).toEqual(['verifyOtp', { code: '654321', purpose: 'mobileChange', target: '+639187654321' }]);
    expect(snap().output).toEqual({ verified: true, result: 'receipt' });
  });

  it('a code the platform voided (too many tries, no end given) may be replaced at once', async () => {
    const { snap, enter, actor, calls } = await start({}, { verify: async () => Promise.reject({ code: 'UAS-E510', message: 'Please request a new code' }) });
    await enter();
    expect(snap().value).toBe('unlocked');
    expect(snap().context.failure).toMatchObject({ code: 'UAS-E510' });
    actor.send({ type: 'otp.resend' });
    expect(snap().context.failure).toBeNull();
    await flush();
    expect(calls.at(-1)![0]).toBe('resendOtp');
    expect(snap().matches('active')).toBe(true);
  });

  it('a lockout with an end but no seconds lasts the chart’s own 15 minutes', async () => {
    const { snap, enter, clock } = await start({}, { verify: async () => Promise.reject({ code: 'UAS-E510', message: 'locked', lockedUntil: '2026-11-28T12:00:00Z' }) });
    await enter();
    expect(snap().value).toBe('lockedOut');
    expect(snap().hasTag('error')).toBe(true);
    clock.increment(15 * 60_000 - 1);
    expect(snap().value).toBe('lockedOut');
    clock.increment(1);
    expect(snap().value).toBe('unlocked');
  });

  it('a lockout from a resend, and a captcha from a code check, are shown too', async () => {
    const locked = await start({}, { resend: async () => Promise.reject({ code: 'UAS-E510', message: 'locked', retryAfterSeconds: 60 }) });
    locked.clock.increment(30_000);
    locked.actor.send({ type: 'otp.resend' });
    await flush();
    expect(locked.snap().value).toBe('lockedOut');
    const captcha = await start({}, { verify: async () => Promise.reject({ code: 'UAS-E512', message: 'captcha', captcha: { id: 'c9', question: '1 + 1' } }) });
    await captcha.enter();
    expect(captcha.snap().value).toBe('captcha');
    expect(captcha.snap().context).toMatchObject({ captcha: { id: 'c9', question: '1 + 1' }, failure: { code: 'UAS-E512' } });
    expect(captcha.snap().hasTag('form')).toBe(true);
    const bare = await start({}, { verify: async () => Promise.reject({ code: 'UAS-E512', message: 'captcha' }) });
    await bare.enter();
    expect(bare.snap().context.captcha).toBeNull();
    // No challenge known: nothing to answer with.
    bare.actor.send({ type: 'captcha.submit', answer: '2' });
    expect(bare.snap().context.captchaAnswer).toBeNull();
  });

  it('a wrong code said with a 400 is a wrong code: the boxes empty and a try is spent', async () => {
    const { snap, enter } = await start({}, { verify: async () => Promise.reject({ code: 'UAS-E511', message: 'Invalid code', httpStatus: 400 }) });
    await enter();
    expect(snap().matches({ active: { entry: 'editing' } })).toBe(true);
    expect(snap().context).toMatchObject({ code: '', attemptsLeft: 2, failure: { attemptsLeft: 2 } });
  });

  it('a refusal with another code and a 400 is not a server trouble: it counts as a wrong code', async () => {
    const { snap, enter } = await start({}, { verify: async () => Promise.reject({ code: 'BAD_REQUEST', message: 'Bad request', httpStatus: 400 }) });
    await enter();
    expect(snap().matches({ active: { entry: 'editing' } })).toBe(true);
    expect(snap().context.attemptsLeft).toBe(2);
  });

  it('a conflict (409) is not about the code: it stays, no try is spent', async () => {
    const { snap, enter } = await start({}, { verify: async () => Promise.reject({ code: 'CONFLICT', message: 'Conflict', httpStatus: 409 }) });
    await enter();
    expect(snap().matches({ active: { entry: 'unverified' } })).toBe(true);
    expect(snap().context).toMatchObject({ code: '123456', attemptsLeft: 3 });
    expect(snap().hasTag('error')).toBe(true);
  });

  it('the server saying the code expired needs a new code; the tries are not below nothing', async () => {
    const { snap, enter } = await start({}, { verify: async () => Promise.reject({ code: 'OTP_EXPIRED', message: 'expired', attemptsLeft: -2 }) });
    await enter();
    expect(snap().matches({ active: { entry: 'exhausted' } })).toBe(true);
    expect(snap().context.attemptsLeft).toBe(0);
  });

  it('after a check that could not be made: typing goes back to editing; submitting again checks again; an expired code is refused', async () => {
    const { snap, enter, actor, calls } = await start({}, { verify: async () => Promise.reject({ code: 'NETWORK', message: 'offline' }) });
    await enter();
    expect(snap().matches({ active: { entry: 'unverified' } })).toBe(true);
    actor.send({ type: 'otp.change', code: '1234' });
    expect(snap().matches({ active: { entry: 'editing' } })).toBe(true);
    expect(snap().context.code).toBe('1234');
    await enter('123456');
    actor.send({ type: 'otp.submit' });
    expect(snap().context.failure).toBeNull();
    await flush();
    expect(calls.filter((c) => c[0] === 'verifyOtp')).toHaveLength(3);

    const late = await start({}, { verify: async () => Promise.reject({ code: 'NETWORK', message: 'offline' }) });
    await late.enter();
    late.clock.increment(300_000);
    late.actor.send({ type: 'otp.submit' });
    expect(late.snap().matches({ active: { entry: 'exhausted' } })).toBe(true);
    expect(late.snap().context.failure).toEqual({ code: 'OTP_EXPIRED', message: 'This code has expired.' });
  });
});
