import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '../../src/api/contract';
import type { Endpoint } from '../../src/api/endpoint';
import { createSandbox, type Sandbox } from '../../sandbox/app';
import { createAccount, findAccountById } from '../../sandbox/cognito/accounts';
import { issueTokens } from '../../sandbox/cognito/tokens';

/**
 * Findings of a hostile try (issue W2-G 5–7): wrong types answer 400, never 500; bodies are limited before they
 * are parsed; state changes come only from the app's own pages, and /cognito shares its answers with no other.
 */
const APP = 'http://127.0.0.1:5173';
let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = createSandbox({ dbPath: ':memory:', storageDir: mkdtempSync(join(tmpdir(), 'lakbay-guards-')), origin: APP, tokenTtlSeconds: 600 });
  const { id } = createAccount(sandbox.ctx, { phone: '+639171234567' });
  token = (await issueTokens(sandbox.ctx, findAccountById(sandbox.ctx, id)!)).AccessToken;
});
afterAll(() => sandbox.close());

const request = (path: string, init: RequestInit = {}) => sandbox.app.request(path, init);
const send = (method: string, path: string, body: string, headers: Record<string, string> = {}) =>
  request(path, { method, body, headers: { 'content-type': 'application/json', ...headers } });
const amz = (op: string, service = 'AWSCognitoIdentityProviderService') => ({ 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${service}.${op}` });
const cognito = (op: string, body: unknown, service?: string) => send('POST', '/cognito', JSON.stringify(body), amz(op, service));

describe('every endpoint validates its input (400, never 500)', () => {
  it('InitiateAuth with USERNAME as an array answers 400 InvalidParameterException naming the field', async () => {
    const res = await cognito('InitiateAuth', { AuthFlow: 'CUSTOM_AUTH', ClientId: 'lakbay-web', AuthParameters: { USERNAME: ['x'] } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ __type: 'InvalidParameterException', message: expect.stringContaining('AuthParameters.USERNAME') });
  });

  it.each([
    ['RespondToAuthChallenge', { ChallengeName: 'CUSTOM_CHALLENGE', Session: 5, ChallengeResponses: { ANSWER: '1' } }, undefined],
    ['RespondToAuthChallenge', { ChallengeName: 'CUSTOM_CHALLENGE', Session: 's', ChallengeResponses: { ANSWER: 123456 } }, undefined],
    ['SignUp', { ClientId: 'lakbay-web', Username: { a: 1 }, Password: 'Secret123!' }, undefined],
    ['ConfirmSignUp', { ClientId: 'lakbay-web', Username: '+639171234567', ConfirmationCode: 123456 }, undefined],
    ['GetUser', { AccessToken: ['t'] }, undefined],
    ['RevokeToken', { Token: 1 }, undefined],
    ['GetId', { IdentityPoolId: 'ap-southeast-1:x', Logins: ['t'] }, 'AWSCognitoIdentityService'],
    ['InitiateAuth', ['not', 'an', 'object'], undefined],
  ])('Cognito %s with a field of the wrong type answers 400', async (op, body, service) => {
    const res = await cognito(op, body, service);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { __type: string }).__type).toMatch(/InvalidParameterException|SerializationException/);
  });

  /** Every contract endpoint that takes a body, signed in, with bodies of every wrong shape. */
  const withBody = Object.values(contract)
    .flatMap((group) => Object.values(group as Record<string, unknown>))
    .filter((e): e is Endpoint => !!e && typeof e === 'object' && 'method' in e && 'path' in e && 'body' in e && !!(e as Endpoint).body);

  it.each(withBody.map((e) => [`${e.method} ${e.path}`, e] as const))('%s answers a body of the wrong shape with 400, wrong fields never with 500', async (_, e) => {
    const path = e.path.replace(/:\w+/g, 'x');
    const auth = { authorization: `Bearer ${token}` };
    const roots = e.body?.type === 'array' ? ['null', '{}', '"text"', '5', '{nope'] : ['null', '[]', '"text"', '5', '{nope'];
    for (const body of roots) {
      const res = await send(e.method, path, body, auth);
      expect(res.status, `${e.method} ${path} ${body}`).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
    }
    // Fields the endpoint may not even have, of the wrong type: refused, or ignored and answered on the merits.
    const res = await send(e.method, path, '{"first_name":[1],"username":{},"status":5,"answers":"x","events":"x","code":[],"key":7}', auth);
    expect(res.status, `${e.method} ${path}`).toBeLessThan(500);
    expect(await res.json()).toMatchObject({ code: expect.any(String) });
  });

  it.each([
    ['PUT', '/sandbox/api/faults/user', '{"kind":5}'],
    ['POST', '/sandbox/api/settings', '{"tokenTtlSeconds":"60"}'],
    ['POST', '/sandbox/api/settings', '"x"'],
    ['POST', '/sandbox/api/next-outcomes', '{"liveness":1}'],
    ['POST', '/sandbox/api/personas', '[]'],
    ['POST', '/sandbox/api/applications/x/status', '{"status":["APPROVED"]}'],
    ['POST', '/segment/v1/t', '[]'],
    ['POST', '/segment/cio', '5'],
  ])('back office and collector: %s %s %s answers 400', async (method, path, body) => {
    const res = await send(method, path, body);
    expect(res.status).toBe(400);
  });
});

describe('request bodies are limited before they are read', () => {
  const big = JSON.stringify({ username: 'x'.repeat(1024 * 1024) });

  it('answers a JSON body over 1 MB with 413, on the platform, the back office, Cognito and the sign-in log', async () => {
    for (const [method, path, headers] of [
      ['POST', contract.account.requestLoginOtp.path, {}],
      ['POST', '/sandbox/api/personas', {}],
      ['POST', '/cognito', amz('InitiateAuth')],
      ['POST', '/api/auth/_log', {}],
    ] as const) {
      const res = await send(method, path, big, headers);
      expect(res.status, path).toBe(413);
      expect(await res.json(), path).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    }
  });

  it('refuses from Content-Length alone, without waiting for a body that never comes', async () => {
    const stalled = new ReadableStream({ start: () => {} }); // sends nothing, never ends
    const res = await Promise.race([
      request('/sandbox/api/personas', { method: 'POST', body: stalled, headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) }, duplex: 'half' } as RequestInit),
      new Promise<string>((r) => setTimeout(() => r('waited for the body'), 2000)),
    ]);
    expect(res instanceof Response ? res.status : res).toBe(413);
  });
});

describe('state changes come only from the app and the sandbox', () => {
  it('refuses a text/plain post from a foreign page, and a reset with no body', async () => {
    const before = sandbox.ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
    const foreign = await request('/sandbox/api/personas', { method: 'POST', body: '{"kind":"new-borrower"}', headers: { 'content-type': 'text/plain', origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const plain = await request('/sandbox/api/personas', { method: 'POST', body: '{"kind":"new-borrower"}', headers: { 'content-type': 'text/plain' } });
    expect(plain.status).toBe(415);
    const reset = await request('/sandbox/api/reset', { method: 'POST' });
    expect(reset.status).toBe(415);
    expect(sandbox.ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual(before);
  });

  it('refuses a JSON change from a foreign or opaque origin, on the back office, sign-in forms and provider pages', async () => {
    for (const [path, type] of [
      ['/sandbox/api/reset', 'application/json'],
      ['/sandbox/api/faults', 'application/json'],
      ['/api/auth/signout', 'application/x-www-form-urlencoded'],
      ['/sandbox/provider/GCH/p-1', 'application/x-www-form-urlencoded'],
      [contract.account.requestLoginOtp.path, 'text/plain'],
    ]) {
      for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:5174']) {
        const res = await request(path!, { method: path === '/sandbox/api/faults' ? 'DELETE' : 'POST', body: '{}', headers: { 'content-type': type!, origin } });
        expect(res.status, `${path} from ${origin}`).toBe(403);
      }
    }
  });

  it("keeps the provider page's origin on its own form posts (same-origin referrer policy, not no-referrer)", async () => {
    const page = await request('/sandbox/provider/GCH/p-unknown');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('accepts JSON changes from the app (either loopback name) and from clients that send no Origin', async () => {
    for (const origin of [APP, 'http://localhost:5173', undefined]) {
      const res = await send('POST', '/sandbox/api/personas', '{"kind":"new-borrower"}', origin ? { origin } : {});
      expect(res.status, origin).toBe(200);
    }
    expect((await send('POST', '/sandbox/api/reset', '{}', { origin: APP })).status).toBe(200);
  });
});

describe('/cognito CORS', () => {
  it('shares answers with the app origin only', async () => {
    const preflight = (origin: string) =>
      request('/cognito', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-amz-target' } });
    expect((await preflight(APP)).headers.get('access-control-allow-origin')).toBe(APP);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    const post = await send('POST', '/cognito', '{}', { ...amz('GetUser'), origin: 'https://evil.example' });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });
});
