import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createActor, fromPromise } from 'xstate';
import { authMachine } from '@machines/auth/auth.machine';
import { referralMessages } from '@machines/auth/referral';
import { navSearchSchema } from '@machines/app/nav';
import type { ReferralCodeCheck } from '@machines/auth/referral';

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

/** The auth chart on /register with a platform that knows one referral code, GOOD2345. */
function start() {
  const checked: string[] = [];
  const machine = authMachine.provide({
    actors: {
      requestRegisterOtp: fromPromise(async ({ input }) => ({ user: input.identifier, userType: input.kind })),
      validateReferralCode: fromPromise<ReferralCodeCheck, { code: string }>(async ({ input }) => {
        checked.push(input.code);
        return { valid: input.code === 'GOOD2345', referrerFirstName: input.code === 'GOOD2345' ? 'Ana' : null };
      }),
    },
  });
  const actor = createActor(machine, { input: { route: '/register' } }).start();
  return { actor, checked };
}

describe('a referral code at registration', () => {
  it('the router reads ?referral= into typed search, and drops a malformed value', () => {
    expect(v.parse(navSearchSchema, { referral: 'GOOD2345' })).toMatchObject({ referralCode: 'GOOD2345' });
    expect(v.parse(navSearchSchema, { referral: '<script>' })).not.toHaveProperty('referralCode');
  });

  it('the link prefills the field; an invalid code is the field error with what was typed kept', async () => {
    const { actor, checked } = start();
    actor.send({ type: 'nav.request', path: '/register', search: { referralCode: 'nosuch99' } });
    expect(actor.getSnapshot().context.referralCode).toBe('NOSUCH99');
    actor.send({ type: 'register.submit', identifier: '0917 123 4567', acceptedTerms: true, referralCode: 'NOSUCH99' });
    await flush();
    const s = actor.getSnapshot();
    expect(checked).toEqual(['NOSUCH99']);
    expect(s.matches({ register: 'form' })).toBe(true);
    expect(s.context.fieldErrors.referral).toBe(referralMessages.invalid);
    expect(s.context.identifier).toBe('0917 123 4567');
  });

  it('a malformed code is refused before any call; an empty one is no code; a valid one goes on to the sign-up code', async () => {
    const { actor, checked } = start();
    actor.send({ type: 'register.submit', identifier: '0917 123 4567', acceptedTerms: true, referralCode: 'AB1' });
    expect(actor.getSnapshot().context.fieldErrors.referral).toBe(referralMessages.format);
    expect(checked).toEqual([]);
    actor.send({ type: 'register.submit', identifier: '0917 123 4567', acceptedTerms: true, referralCode: 'good2345' });
    await flush();
    expect(checked).toEqual(['GOOD2345']);
    expect(actor.getSnapshot().matches('verifyAccount')).toBe(true);
  });
});
