import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app';
import { createAccount } from '../../sandbox/cognito';
import { issueTokens } from '../../sandbox/cognito/tokens';
import { findAccount } from '../../sandbox/cognito/accounts';
import { postJson, startHarness, type Harness } from './cognito-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const PHONE = '+639171234567';
const idp = (op: string) => ({ 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${op}` });
const identity = (op: string) => ({ 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityService.${op}` });
const cognito = (body: unknown, headers: Record<string, string>) => postJson(`${h.origin}/cognito`, body, headers);

describe('Cognito wire protocol', () => {
  it('answers the browser preflight for the SDK headers', async () => {
    const res = await fetch(`${h.origin}/cognito`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-amz-target,x-amz-user-agent,cache-control' },
    });
    expect(res.status).toBe(204);
    const allowed = res.headers.get('access-control-allow-headers') ?? '';
    for (const hdr of ['content-type', 'x-amz-target', 'x-amz-user-agent', 'cache-control']) expect(allowed).toContain(hdr);
  });

  it('reports unknown operations and malformed bodies Cognito-style', async () => {
    expect(await cognito({}, idp('AdminDeleteUser'))).toMatchObject({ status: 400, body: { __type: 'UnknownOperationException' } });
    const res = await fetch(`${h.origin}/cognito`, { method: 'POST', headers: idp('InitiateAuth'), body: '{nope' });
    expect(await res.json()).toMatchObject({ __type: 'SerializationException' });
  });

  it('publishes a JWKS that verifies the tokens it issues', async () => {
    createAccount(h.sandbox.ctx, { phone: PHONE });
    const account = findAccount(h.sandbox.ctx, PHONE);
    if (!account) throw new Error('no account');
    const { AccessToken } = await issueTokens(h.sandbox.ctx, account);
    const { keys } = (await (await fetch(`${h.origin}/cognito/.well-known/jwks.json`)).json()) as { keys: Array<Record<string, string>> };
    const [head, body, sig] = AccessToken.split('.') as [string, string, string];
    const key = createPublicKey({ key: keys[0] as never, format: 'jwk' });
    expect(verify('sha256', Buffer.from(`${head}.${body}`), key, Buffer.from(sig, 'base64url'))).toBe(true);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', kid: JSON.parse(Buffer.from(head, 'base64url').toString()).kid });
    // A tampered payload is rejected by the platform's verifier.
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), sub: 'someone-else' })).toString('base64url')}.${sig}`;
    expect(await h.sandbox.ctx.verifyAccessToken(forged)).toBeNull();
  });

  it('a challenge Session answers once; a replay is refused', async () => {
    createAccount(h.sandbox.ctx, { phone: PHONE });
    const start = await cognito({ AuthFlow: 'CUSTOM_AUTH', ClientId: 'lakbay-web', AuthParameters: { USERNAME: PHONE } }, idp('InitiateAuth'));
    const answer = { ChallengeName: 'CUSTOM_CHALLENGE', ClientId: 'lakbay-web', Session: start.body.Session, ChallengeResponses: { USERNAME: PHONE, ANSWER: h.latestCode(PHONE, 'login') } };
    expect((await cognito(answer, idp('RespondToAuthChallenge'))).body.AuthenticationResult).toBeDefined();
    expect(await cognito(answer, idp('RespondToAuthChallenge'))).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
  });

  it('custom auth asks for a captcha after too many codes, and accepts one in ClientMetadata', async () => {
    createAccount(h.sandbox.ctx, { phone: PHONE });
    const start = (meta?: Record<string, string>) =>
      cognito({ AuthFlow: 'CUSTOM_AUTH', ClientId: 'lakbay-web', AuthParameters: { USERNAME: PHONE }, ClientMetadata: meta ?? {} }, idp('InitiateAuth'));
    // Three codes through the platform's request-OTP call, then let the last one expire (still inside the
    // 10-minute window) so InitiateAuth has to send a fourth.
    for (let i = 0; i < 3; i++) expect((await postJson(`${h.origin}/api/v1/user/otp/login`, { username: PHONE })).status).toBe(200);
    h.advance(5 * 60_000 + 1);
    const blocked = await start();
    expect(blocked.body.message).toMatch(/^UAS-E512: /);
    const { id, question } = (await (await fetch(`${h.origin}/sandbox/api/captcha`)).json()) as { id: string; question: string };
    const [, a, b] = /(\d+) \+ (\d+)/.exec(question) ?? [];
    expect((await start({ captchaId: id, captchaAnswer: String(Number(a) + Number(b)) })).body.ChallengeName).toBe('CUSTOM_CHALLENGE');
  });

  it('five wrong passwords lock the account with UAS-E510, even for the right password', async () => {
    createAccount(h.sandbox.ctx, { phone: PHONE, password: 'Sikreto123' });
    const login = (PASSWORD: string) => cognito({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'lakbay-web', AuthParameters: { USERNAME: PHONE, PASSWORD } }, idp('InitiateAuth'));
    for (let i = 0; i < 5; i++) expect((await login('Wrong12345')).body.message).toBe('Incorrect username or password.');
    expect((await login('Sikreto123')).body).toMatchObject({ __type: 'NotAuthorizedException', message: expect.stringMatching(/^UAS-E510: .*Try again after \d{4}-/) });
    h.advance(15 * 60_000 + 1);
    expect((await login('Sikreto123')).body.AuthenticationResult).toBeDefined();
  });

  it('identity pool: a stable identity per user and credentials for it', async () => {
    createAccount(h.sandbox.ctx, { phone: PHONE });
    const account = findAccount(h.sandbox.ctx, PHONE);
    if (!account) throw new Error('no account');
    const { IdToken } = await issueTokens(h.sandbox.ctx, account);
    const logins = { 'cognito-idp.ap-southeast-1.amazonaws.com/local_lakbay': IdToken };
    const first = await cognito({ IdentityPoolId: 'ap-southeast-1:local-lakbay', Logins: logins }, identity('GetId'));
    const again = await cognito({ IdentityPoolId: 'ap-southeast-1:local-lakbay', Logins: logins }, identity('GetId'));
    expect(first.body.IdentityId).toMatch(/^ap-southeast-1:[0-9a-f-]{36}$/);
    expect(again.body.IdentityId).toBe(first.body.IdentityId);
    const creds = await cognito({ IdentityId: first.body.IdentityId, Logins: logins }, identity('GetCredentialsForIdentity'));
    expect(creds.body).toMatchObject({ IdentityId: first.body.IdentityId, Credentials: { AccessKeyId: expect.any(String), Expiration: expect.any(Number) } });
    const bad = await cognito({ IdentityId: first.body.IdentityId, Logins: { x: 'not-a-token' } }, identity('GetCredentialsForIdentity'));
    expect(bad.body).toMatchObject({ __type: 'NotAuthorizedException' });
  });

  it('keeps its signing key across restarts, so tokens stay valid', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lakbay-s2-persist-'));
    const config = { dbPath: join(dir, 'sandbox.sqlite'), storageDir: join(dir, 'objects'), origin: 'http://127.0.0.1', tokenTtlSeconds: 3600 };
    const first = createSandbox(config);
    const { id } = createAccount(first.ctx, { phone: PHONE });
    const account = findAccount(first.ctx, PHONE);
    if (!account) throw new Error('no account');
    const { AccessToken } = await issueTokens(first.ctx, account);
    first.close();
    const second = createSandbox(config);
    expect(await second.ctx.verifyAccessToken(AccessToken)).toEqual({ id, username: PHONE });
    second.close();
  });
});
