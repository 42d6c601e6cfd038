import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../sandbox/cognito';
import { passwordAuth, makePool, makeUser } from './cognito-sdk';
import { postJson, startHarness, type Harness } from './cognito-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const PHONE = '+639171234567';
const loginOtp = (body: Record<string, unknown>) => postJson(`${h.origin}/api/v1/user/otp/login`, body);
const registerOtp = (body: Record<string, unknown>) => postJson(`${h.origin}/api/v1/user/otp/register`, body);
const register = (body: Record<string, unknown>) => postJson(`${h.origin}/api/v1/user/register`, body);

async function solveCaptcha() {
  const { id, question } = (await (await fetch(`${h.origin}/sandbox/api/captcha`)).json()) as { id: string; question: string };
  const [, a, b] = /(\d+) \+ (\d+)/.exec(question) ?? [];
  return { id, answer: String(Number(a) + Number(b)) };
}

describe('account endpoints (user call group)', () => {
  it('login OTP: accepts 09xx, sends a 6-digit code and answers with the normalised username', async () => {
    createAccount(h.sandbox.ctx, { phone: PHONE });
    const res = await loginOtp({ username: '0917-123-4567' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ otp_sent: true, login_with_otp: true, username: PHONE, login_type: 'PHONE' });
    expect(h.latestCode(PHONE, 'login')).toMatch(/^\d{6}$/);
  });

  it('login OTP: unknown user is UAS-104, inactive is UAS-E104', async () => {
    expect(await loginOtp({ username: '9181112222' })).toMatchObject({ status: 404, body: { code: 'UAS-104' } });
    createAccount(h.sandbox.ctx, { email: 'off@example.com', status: 'INACTIVE' });
    expect(await loginOtp({ username: 'off@example.com' })).toMatchObject({ status: 403, body: { code: 'UAS-E104' } });
  });

  it('login OTP: a borrower with a password gets login_with_otp false and no code, unless they ask for one', async () => {
    createAccount(h.sandbox.ctx, { phone: PHONE, password: 'Sikreto123' });
    expect((await loginOtp({ username: PHONE })).body).toMatchObject({ otp_sent: false, login_with_otp: false });
    expect(h.sandbox.ctx.db.prepare('SELECT COUNT(*) FROM inbox').pluck().get()).toBe(0);
    expect((await loginOtp({ username: PHONE, prefer_otp: true })).body).toMatchObject({ otp_sent: true, login_with_otp: true });
  });

  it('identifier errors: UAS-E205 phone, UAS-E108 email, UAS-E206 disposable email, with a field message', async () => {
    const phone = await registerOtp({ username: '0817 123 4567' });
    expect(phone).toMatchObject({ status: 400, body: { code: 'UAS-E205', fields: { username: expect.any(String) } } });
    expect((await registerOtp({ username: 'juan@@example' })).body).toMatchObject({ code: 'UAS-E108' });
    expect((await registerOtp({ username: 'juan@mailinator.com' })).body).toMatchObject({ code: 'UAS-E206' });
    expect((await loginOtp({ username: '<script>alert(1)</script>' })).body).toMatchObject({ code: 'UAS-E205' });
  });

  it('captcha: the fourth request in the window needs a solved captcha (UAS-E512)', async () => {
    createAccount(h.sandbox.ctx, { phone: PHONE });
    for (let i = 0; i < 3; i++) expect((await loginOtp({ username: PHONE })).status).toBe(200);
    const blocked = await loginOtp({ username: PHONE });
    expect(blocked).toMatchObject({ status: 429, body: { code: 'UAS-E512' } });
    expect((await loginOtp({ username: PHONE, captcha: { ...(await solveCaptcha()), answer: '999' } })).body).toMatchObject({ code: 'UAS-E512' });
    expect((await loginOtp({ username: PHONE, captcha: await solveCaptcha() })).status).toBe(200);
  });

  it('register: OTP, then register with the code creates the account and signs in; password works after', async () => {
    expect((await registerOtp({ username: 'Maria@Example.com' })).body).toMatchObject({ otp_sent: true, username: 'maria@example.com', login_type: 'EMAIL' });
    const res = await register({ username: 'maria@example.com', otp: h.latestCode('maria@example.com', 'register') });
    expect(res.status).toBe(200);
    const tokens = res.body.tokens as { AccessToken: string };
    expect(await h.sandbox.ctx.verifyAccessToken(tokens.AccessToken)).toMatchObject({ username: 'maria@example.com' });
    const set = await postJson(`${h.origin}/api/v1/user/password`, { password: 'Sikreto123' }, { authorization: `Bearer ${tokens.AccessToken}` });
    expect(set).toMatchObject({ status: 200, body: { password_set: true } });
    expect((await passwordAuth(makeUser(makePool(h.origin), 'maria@example.com'), 'Sikreto123', 'USER_SRP_AUTH')).kind).toBe('session');
    expect((await registerOtp({ username: 'maria@example.com' })).body).toMatchObject({ code: 'ACCOUNT_EXISTS' });
  });

  it('register: a wrong code says how many tries are left; the third locks with UAS-E511, then UAS-E510', async () => {
    await registerOtp({ username: PHONE });
    const wrong = h.latestCode(PHONE, 'register') === '111111' ? '222222' : '111111';
    expect(await register({ username: PHONE, otp: wrong })).toMatchObject({ status: 400, body: { code: 'UAS-E511', message: 'Incorrect code. 2 tries left.' } });
    await register({ username: PHONE, otp: wrong });
    const third = await register({ username: PHONE, otp: wrong });
    expect(third).toMatchObject({ status: 429, body: { code: 'UAS-E511' } });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await registerOtp({ username: PHONE })).body).toMatchObject({ code: 'UAS-E510', message: expect.stringMatching(/Try again after \d{4}-/) });
  });

  it('set password: needs a signed-in borrower and a password that follows the rules', async () => {
    expect((await postJson(`${h.origin}/api/v1/user/password`, { password: 'Sikreto123' })).status).toBe(401);
    await registerOtp({ username: PHONE });
    const { body } = await register({ username: PHONE, otp: h.latestCode(PHONE, 'register') });
    const auth = { authorization: `Bearer ${(body.tokens as { AccessToken: string }).AccessToken}` };
    const weak = await postJson(`${h.origin}/api/v1/user/password`, { password: 'short' }, auth);
    expect(weak).toMatchObject({ status: 400, body: { fields: { password: 'Use at least 8 characters.' } } });
  });
});
