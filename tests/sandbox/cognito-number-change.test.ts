import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersona } from '../../sandbox/backoffice/personas';
import { postJson, startHarness, type Harness } from './cognito-harness';

/**
 * Issue W3-B item 2: after /change-mobile-number the new number could not sign in ("We could not find an account")
 * and the old one still did. The user pool's phone_number alias now moves with the number (the username stays, as a
 * Cognito username never changes): the new number signs in and gets the codes, the old one is refused as such.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const cognito = (target: string, body: unknown) =>
  postJson(`${h.origin}/cognito`, body, { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` });

describe('a changed mobile number signs in', () => {
  it('the new number asks for a code (sent to it) and signs in with the password; the old one is refused', async () => {
    const persona = createPersona(h.sandbox.ctx, 'new-borrower');
    const changed = '+639189991234';
    // What PUT /api/v1/user/phone does once the code for the new number is verified.
    h.sandbox.ctx.db.prepare('UPDATE users SET phone_number = ? WHERE id = ?').run(changed, persona.userId);

    const fresh = await postJson(`${h.origin}/api/v1/user/otp/login`, { username: '09189991234', prefer_otp: true });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect(fresh.body).toMatchObject({ otp_sent: true, username: persona.username, login_type: 'PHONE' });
    expect(h.latestCode(changed, 'login')).toMatch(/^\d{6}$/);

    const signIn = await cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'lakbay-web', AuthParameters: { USERNAME: changed, PASSWORD: persona.password } });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    expect(signIn.body.AuthenticationResult).toBeDefined();

    const old = await postJson(`${h.origin}/api/v1/user/otp/login`, { username: persona.username });
    expect(old.status).toBe(403);
    expect(old.body).toMatchObject({ code: 'UAS-E104' });
    expect(String(old.body.message)).toMatch(/no longer logs in/);
  });
});
