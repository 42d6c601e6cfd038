import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { otpMachine, type OtpSent } from '@machines/shared/otp.machine';
import type { AuthFailure } from '@machines/auth/failure';
import { describeFailure } from '@machines/auth/messages';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(opts: {
  verify?: (code: string) => Promise<unknown>;
  resend?: (captcha: unknown) => Promise<OtpSent>;
  resendAfterSeconds?: number;
  expiresInSeconds?: number;
}) {
  const clock = new SimulatedClock();
  const calls = { verify: [] as string[], resend: [] as unknown[] };
  const machine = otpMachine.provide({
    actors: {
      verifyOtp: fromPromise(async ({ input }) => {
        calls.verify.push(input.code);
        return (opts.verify ?? (async () => ({ token: 't' })))(input.code);
      }),
      resendOtp: fromPromise(async ({ input }) => {
        calls.resend.push(input.captcha);
        return (opts.resend ?? (async () => ({ sentAt: 1000 })))(input.captcha);
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      purpose: 'login',
      destination: '+63 917 *** 4567',
      sentAt: 0,
      resendAfterSeconds: opts.resendAfterSeconds ?? 30,
      expiresInSeconds: opts.expiresInSeconds ?? 300,
    },
  }).start();
  return { actor, clock, calls };
}

const wrong = (attemptsLeft?: number): AuthFailure => ({ code: 'UAS-E511', message: 'Invalid code', attemptsLeft });

describe('otp chart', () => {
  it('accepts only digits, at most six, and submits a complete code', async () => {
    const { actor, calls } = start({});
    actor.send({ type: 'otp.change', code: ' 12a3-45 6789' });
    expect(actor.getSnapshot().context.code).toBe('123456');
    actor.send({ type: 'otp.submit' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    expect(calls.verify).toEqual(['123456']);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ verified: true, result: { token: 't' } });
  });

  it('refuses an incomplete code with a message and does not call the server', () => {
    const { actor, calls } = start({});
    actor.send({ type: 'otp.change', code: '123' });
    actor.send({ type: 'otp.submit' });
    expect(actor.getSnapshot().context.failure?.message).toBe('Enter all 6 digits of the code.');
    expect(calls.verify).toEqual([]);
  });

  it('counts down three tries and then asks for a new code', async () => {
    const { actor } = start({ verify: async () => Promise.reject(wrong()) });
    for (const left of [2, 1]) {
      actor.send({ type: 'otp.change', code: '000000' });
      actor.send({ type: 'otp.submit' });
      await flush();
      const s = actor.getSnapshot();
      expect(s.matches({ active: { entry: 'editing' } })).toBe(true);
      expect(s.context.attemptsLeft).toBe(left);
      expect(s.context.code).toBe('');
      expect(describeFailure(s.context.failure!).message).toContain(`${left} ${left === 1 ? 'try' : 'tries'} left`);
    }
    actor.send({ type: 'otp.change', code: '000000' });
    actor.send({ type: 'otp.submit' });
    await flush();
    expect(actor.getSnapshot().matches({ active: { entry: 'exhausted' } })).toBe(true);
    expect(describeFailure(actor.getSnapshot().context.failure!).next).toBe('resend');
  });

  it("trusts the server's count of tries left", async () => {
    const { actor } = start({ verify: async () => Promise.reject(wrong(0)) });
    actor.send({ type: 'otp.change', code: '000000' });
    actor.send({ type: 'otp.submit' });
    await flush();
    expect(actor.getSnapshot().matches({ active: { entry: 'exhausted' } })).toBe(true);
  });

  it('enables resend only after the named cooldown and resets tries with the new code', async () => {
    const { actor, clock, calls } = start({ verify: async () => Promise.reject(wrong()), resendAfterSeconds: 30 });
    actor.send({ type: 'otp.resend' });
    expect(actor.getSnapshot().matches({ active: { resend: 'cooling' } })).toBe(true);
    clock.increment(29_999);
    expect(actor.getSnapshot().matches({ active: { resend: 'cooling' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ active: { resend: 'ready' } })).toBe(true);
    actor.send({ type: 'otp.change', code: '000000' });
    actor.send({ type: 'otp.submit' });
    await flush();
    expect(actor.getSnapshot().context.attemptsLeft).toBe(2);
    actor.send({ type: 'otp.resend' });
    await flush();
    const s = actor.getSnapshot();
    expect(calls.resend).toHaveLength(1);
    expect(s.matches({ active: { entry: 'editing', resend: 'cooling' } })).toBe(true);
    expect(s.context).toMatchObject({ attemptsLeft: 3, failure: null, resent: true, sentAt: 1000 });
  });

  it('marks the code expired after the delay and refuses it without a server call', () => {
    const { actor, clock, calls } = start({ expiresInSeconds: 60, resendAfterSeconds: 90 });
    clock.increment(60_000);
    actor.send({ type: 'otp.change', code: '123456' });
    actor.send({ type: 'otp.submit' });
    const s = actor.getSnapshot();
    expect(s.matches({ active: { entry: 'exhausted', validity: 'expired' } })).toBe(true);
    expect(describeFailure(s.context.failure!).message).toBe('This code has expired. Request a new code.');
    expect(calls.verify).toEqual([]);
  });

  it('locks out on UAS-E510, says when to try again, and unlocks after the delay', async () => {
    const lockedUntil = new Date(Date.UTC(2026, 10, 22, 7, 5)).toISOString();
    const { actor, clock } = start({
      verify: async () => Promise.reject({ code: 'UAS-E510', message: 'locked', lockedUntil, retryAfterSeconds: 600 }),
    });
    actor.send({ type: 'otp.change', code: '111111' });
    actor.send({ type: 'otp.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('lockedOut');
    // The chart carries when the lockout ends; the screen words it (tests/screens/auth/otp-focus.screen.test.tsx).
    expect(describeFailure(actor.getSnapshot().context.failure!)).toMatchObject({ message: 'Too many attempts.', wait: { until: lockedUntil, seconds: 600 } });
    clock.increment(599_000);
    expect(actor.getSnapshot().value).toBe('lockedOut');
    clock.increment(1_000);
    expect(actor.getSnapshot().value).toBe('unlocked');
  });

  it('asks a captcha on UAS-E512 and sends its answer with the new code request', async () => {
    let first = true;
    const { actor, clock, calls } = start({
      resend: async (captcha) => {
        if (first) {
          first = false;
          return Promise.reject({ code: 'UAS-E512', message: 'captcha', captcha: { id: 'c1', question: '2 + 3' } });
        }
        expect(captcha).toEqual({ id: 'c1', answer: '5' });
        return { sentAt: 5000 };
      },
    });
    clock.increment(30_000);
    actor.send({ type: 'otp.resend' });
    await flush();
    expect(actor.getSnapshot().value).toBe('captcha');
    expect(actor.getSnapshot().context.captcha).toEqual({ id: 'c1', question: '2 + 3' });
    actor.send({ type: 'captcha.submit', answer: ' 5 ' });
    await flush();
    expect(calls.resend).toEqual([null, { id: 'c1', answer: '5' }]);
    expect(actor.getSnapshot().matches('active')).toBe(true);
  });

  it('offers sending again when a resend fails, and cancels with an output the parent can read', async () => {
    const { actor, clock } = start({ resend: async () => Promise.reject({ code: 'NETWORK', message: 'offline' }) });
    clock.increment(30_000);
    actor.send({ type: 'otp.resend' });
    await flush();
    expect(actor.getSnapshot().value).toBe('resendFailed');
    actor.send({ type: 'otp.cancel' });
    expect(actor.getSnapshot().output).toEqual({ verified: false, cancelled: true });
  });
});

describe('otp chart: a server or network failure is not a wrong code (issue W3-B item 4)', () => {
  for (const failure of [
    { code: 'HTTP_503', message: 'Service Unavailable', httpStatus: 503 },
    { code: 'NETWORK', message: 'Failed to fetch' },
    { code: 'InternalErrorException', message: 'Internal server error' },
  ] satisfies AuthFailure[]) {
    it(`${failure.code}: the code stays in the boxes, no try is spent, "Try again" checks the same code`, async () => {
      let down = true;
      const { actor, calls } = start({ verify: async () => (down ? Promise.reject(failure) : { token: 't' }) });
      actor.send({ type: 'otp.change', code: '123456' });
      actor.send({ type: 'otp.submit' });
      await flush();
      const snap = actor.getSnapshot();
      expect(snap.matches({ active: { entry: 'unverified' } })).toBe(true);
      expect(snap.context.code).toBe('123456');
      expect(snap.context.attemptsLeft).toBe(3);
      // Our own words, never the server's text; the code for support where there is one.
      expect(describeFailure(snap.context.failure!).message).not.toContain(failure.message);
      down = false;
      actor.send({ type: 'otp.retry' });
      await flush();
      expect(calls.verify).toEqual(['123456', '123456']);
      expect(actor.getSnapshot().status).toBe('done');
    });
  }
});
