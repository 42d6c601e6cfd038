/**
 * The one-time-code chart builds: imported inside the test, so a chart that fails to build fails it (the other OTP
 * test files import it at their top, which a mutation run counts as "no test ran": see
 * tests/machines/payment/payment-chart-builds.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

describe('the code chart builds', () => {
  it('starts on the code boxes, the resend cooling down, the code valid', async () => {
    const { otpMachine } = await import('@machines/shared/otp.machine');
    const actor = createActor(otpMachine, { input: { purpose: 'login', destination: 'x' } }).start();
    expect(actor.getSnapshot().value).toEqual({ active: { entry: 'editing', resend: 'cooling', validity: 'valid' } });
    actor.send({ type: 'otp.cancel' });
    expect(actor.getSnapshot().output).toEqual({ verified: false, cancelled: true });
  });
});
