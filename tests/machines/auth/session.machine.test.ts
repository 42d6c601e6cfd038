import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, SimulatedClock } from 'xstate';
import { sessionMachine, type SessionInfo, type SessionParentEvent } from '@machines/auth/session.machine';

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
const user = { username: '+639171234567', loginType: 'PHONE' as const };

function start(opts: { restore?: () => Promise<SessionInfo | null>; refresh?: () => Promise<SessionInfo>; credentials?: () => Promise<void>; global?: () => Promise<void> }) {
  const calls = { refresh: 0, credentials: 0, signOut: 0, global: 0 };
  const session = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(opts.restore ?? (async () => ({ user, expiresInSeconds: 3600 }))),
      refreshSession: fromPromise(async () => {
        calls.refresh++;
        return (opts.refresh ?? (async () => ({ user, expiresInSeconds: 3600 })))();
      }),
      refreshCredentials: fromPromise(async () => {
        calls.credentials++;
        return (opts.credentials ?? (async () => undefined))();
      }),
      signOut: fromPromise(async () => {
        calls.signOut++;
      }),
      globalSignOut: fromPromise(async () => {
        calls.global++;
        return (opts.global ?? (async () => undefined))();
      }),
    },
  });
  // A stand-in root chart that records what the session tells it.
  const parent = setup({
    types: { context: {} as { heard: SessionParentEvent[] }, events: {} as SessionParentEvent | { type: 'forward'; event: { type: 'session.signOut' | 'session.signOutEverywhere' | 'session.begin' } } },
    actors: { session },
  }).createMachine({
    context: { heard: [] },
    invoke: { id: 'session', src: 'session' },
    on: {
      '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event as SessionParentEvent] }) },
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(parent, { clock }).start();
  const child = () => actor.getSnapshot().children.session!;
  const heard = () => actor.getSnapshot().context.heard.map((e) => e.type);
  return { actor, clock, calls, child, heard };
}

describe('session chart', () => {
  it('restores a stored session on reload and tells the root', async () => {
    const { child, heard } = start({});
    await flush();
    expect(child().getSnapshot().hasTag('signedIn')).toBe(true);
    expect(heard()).toEqual(['session.restored']);
  });

  it('says there is no session when nothing is stored', async () => {
    const { heard } = start({ restore: async () => null });
    await flush();
    expect(heard()).toEqual(['session.none']);
  });

  it('refreshes 180 s before the access token expires, not after, and again after each refresh', async () => {
    const { clock, calls } = start({ restore: async () => ({ user, expiresInSeconds: 600 }), refresh: async () => ({ user, expiresInSeconds: 300 }) });
    await flush();
    clock.increment(419_999);
    expect(calls.refresh).toBe(0);
    clock.increment(1);
    await flush();
    expect(calls.refresh).toBe(1);
    clock.increment(119_999);
    await flush();
    expect(calls.refresh).toBe(1);
    clock.increment(1);
    await flush();
    expect(calls.refresh).toBe(2);
  });

  it('refreshes at once when the token has less than 180 s left', async () => {
    const { calls, clock } = start({ restore: async () => ({ user, expiresInSeconds: 100 }) });
    await flush();
    clock.increment(0);
    await flush();
    expect(calls.refresh).toBeGreaterThanOrEqual(1);
  });

  it('ends the session when a refresh fails: tokens cleared and the root told', async () => {
    const { clock, calls, heard, child } = start({
      restore: async () => ({ user, expiresInSeconds: 200 }),
      refresh: async () => Promise.reject({ code: 'NotAuthorizedException', message: 'Refresh Token has been revoked' }),
    });
    await flush();
    clock.increment(20_000);
    await flush();
    expect(heard()).toEqual(['session.restored', 'session.ended']);
    expect(calls.signOut).toBe(1);
    expect(child().getSnapshot().value).toBe('signedOut');
  });

  it('refreshes identity credentials every 50 minutes, with 3 attempts before ending the session', async () => {
    let fail = false;
    const { clock, calls, heard } = start({
      restore: async () => ({ user, expiresInSeconds: 10 * 3600 }),
      credentials: async () => (fail ? Promise.reject({ code: 'NETWORK', message: 'offline' }) : undefined),
    });
    await flush();
    clock.increment(50 * 60_000);
    await flush();
    expect(calls.credentials).toBe(1);
    fail = true;
    clock.increment(50 * 60_000);
    await flush();
    expect(calls.credentials).toBe(2);
    clock.increment(5_000);
    await flush();
    expect(calls.credentials).toBe(3);
    expect(heard()).not.toContain('session.ended');
    clock.increment(5_000);
    await flush();
    expect(calls.credentials).toBe(4);
    expect(heard()).toContain('session.ended');
  });

  it('signs out everywhere with GlobalSignOut, and stays signed in (with the failure) when that fails', async () => {
    let fail = true;
    const { child, calls, heard } = start({ global: async () => (fail ? Promise.reject({ code: 'NETWORK', message: 'x' }) : undefined) });
    await flush();
    child().send({ type: 'session.signOutEverywhere' });
    await flush();
    expect(child().getSnapshot().hasTag('signedIn')).toBe(true);
    expect((child().getSnapshot().context as { failure: { code: string } }).failure.code).toBe('NETWORK');
    fail = false;
    child().send({ type: 'session.signOutEverywhere' });
    await flush();
    expect(calls.global).toBe(2);
    expect(heard()).toEqual(['session.restored', 'session.signedOut']);
  });

  it('begins a session after sign-in by reading the stored tokens back', async () => {
    let stored: SessionInfo | null = null;
    const { child, heard } = start({ restore: async () => stored });
    await flush();
    stored = { user, expiresInSeconds: 3600 };
    child().send({ type: 'session.begin' });
    await flush();
    expect(heard()).toEqual(['session.none', 'session.restored']);
  });
});
