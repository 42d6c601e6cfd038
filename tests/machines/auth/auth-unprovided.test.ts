/**
 * The sign-in and session charts used without their effects: each builds and starts, and each call not supplied says
 * which one and where it is supplied. The charts are imported inside the tests, so a chart that fails to build fails
 * them (the other auth tests import at their top, which a mutation run counts as "no test ran": docs/qa.md, "Two traps
 * with charts").
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { errorOf } from '../../support/unprovided';

async function expectEachNamesItself(actors: Record<string, unknown>, names: readonly string[]) {
  for (const name of names) expect(await errorOf(actors[name]), name).toBe(`Error: ${name} is supplied with .provide() (src/auth)`);
}

describe('the auth charts without their effects', () => {
  it('the sign-in chart builds and opens the login page; its calls name themselves', async () => {
    const { authMachine } = await import('@machines/auth/auth.machine');
    const actor = createActor(authMachine, { input: {} }).start();
    expect(actor.getSnapshot().status).toBe('active');
    expect(JSON.stringify(actor.getSnapshot().value)).toContain('login');
    actor.stop();
    await expectEachNamesItself(authMachine.implementations.actors, [
      'requestLoginOtp', 'requestRegisterOtp', 'requestPasswordReset', 'signInWithPassword', 'setPassword', 'startSso', 'completeSso',
      'validateReferralCode', 'claimReferralCode',
    ]);
  });

  it('the session chart builds and starts by restoring the session; its calls name themselves', async () => {
    const { sessionMachine } = await import('@machines/auth/session.machine');
    const actor = createActor(sessionMachine).start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.stop();
    await expectEachNamesItself(sessionMachine.implementations.actors, [
      'restoreSession', 'refreshSession', 'refreshCredentials', 'verifySession', 'signOut', 'forgetSession', 'globalSignOut',
    ]);
  });
});
