import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { company, user } from '../../src/api/contract';
import { findAccountById } from '../../sandbox/cognito/accounts';
import { issueTokens } from '../../sandbox/cognito/tokens';
import { createApiClient } from '../../src/api/client';
import { runCli } from '../../sandbox/backoffice/cli';
import { failure, startPlatform, type PlatformHarness } from './platform-harness';

/**
 * Faults scoped to one borrower (`user` on PUT /sandbox/api/faults/:group): only that borrower's calls fail, so two
 * e2e workers (or two QA testers) on one sandbox do not fail each other. Global faults stay the default.
 */
let h: PlatformHarness;
beforeAll(async () => {
  h = await startPlatform();
});
afterAll(() => h.close());
beforeEach(async () => {
  await call('DELETE', '/sandbox/api/faults');
});

const call = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
  const json = method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) };
  const res = await fetch(h.origin + path, { method, ...json });
  return { status: res.status, body: (await res.json()) as T };
};
interface Persona {
  userId: string;
  username: string;
  password: string;
}
const persona = async () => (await call<Persona>('POST', '/sandbox/api/personas', { kind: 'new-borrower' })).body;
const clientOf = (p: Persona) => {
  const token = issueTokens(h.sandbox.ctx, findAccountById(h.sandbox.ctx, p.userId)!).then((t) => t.AccessToken);
  return createApiClient({ baseUrl: h.origin, getAccessToken: () => token });
};
const cognito = (target: string, body: unknown) =>
  fetch(`${h.origin}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    body: JSON.stringify(body),
  });
const signIn = (p: Persona) =>
  cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'lakbay-web', AuthParameters: { USERNAME: p.username, PASSWORD: p.password } });

describe('borrower-scoped faults', () => {
  it("fail only the named borrower's platform calls, as often as asked; the global fault still hits everyone", async () => {
    const [a, b] = [await persona(), await persona()];
    const [apiA, apiB] = [clientOf(a), clientOf(b)];
    // Named by the phone number as a borrower types it (09…): the back office resolves it to the account.
    const local = `0${a.username.slice(3)}`;
    const set = await call('PUT', '/sandbox/api/faults/user', { kind: 'status', http_status: 503, remaining: 2, user: local });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ call_group: 'user', kind: 'status', http_status: 503, remaining: 2, user: a.userId });
    expect((await call<unknown[]>('GET', '/sandbox/api/faults')).body).toEqual([set.body]);

    expect((await failure(apiA(user.listNotifications, {}))).httpStatus).toBe(503);
    expect((await apiB(user.listNotifications, {})).unread).toBe(0);
    expect((await failure(apiA(user.listNotifications, {}))).httpStatus).toBe(503);
    // Used up after two calls.
    expect((await apiA(user.listNotifications, {})).unread).toBe(0);
    expect((await call<unknown[]>('GET', '/sandbox/api/faults')).body).toEqual([]);

    // Other groups and signed-out calls are untouched by a borrower's fault.
    await call('PUT', '/sandbox/api/faults/company', { kind: 'status', http_status: 500, user: a.username });
    expect((await h.anonymous(company.listCompanyGroups, {})).data.length).toBeGreaterThan(1);
    expect((await apiA(user.listNotifications, {})).unread).toBe(0);

    // Without `user` the fault is global, as before.
    await call('PUT', '/sandbox/api/faults/user', { kind: 'status', http_status: 500, remaining: 1 });
    expect((await failure(apiB(user.listNotifications, {}))).httpStatus).toBe(500);
    expect((await apiA(user.listNotifications, {})).unread).toBe(0);
  });

  it("clears one borrower's fault, or a whole group's with every borrower's", async () => {
    const [a, b] = [await persona(), await persona()];
    await call('PUT', '/sandbox/api/faults/user', { kind: 'status', http_status: 503, user: a.userId });
    await call('PUT', '/sandbox/api/faults/user', { kind: 'status', http_status: 503, user: b.username });
    expect((await call('DELETE', '/sandbox/api/faults/user', { user: a.username })).body).toEqual({ cleared: true, released: 0 });
    expect((await apiCall(a)).ok).toBe(true);
    expect((await apiCall(b)).ok).toBe(false);
    expect((await call('DELETE', '/sandbox/api/faults/user')).body).toEqual({ cleared: true, released: 0 });
    expect((await apiCall(b)).ok).toBe(true);
  });

  it('apply to Cognito calls by the username they name, and to Segment events by user or anonymous id', async () => {
    const [a, b] = [await persona(), await persona()];
    await call('PUT', '/sandbox/api/faults/cognito', { kind: 'status', http_status: 503, remaining: 1, user: a.username });
    expect((await signIn(a)).status).toBe(503);
    expect((await signIn(b)).status).toBe(200);
    expect((await signIn(a)).status).toBe(200);

    await call('PUT', '/sandbox/api/faults/segment', { kind: 'status', http_status: 500, user: 'anon-scoped-1' });
    const send = (anonymousId: string) =>
      fetch(`${h.origin}/segment/v1/b`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from('scoped-key:').toString('base64')}` },
        body: JSON.stringify({ batch: [{ type: 'track', event: 'Scoped', anonymousId, messageId: `m-${anonymousId}` }] }),
      });
    expect((await send('anon-scoped-1')).status).toBe(500);
    expect((await send('anon-scoped-2')).status).toBe(200);
  });

  it('the CLI sets and clears a fault for one borrower with --user', async () => {
    const a = await persona();
    const quiet = () => undefined;
    expect(await runCli(h.sandbox.ctx, ['fault', 'set', 'user', '503', '--user', a.username], quiet, quiet)).toBe(0);
    expect((await call<{ user?: string }[]>('GET', '/sandbox/api/faults')).body.map((f) => f.user)).toEqual([a.userId]);
    expect(await runCli(h.sandbox.ctx, ['fault', 'clear', 'user', '--user', a.username], quiet, quiet)).toBe(0);
    expect((await call<unknown[]>('GET', '/sandbox/api/faults')).body).toEqual([]);
  });

  it("clearing a borrower's latency fault lets the call it holds answer at once, and no other borrower's", async () => {
    const [a, b] = [await persona(), await persona()];
    const [apiA, apiB] = [clientOf(a), clientOf(b)];
    // Held for a minute each (the most a fault holds): only clearing the fault lets them answer within this test.
    for (const p of [a, b]) expect((await call('PUT', '/sandbox/api/faults/user', { kind: 'latency', latency_ms: 60_000, remaining: 1, user: p.username })).status).toBe(200);
    let bAnswered = false;
    const heldA = apiA(user.listNotifications, {});
    const heldB = apiB(user.listNotifications, {}).then((r) => ((bAnswered = true), r));
    // Both calls are in the sandbox, held (their faults used up, so the rows are gone but the calls still wait).
    await expect.poll(async () => (await call<unknown[]>('GET', '/sandbox/api/faults')).body.length).toBe(0);
    expect((await call('DELETE', '/sandbox/api/faults/user', { user: a.username })).body).toMatchObject({ released: 1 });
    expect((await heldA).unread).toBe(0);
    expect(bAnswered).toBe(false);
    expect((await call('DELETE', '/sandbox/api/faults')).body).toMatchObject({ released: 1 });
    expect((await heldB).unread).toBe(0);
  });
});

async function apiCall(p: Persona): Promise<{ ok: boolean }> {
  try {
    await clientOf(p)(user.listNotifications, {});
    return { ok: true };
  } catch {
    return { ok: false };
  }
}
