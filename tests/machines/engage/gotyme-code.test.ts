import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { engageMachine } from '@machines/engage/engage.machine';

/**
 * Linking GoTyme from /gotyme (machines/engage): the code is sent and the number it goes to is read side by side, one
 * call each (as the loan journey's GoTyme step does); either failing keeps the account number typed.
 */
function gotymePage(fail: { code?: boolean; phone?: boolean } = {}) {
  const calls: string[] = [];
  let inFlight = 0;
  let peak = 0;
  const call = <T,>(name: string, answer: T, fails?: boolean) =>
    fromPromise<T, unknown>(async ({ input }) => {
      calls.push(input && typeof input === 'object' && 'accountNumber' in input ? `${name} ${String(input.accountNumber)}` : name);
      peak = Math.max(peak, ++inFlight);
      await new Promise((r) => setTimeout(r, 2));
      inFlight--;
      if (fails) throw new Error(`${name} failed: the service is unavailable.`);
      return answer;
    });
  const logic = engageMachine.provide({
    actors: {
      loadLinkedAccount: fromPromise(async () => null),
      requestGotymeCode: call('requestGotymeCode', { sentAt: 0, expiresInSeconds: 300 }, fail.code),
      readPhone: call('readPhone', { destination: '+63 917 *** 4567' }, fail.phone),
    } as never,
  });
  const actor = createActor(logic, { input: { route: '/gotyme', hasFintelligence: false } }).start();
  return { actor, calls, peak: () => peak };
}

describe('GoTyme code from /gotyme', () => {
  it('sends the code and reads the number it goes to at the same time, then says where it went', async () => {
    const { actor, calls, peak } = gotymePage();
    await waitFor(actor, (s) => s.matches({ gotyme: 'ready' }));
    actor.send({ type: 'gotyme.link' });
    actor.send({ type: 'gotyme.sendCode', accountNumber: '123456789012' });
    await waitFor(actor, (s) => s.matches({ gotyme: { linking: 'editing' } }) && s.context.gotymeCode !== null);
    expect(calls.sort()).toEqual(['readPhone', 'requestGotymeCode 123456789012']);
    expect(peak()).toBe(2);
    expect(actor.getSnapshot().context.gotymeCode).toEqual({ accountNumber: '123456789012', destination: '+63 917 *** 4567' });
  });

  it.each([{ code: true }, { phone: true }])('a failed call (%o) shows its error and keeps the account number; no code is said to be sent', async (fail) => {
    const { actor } = gotymePage(fail);
    await waitFor(actor, (s) => s.matches({ gotyme: 'ready' }));
    actor.send({ type: 'gotyme.link' });
    actor.send({ type: 'gotyme.sendCode', accountNumber: '123456789012' });
    await waitFor(actor, (s) => s.matches({ gotyme: { linking: 'editing' } }) && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ accountNumber: '123456789012', gotymeCode: null });
    expect(actor.getSnapshot().context.error).toMatch(/failed: the service is unavailable/);
  });
});
