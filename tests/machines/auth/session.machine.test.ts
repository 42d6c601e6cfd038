import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, SimulatedClock } from 'xstate';
import { sessionMachine, type SessionInfo, type SessionParentEvent } from '@machines/auth/session.machine';

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
const user = { username: '+639171234567', loginType: 'PHONE' as const };

function start(opts: { restore?: () => Promise<SessionInfo | null>; refresh?: () => Promise<SessionInfo>; credentials?: () => Promise<void>; global?: () => Promise<void>; verify?: () => Promise<void> }) {
  const calls = { refresh: 0, credentials: 0, signOut: 0, forget: 0, global: 0, verify: 0 };
  const session = sessionMachine.provide({
    actors: {
      verifySession: fromPromise(async () => {
        calls.verify++;
        return (opts.verify ?? (async () => undefined))();
      }),
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
      forgetSession: fromPromise(async () => {
        calls.forget++;
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
    const { clock, calls } = start({
      restore: async () => ({ user, expiresInSeconds: 600, lifetimeSeconds: 3600 }),
      refresh: async () => ({ user, expiresInSeconds: 300, lifetimeSeconds: 3600 }),
    });
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

  it('refreshes within 10 s when a restored token has less than 180 s left', async () => {
    const { calls, clock } = start({ restore: async () => ({ user, expiresInSeconds: 100, lifetimeSeconds: 3600 }) });
    await flush();
    clock.increment(10_000);
    await flush();
    expect(calls.refresh).toBe(1);
  });

  it('ends the session when the refresh token is refused (revoked): no retry, tokens cleared, the root told', async () => {
    const { clock, calls, heard, child } = start({
      restore: async () => ({ user, expiresInSeconds: 200, lifetimeSeconds: 3600 }),
      refresh: async () => Promise.reject({ code: 'NotAuthorizedException', message: 'Refresh Token has been revoked' }),
    });
    await flush();
    clock.increment(20_000);
    await flush();
    expect(heard()).toEqual(['session.restored', 'session.ended']);
    expect(calls.refresh).toBe(1);
    // Tokens go, the journey draft stays for the return (forgetSession, not the full sign-out).
    expect(calls.forget).toBe(1);
    expect(calls.signOut).toBe(0);
    expect(child().getSnapshot().value).toBe('signedOut');
  });

  it('retries a 503 or a dropped connection with backoff while the token is valid, and stays signed in', async () => {
    const failures = [{ code: 'InternalErrorException', message: '503', httpStatus: 503 }, { code: 'NETWORK', message: 'offline' }];
    const { clock, calls, heard, child } = start({
      restore: async () => ({ user, expiresInSeconds: 3600, lifetimeSeconds: 3600 }),
      refresh: async () => {
        const f = failures.shift();
        return f ? Promise.reject(f) : { user, expiresInSeconds: 3600, lifetimeSeconds: 3600 };
      },
    });
    await flush();
    clock.increment(3420_000);
    await flush();
    expect(calls.refresh).toBe(1);
    clock.increment(2_000);
    await flush();
    expect(calls.refresh).toBe(2);
    clock.increment(4_000);
    await flush();
    expect(calls.refresh).toBe(3);
    expect(heard()).toEqual(['session.restored']);
    expect(child().getSnapshot().hasTag('signedIn')).toBe(true);
    // Back on the normal schedule: the next refresh 3420 s after the new token.
    clock.increment(3419_000);
    await flush();
    expect(calls.refresh).toBe(3);
  });

  it('ends the session once the token runs out while the platform stays unreachable (a bounded number of tries)', async () => {
    const { clock, calls, heard } = start({
      restore: async () => ({ user, expiresInSeconds: 3600, lifetimeSeconds: 3600 }),
      refresh: async () => Promise.reject({ code: 'NETWORK', message: 'offline' }),
    });
    await flush();
    clock.increment(3420_000);
    await flush();
    for (let t = 0; t < 200; t++) {
      clock.increment(1_000);
      await flush();
    }
    expect(heard()).toEqual(['session.restored', 'session.ended']);
    // Tries at 0, 2, 6, 14, 30, 62 and 122 s of the last 180 s; the next (60 s later) would be after expiry.
    expect(calls.refresh).toBe(7);
  });

  it('never refreshes in a loop: a 60 s token is refreshed every 30 s (half its lifetime), not on every tick', async () => {
    const { clock, calls } = start({
      restore: async () => ({ user, expiresInSeconds: 60, lifetimeSeconds: 60 }),
      refresh: async () => ({ user, expiresInSeconds: 60, lifetimeSeconds: 60 }),
    });
    await flush();
    clock.increment(15_000);
    await flush();
    expect(calls.refresh).toBe(0);
    for (let t = 0; t < 600; t++) {
      clock.increment(1_000);
      await flush();
    }
    // 615 s of simulated time: refreshes at 30, 60, ... 600 s.
    expect(calls.refresh).toBe(20);
  });

  it('never refreshes in a loop even when the server hands back an already-expired token', async () => {
    const { clock, calls } = start({
      restore: async () => ({ user, expiresInSeconds: 60, lifetimeSeconds: 60 }),
      refresh: async () => ({ user, expiresInSeconds: 0, lifetimeSeconds: 0 }),
    });
    await flush();
    for (let t = 0; t < 90; t++) {
      clock.increment(1_000);
      await flush();
    }
    // First at 30 s, then at most one every 10 s.
    expect(calls.refresh).toBe(7);
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

describe('session chart: tokens revoked elsewhere (issue W3-B item 1)', () => {
  const revoked = () => Promise.reject({ code: 'NotAuthorizedException', message: 'Access Token has been revoked' });

  it('checks a restored session with the user pool and ends it when the pool refuses it (log out on all devices)', async () => {
    const { child, heard, calls } = start({ verify: revoked });
    await flush();
    expect(calls.verify).toBe(1);
    expect(heard()).toEqual(['session.ended']);
    expect(calls.forget).toBe(1);
    expect(child().getSnapshot().matches('signedOut')).toBe(true);
  });

  it('keeps a restored session when the pool cannot be reached (offline is not signed out)', async () => {
    const { child, heard } = start({ verify: () => Promise.reject({ code: 'NETWORK', message: 'offline' }) });
    await flush();
    expect(heard()).toEqual(['session.restored']);
    expect(child().getSnapshot().hasTag('signedIn')).toBe(true);
  });

  it('session.check (a 401, another tab signed out) ends a revoked session and leaves a good one alone', async () => {
    let refuse = false;
    const { child, heard, calls } = start({ verify: () => (refuse ? revoked() : Promise.resolve()) });
    await flush();
    child().send({ type: 'session.check' });
    await flush();
    expect(child().getSnapshot().hasTag('signedIn')).toBe(true);
    refuse = true;
    child().send({ type: 'session.check' });
    await flush();
    expect(calls.verify).toBe(3);
    expect(heard()).toEqual(['session.restored', 'session.ended']);
  });
});
