import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../sandbox/cognito';
import { postJson, startHarness, type Harness } from './cognito-harness';
import {
  answerChallenge,
  confirmSignUp,
  failure,
  getUserAttributes,
  globalSignOut,
  makePool,
  makeUser,
  passwordAuth,
  refresh,
  revokeSignOut,
  signUp,
  startCustomAuth,
} from './cognito-sdk';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const PHONE = '+639171234567';
const verify = (token: string) => h.sandbox.ctx.verifyAccessToken(token);
const amz = (op: string) => ({ 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${op}` });

describe('Cognito endpoint driven by amazon-cognito-identity-js', () => {
  it('signs up, confirms with the code from the inbox, then signs in with SRP', async () => {
    const pool = makePool(h.origin);
    const { userSub, confirmed } = await signUp(pool, '0917 123 4567', 'Sikreto123');
    expect(confirmed).toBe(false);
    const user = makeUser(pool, PHONE);
    expect((await failure(passwordAuth(user, 'Sikreto123', 'USER_SRP_AUTH'))).code).toBe('UserNotConfirmedException');
    const wrong = h.latestCode(PHONE, 'signup') === '999999' ? '111111' : '999999';
    expect((await failure(confirmSignUp(user, wrong))).code).toBe('CodeMismatchException');
    await confirmSignUp(user, h.latestCode(PHONE, 'signup'));
    const out = await passwordAuth(makeUser(pool, PHONE), 'Sikreto123', 'USER_SRP_AUTH');
    if (out.kind !== 'session') throw new Error('expected a session');
    expect(out.session.getIdToken().decodePayload().sub).toBe(userSub);
    expect(await verify(out.session.getAccessToken().getJwtToken())).toEqual({ id: userSub, username: PHONE });
  });

  it('rejects a wrong SRP password and a duplicate sign-up', async () => {
    const pool = makePool(h.origin);
    createAccount(h.sandbox.ctx, { phone: PHONE, password: 'Sikreto123' });
    const err = await failure(passwordAuth(makeUser(pool, PHONE), 'Wrong12345', 'USER_SRP_AUTH'));
    expect(err.code).toBe('NotAuthorizedException');
    expect((await failure(signUp(pool, PHONE, 'Another123'))).code).toBe('UsernameExistsException');
  });

  it('signs in with USER_PASSWORD_AUTH and fails on a wrong password', async () => {
    createAccount(h.sandbox.ctx, { email: 'Juan@Example.com', password: 'Sikreto123' });
    const pool = makePool(h.origin);
    const out = await passwordAuth(makeUser(pool, 'juan@example.com'), 'Sikreto123', 'USER_PASSWORD_AUTH');
    expect(out.kind).toBe('session');
    const err = await failure(passwordAuth(makeUser(pool, 'juan@example.com'), 'sikreto123', 'USER_PASSWORD_AUTH'));
    expect(err).toMatchObject({ code: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('custom auth: the right code gives tokens with exp, iat and origin_jti', async () => {
    createAccount(h.sandbox.ctx, { phone: PHONE });
    const user = makeUser(makePool(h.origin), PHONE);
    const first = await startCustomAuth(user);
    expect(first).toMatchObject({ kind: 'challenge', params: { attemptsLeft: '3', codeLength: '6' } });
    const out = await answerChallenge(user, h.latestCode(PHONE, 'login'));
    if (out.kind !== 'session') throw new Error('expected a session');
    const claims = out.session.getAccessToken().decodePayload();
    expect(claims).toMatchObject({ token_use: 'access', username: PHONE });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(typeof claims.origin_jti).toBe('string');
    expect(await getUserAttributes(user)).toMatchObject({ phone_number: PHONE });
  });

  it('custom auth: a wrong code gives a new challenge with fewer tries, and the right code still works', async () => {
    createAccount(h.sandbox.ctx, { phone: PHONE });
    const user = makeUser(makePool(h.origin), PHONE);
    await startCustomAuth(user);
    const code = h.latestCode(PHONE, 'login');
    const wrong = code === '123456' ? '654321' : '123456';
    expect(await answerChallenge(user, wrong)).toMatchObject({ kind: 'challenge', params: { attemptsLeft: '2' } });
    expect((await answerChallenge(user, code)).kind).toBe('session');
  });

  it('custom auth: three wrong codes end in UAS-E511 and then a UAS-E510 lockout with a time', async () => {
    createAccount(h.sandbox.ctx, { phone: PHONE });
    const pool = makePool(h.origin);
    const user = makeUser(pool, PHONE);
    await startCustomAuth(user);
    const wrong = h.latestCode(PHONE, 'login') === '000001' ? '000002' : '000001';
    await answerChallenge(user, wrong);
    await answerChallenge(user, wrong);
    const third = await failure(answerChallenge(user, wrong));
    expect(third.code).toBe('NotAuthorizedException');
    expect(third.message).toMatch(/^UAS-E511: .*Try again after \d{4}-\d{2}-\d{2}T/);
    const locked = await failure(startCustomAuth(makeUser(pool, PHONE)));
    expect(locked.message).toMatch(/^UAS-E510: .*Try again after /);
    h.advance(16 * 60_000);
    expect((await startCustomAuth(makeUser(pool, PHONE))).kind).toBe('challenge');
  });

  it('custom auth: unknown users get UAS-104, inactive ones UAS-E104', async () => {
    const pool = makePool(h.origin);
    const unknown = await failure(startCustomAuth(makeUser(pool, '+639998887777')));
    expect(unknown).toMatchObject({ code: 'UserNotFoundException' });
    expect(unknown.message).toMatch(/^UAS-104: /);
    createAccount(h.sandbox.ctx, { phone: PHONE, status: 'INACTIVE' });
    expect((await failure(startCustomAuth(makeUser(pool, PHONE)))).message).toMatch(/^UAS-E104: /);
  });

  it('refreshes, and stops refreshing after global sign-out, which also kills access tokens', async () => {
    createAccount(h.sandbox.ctx, { phone: PHONE, password: 'Sikreto123' });
    const pool = makePool(h.origin);
    const user = makeUser(pool, PHONE);
    const out = await passwordAuth(user, 'Sikreto123', 'USER_SRP_AUTH');
    if (out.kind !== 'session') throw new Error('expected a session');
    const renewed = await refresh(user, out.session);
    expect(renewed.getAccessToken().getJwtToken()).not.toBe(out.session.getAccessToken().getJwtToken());
    expect(renewed.getAccessToken().decodePayload().origin_jti).toBe(out.session.getAccessToken().decodePayload().origin_jti);
    const oldAccess = renewed.getAccessToken().getJwtToken();
    await globalSignOut(user);
    expect(await verify(oldAccess)).toBeNull();
    // Raw call: the SDK's refreshSession retries for ~6 s before reporting the same error.
    const res = await postJson(`${h.origin}/cognito`, { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: 'lakbay-web', AuthParameters: { REFRESH_TOKEN: renewed.getRefreshToken().getToken() } }, amz('InitiateAuth'));
    expect(res).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' } });
  });

  it('sign-out with revocation revokes only that sign-in', async () => {
    createAccount(h.sandbox.ctx, { phone: PHONE, password: 'Sikreto123' });
    const phoneA = makeUser(makePool(h.origin), PHONE);
    const phoneB = makeUser(makePool(h.origin), PHONE);
    const a = await passwordAuth(phoneA, 'Sikreto123', 'USER_PASSWORD_AUTH');
    const b = await passwordAuth(phoneB, 'Sikreto123', 'USER_PASSWORD_AUTH');
    if (a.kind !== 'session' || b.kind !== 'session') throw new Error('expected sessions');
    await revokeSignOut(phoneA);
    expect(await verify(a.session.getAccessToken().getJwtToken())).toBeNull();
    expect(await verify(b.session.getAccessToken().getJwtToken())).not.toBeNull();
  });

  it('expires access tokens after the configured lifetime, adjustable at run time', async () => {
    createAccount(h.sandbox.ctx, { phone: PHONE, password: 'Sikreto123' });
    const res = await fetch(`${h.origin}/sandbox/api/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"tokenTtlSeconds":5}' });
    expect(await res.json()).toMatchObject({ tokenTtlSeconds: 5 });
    const out = await passwordAuth(makeUser(makePool(h.origin), PHONE), 'Sikreto123', 'USER_PASSWORD_AUTH');
    if (out.kind !== 'session') throw new Error('expected a session');
    const token = out.session.getAccessToken().getJwtToken();
    expect(out.session.getAccessToken().getExpiration() - out.session.getAccessToken().getIssuedAt()).toBe(5);
    expect(await verify(token)).not.toBeNull();
    h.advance(6000);
    expect(await verify(token)).toBeNull();
  });
});
