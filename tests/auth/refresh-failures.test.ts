import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoRefreshToken, CognitoUser, CognitoUserPool } from 'amazon-cognito-identity-js';
import { createSandbox, type Sandbox } from '../../sandbox/app';
import { createPersona } from '../../sandbox/backoffice/personas';
import { fromCognitoError } from '~/auth/failures';
import { isRefusal } from '@machines/auth/session.machine';

/**
 * Issue W2-G item 1 at the edge: the session chart retries a refresh unless the failure is a definite refusal
 * (tests/machines/auth/session.machine.test.ts). Here the failures are the real ones: the Cognito SDK refreshing
 * against the sandbox's /cognito with each fault injected, its error translated as src/auth does. A 503, 429, a
 * dropped connection or a malformed answer is passing (retried); a revoked or unknown refresh token is a refusal.
 * (The SDK itself retries each InitiateAuth for about 6 s of backoff before it reports: the backoff runs on fake
 * timers, advanced while a call is pending, so the retries all happen without the wall-clock wait.)
 */
const origin = 'http://sandbox.test';
let sandbox: Sandbox;
let dir: string;
let pool: CognitoUserPool;

beforeAll(() => {
  // Only timers are faked (the SDK's retry backoff): the sandbox answers in-process on promises.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  dir = mkdtempSync(join(tmpdir(), 'lakbay-refresh-'));
  sandbox = createSandbox({ dbPath: ':memory:', storageDir: dir, origin, tokenTtlSeconds: 3600 });
  // The SDK's fetch, answered in-process. A drop (the sandbox answers an empty 500 in-process) fails like a browser's.
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const res = await sandbox.app.request(new URL(String(input), origin).href, init);
    if (res.status === 500 && (await res.clone().text()) === '') throw new TypeError('Failed to fetch');
    return res;
  });
  pool = new CognitoUserPool({ UserPoolId: 'local_lakbay', ClientId: 'lakbay-web', endpoint: `${origin}/cognito`, Storage: memory() });
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

function memory() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), clear: () => m.clear() };
}

type SdkClient = { request: (op: string, params: unknown, cb: (err: unknown, data: unknown) => void) => void };
const call = (op: string, params: unknown) =>
  settle(new Promise<{ err: unknown; data: unknown }>((resolve) => (pool as unknown as { client: SdkClient }).client.request(op, params, (err, data) => resolve({ err, data }))));

interface Signed {
  token: string;
  username: string;
  userId: string;
}
async function signIn(): Promise<Signed> {
  const who = createPersona(sandbox.ctx, 'new-borrower');
  const { err, data } = await call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'lakbay-web', AuthParameters: { USERNAME: who.username, PASSWORD: who.password } });
  expect(err).toBeNull();
  return { token: (data as { AuthenticationResult: { RefreshToken: string } }).AuthenticationResult.RefreshToken, username: who.username, userId: who.userId };
}
/** Waits for an SDK call, moving the fake clock on while it is pending (its retries sleep on setTimeout). */
async function settle<T>(pending: Promise<T>): Promise<T> {
  let done = false;
  void pending.finally(() => (done = true));
  while (!done) await vi.advanceTimersByTimeAsync(250);
  return pending;
}
/** The refresh the app makes (src/auth/cognito.ts `refresh`): the SDK's CognitoUser.refreshSession. */
const refresh = (token: string, username = 'nobody') =>
  settle(new Promise<{ err: unknown }>((resolve) =>
    new CognitoUser({ Username: username, Pool: pool, Storage: memory() }).refreshSession(new CognitoRefreshToken({ RefreshToken: token }), (err: unknown) =>
      resolve({ err: err ?? null }),
    ),
  ));
// Each case faults only its own borrower's Cognito calls (the refresh token's owner), so the cases run at once: the
// SDK's own retries take about 6 s per case, waited out in parallel instead of one after another.
const setFault = (userId: string, kind: string, status: number | null) =>
  sandbox.ctx.db
    .prepare("INSERT OR REPLACE INTO user_faults (call_group, user_key, kind, http_status, latency_ms, remaining) VALUES ('cognito', ?, ?, ?, NULL, NULL)")
    .run(userId, kind, status);
const clearFault = (userId: string) => sandbox.ctx.db.prepare("DELETE FROM user_faults WHERE call_group = 'cognito' AND user_key = ?").run(userId);

describe('token refresh failures as the SDK reports them', () => {
  it.concurrent.each([
    ['503', 'status', 503],
    ['429', 'status', 429],
    ['a dropped connection', 'drop', null],
    ['a malformed answer', 'malformed', null],
  ] as const)('%s is a passing failure: retried while the token is valid, and the next refresh works', async (_, kind, status) => {
    const { token, username, userId } = await signIn();
    setFault(userId, kind, status);
    let failure;
    try {
      const { err } = await refresh(token, username);
      expect(err).not.toBeNull();
      failure = fromCognitoError(err);
    } finally {
      clearFault(userId);
    }
    expect(isRefusal(failure), JSON.stringify(failure)).toBe(false);
    const again = await refresh(token, username);
    expect(again.err).toBeNull();
  }, 30_000);

  it('a revoked refresh token is a definite refusal: the session ends', async () => {
    const { token, username } = await signIn();
    const revoked = await call('RevokeToken', { ClientId: 'lakbay-web', Token: token });
    expect(revoked.err).toBeNull();
    const { err } = await refresh(token, username);
    const failure = fromCognitoError(err);
    expect(failure.code).toBe('NotAuthorizedException');
    expect(isRefusal(failure)).toBe(true);
  });

  it('an unknown refresh token is a definite refusal', async () => {
    const { err } = await refresh('not-a-refresh-token');
    expect(isRefusal(fromCognitoError(err))).toBe(true);
  });
});
