import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoUser, CognitoUserPool } from 'amazon-cognito-identity-js';
import { createSandbox, type Sandbox } from '../../sandbox/app';
import { createPersona } from '../../sandbox/backoffice/personas';
import { createRefresher, storedSession } from '~/auth/refresh';
import { jitteredBackoffMs } from '~/auth/backoff';
import { REFRESH_BACKOFF_SECONDS } from '@machines/auth/session.machine';

/**
 * Issue W3-B item 7: with Cognito answering 503 for one borrower, the app sent 36+ refreshes in ~100 s, 3-6 within
 * 1-2 s each time: every platform call made while the token had expired refreshed on its own, and the SDK retried each
 * refresh about 5 times by itself. Here the app's refresher (src/auth/refresh.ts) against the sandbox's /cognito,
 * counting the REFRESH_TOKEN_AUTH calls that reach it: one per burst, none while the backoff runs, one in flight
 * across tabs.
 */
const origin = 'http://sandbox.test';
let sandbox: Sandbox;
let dir: string;
let pool: CognitoUserPool;
let refreshCalls = 0;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lakbay-single-flight-'));
  // Tokens that expire at once: every caller needs a refresh.
  sandbox = createSandbox({ dbPath: ':memory:', storageDir: dir, origin, tokenTtlSeconds: 1 });
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (String(init?.body ?? '').includes('REFRESH_TOKEN_AUTH')) refreshCalls++;
    return sandbox.app.request(new URL(String(input), origin).href, init);
  });
  pool = new CognitoUserPool({ UserPoolId: 'local_lakbay', ClientId: 'lakbay-web', endpoint: `${origin}/cognito`, Storage: memory() });
});
afterAll(() => {
  vi.unstubAllGlobals();
  sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

function memory() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), clear: () => m.clear() };
}

/** A signed-in tab: the persona's tokens where the SDK keeps them, already expired. */
async function signedInUser() {
  const who = createPersona(sandbox.ctx, 'new-borrower');
  const res = await sandbox.app.request(`${origin}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'lakbay-web', AuthParameters: { USERNAME: who.username, PASSWORD: who.password } }),
  });
  const r = ((await res.json()) as { AuthenticationResult: Record<string, string> }).AuthenticationResult;
  const storage = memory();
  const prefix = `CognitoIdentityServiceProvider.lakbay-web`;
  storage.setItem(`${prefix}.${who.username}.idToken`, r.IdToken!);
  storage.setItem(`${prefix}.${who.username}.accessToken`, r.AccessToken!);
  storage.setItem(`${prefix}.${who.username}.refreshToken`, r.RefreshToken!);
  storage.setItem(`${prefix}.${who.username}.clockDrift`, '-3600');
  storage.setItem(`${prefix}.LastAuthUser`, who.username);
  const user = new CognitoUser({ Username: who.username, Pool: pool, Storage: storage });
  return { user, userId: who.userId };
}

const setFault = (userId: string) =>
  sandbox.ctx.db
    .prepare("INSERT OR REPLACE INTO user_faults (call_group, user_key, kind, http_status, latency_ms, remaining) VALUES ('cognito', ?, 'status', 503, NULL, NULL)")
    .run(userId);
const clearFault = (userId: string) => sandbox.ctx.db.prepare("DELETE FROM user_faults WHERE call_group = 'cognito' AND user_key = ?").run(userId);

describe('token refresh with the user pool answering 503 (issue W3-B item 7)', () => {
  it('a burst of calls needing a token makes one refresh call, no SDK retries, then waits out a jittered backoff', async () => {
    const { user, userId } = await signedInUser();
    expect(storedSession(user)?.isValid()).toBe(false);
    let now = 1_000_000;
    const refresher = createRefresher({ now: () => now, random: () => 0.5 });
    setFault(userId);
    refreshCalls = 0;
    const burst = await Promise.allSettled(Array.from({ length: 6 }, () => refresher.session(user)));
    expect(burst.every((r) => r.status === 'rejected')).toBe(true);
    expect(refreshCalls).toBe(1);

    // Within the backoff, further calls do not go back to the pool.
    now += 500;
    await Promise.allSettled([refresher.session(user), refresher.session(user)]);
    expect(refreshCalls).toBe(1);

    // After it (2 s with jitter: 1.5 s at random 0.5), one call again; the next wait is longer.
    now += jitteredBackoffMs(0, () => 0.5);
    await Promise.allSettled([refresher.session(user), refresher.session(user)]);
    expect(refreshCalls).toBe(2);
    now += jitteredBackoffMs(0, () => 0.5);
    await Promise.allSettled([refresher.session(user)]);
    expect(refreshCalls).toBe(2);

    // The pool is back: the session chart's own refresh goes through at once and everyone shares its answer.
    clearFault(userId);
    const [a, b] = await Promise.all([refresher.refresh(user), refresher.session(user)]);
    expect(refreshCalls).toBe(3);
    expect(a.getAccessToken().getJwtToken()).toBe(b.getAccessToken().getJwtToken());
  });

  it('two tabs never refresh at the same time (one lock for the browser)', async () => {
    const tabs = await Promise.all([signedInUser(), signedInUser()]);
    let held = 0;
    let most = 0;
    const queue: Array<() => void> = [];
    const lock = async <T,>(run: () => Promise<T>): Promise<T> => {
      while (held > 0) await new Promise<void>((r) => queue.push(r));
      held++;
      most = Math.max(most, held);
      try {
        return await run();
      } finally {
        held--;
        queue.shift()?.();
      }
    };
    const [one, two] = [createRefresher({ lock }), createRefresher({ lock })];
    refreshCalls = 0;
    await Promise.all([one.session(tabs[0].user), two.session(tabs[1].user)]);
    expect(refreshCalls).toBe(2);
    expect(most).toBe(1);
  });

  it('jitter keeps each wait between half and all of the chart backoff', () => {
    REFRESH_BACKOFF_SECONDS.forEach((s, n) => {
      expect(jitteredBackoffMs(n, () => 0)).toBe((s * 1000) / 2);
      expect(jitteredBackoffMs(n, () => 1)).toBe(s * 1000);
    });
  });
});
