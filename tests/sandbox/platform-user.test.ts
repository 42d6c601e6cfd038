import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insurance, referral, user } from '../../src/api/contract';
import { failure, startPlatform, uniquePhone, type PlatformHarness } from './platform-harness';

let h: PlatformHarness;
beforeAll(async () => {
  h = await startPlatform();
});
afterAll(() => h.close());

describe('profile', () => {
  it('starts from the account: a phone sign-up is confirmed, names empty, no flows', async () => {
    const b = await h.borrower();
    const p = await b.api(user.getProfile, {});
    expect(p).toMatchObject({ username: b.username, login_type: 'PHONE', phone_number: b.username, is_phone_number_confirmed: true, first_name: null, flow_states: {} });
  });

  it('updates names and rejects digits in them with a field message', async () => {
    const b = await h.borrower();
    expect((await b.api(user.updateProfile, { body: { first_name: 'Jose', last_name: 'Rizal' } })).first_name).toBe('Jose');
    const e = await failure(b.api(user.updateProfile, { body: { first_name: 'J0se' } }));
    expect(e.fields.first_name).toBe('First name may only contain letters.');
    expect((await b.api(user.getProfile, {})).first_name).toBe('Jose');
  });

  it('replaces flow states', async () => {
    const b = await h.borrower();
    await b.api(user.updateFlowState, { body: { flow: 'onboarding', state: 'INITIALIZED' } });
    const res = await b.api(user.updateFlowState, { body: { flow: 'onboarding', state: 'SUBMITTED' } });
    expect(res.flow_states).toEqual({ onboarding: 'SUBMITTED' });
  });
});

describe('phone and email', () => {
  it('changes the phone number with a code sent to the new number', async () => {
    const b = await h.borrower();
    const next = uniquePhone();
    await b.api(user.requestPhoneOtp, { body: { phone_number: next } });
    const code = h.latestCode(next, 'PHONE_UPDATE');
    const p = await b.api(user.updatePhone, { body: { phone_number: next, code } });
    expect(p).toMatchObject({ phone_number: next, is_phone_number_confirmed: true });
  });

  it('refuses a number that belongs to someone else', async () => {
    const a = await h.borrower();
    const b = await h.borrower();
    const e = await failure(b.api(user.requestPhoneOtp, { body: { phone_number: a.username } }));
    expect(e).toMatchObject({ httpStatus: 409, code: 'UAS-E205' });
  });

  it('verifies an email with a code: wrong codes count down, the third voids it', async () => {
    const b = await h.borrower();
    await b.api(user.updateEmail, { body: { email: 'Maria.Santos@Gmail.com' } });
    await b.api(user.generateEmailOtp, { body: {} });
    const code = h.latestCode('maria.santos@gmail.com', 'EMAIL_VERIFY');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await failure(b.api(user.verifyEmailOtp, { body: { code: wrong } }))).message).toBe('The code is incorrect. You have 2 tries left.');
    expect((await failure(b.api(user.verifyEmailOtp, { body: { code: wrong } }))).message).toBe('The code is incorrect. You have 1 try left.');
    expect((await failure(b.api(user.verifyEmailOtp, { body: { code: wrong } }))).code).toBe('UAS-E510');
    expect((await failure(b.api(user.verifyEmailOtp, { body: { code } }))).message).toBe('Please request a code first.');
    await b.api(user.generateEmailOtp, { body: {} });
    const p = await b.api(user.verifyEmailOtp, { body: { code: h.latestCode('maria.santos@gmail.com', 'EMAIL_VERIFY') } });
    expect(p).toMatchObject({ personal_email: 'maria.santos@gmail.com', is_personal_email_verified: true });
  });

  it('expires email codes after five minutes', async () => {
    const b = await h.borrower();
    await b.api(user.updateEmail, { body: { email: 'late@yahoo.com' } });
    await b.api(user.generateEmailOtp, { body: {} });
    h.advance(5 * 60_000 + 1000);
    const e = await failure(b.api(user.verifyEmailOtp, { body: { code: h.latestCode('late@yahoo.com') } }));
    expect(e.message).toBe('This code has expired. Please request a new one.');
  });

  it('answers 429 with Retry-After when codes are requested too often', async () => {
    const b = await h.borrower();
    await b.api(user.updateEmail, { body: { email: 'often@outlook.com' } });
    for (let i = 0; i < 5; i++) await b.api(user.generateEmailOtp, { body: {} });
    const e = await failure(b.api(user.generateEmailOtp, { body: {} }));
    expect(e.httpStatus).toBe(429);
    expect(e.retryAfter).toBeGreaterThan(0);
  });
});

describe('unique check', () => {
  it('flags existing login profiles, typos of big providers and company domains', async () => {
    const b = await h.borrower();
    expect(await h.anonymous(user.uniqueCheck, { body: { phone_number: b.username } })).toMatchObject({ is_login_profile_exists: true, is_mobile_duplicate: true });
    expect(await h.anonymous(user.uniqueCheck, { body: { phone_number: uniquePhone() } })).toMatchObject({ is_login_profile_exists: false, is_mobile_duplicate: false });
    expect((await h.anonymous(user.uniqueCheck, { body: { email: 'juan@gmial.com' } })).is_bad_email).toBe(true);
    expect((await h.anonymous(user.uniqueCheck, { body: { email: 'juan@gmail.com' } })).is_bad_email).toBe(false);
    expect((await h.anonymous(user.uniqueCheck, { body: { email: 'juan@sinagbank.ph' } })).email_domain_validation_flags.is_company_domain).toBe(true);
    const e = await failure(h.anonymous(user.uniqueCheck, { body: { email: 'not-an-email' } }));
    expect(e.httpStatus).toBe(400);
  });
});

describe('digital bank linking', () => {
  it('links a GoTyme account with the code sent to the borrower, and fails for unknown accounts', async () => {
    const b = await h.borrower();
    await b.api(user.requestDigitalBankOtp, { body: { provider: 'GO_TYME_BANK', account_number: '123456789012' } });
    const res = await b.api(user.verifyDigitalBankAccount, { body: { provider: 'GO_TYME_BANK', account_number: '123456789012', code: h.latestCode(b.username, 'DIGITAL_BANK') } });
    expect(res).toMatchObject({ linked: true, masked_account_number: '********9012' });
    expect((await b.api(user.getProfile, {})).digital_bank?.masked_account_number).toBe('********9012');
    await b.api(user.requestDigitalBankOtp, { body: { provider: 'GO_TYME_BANK', account_number: '123456780000' } });
    const e = await failure(b.api(user.verifyDigitalBankAccount, { body: { provider: 'GO_TYME_BANK', account_number: '123456780000', code: h.latestCode(b.username, 'DIGITAL_BANK') } }));
    expect(e).toMatchObject({ httpStatus: 404, code: 'ACCOUNT_NOT_FOUND' });
  });
});

describe('notifications, insurance and referral', () => {
  it('lists notifications (none for a new borrower)', async () => {
    const b = await h.borrower();
    expect(await b.api(user.listNotifications, {})).toEqual({ data: [], unread: 0 });
  });

  it('stores insurance only where the employer offers it', async () => {
    const body = { beneficiaries: [{ full_name: 'Ana Cruz', relation: 'CHILD' as const, birth_date: '2012-03-04' }], employer_name: 'Sinag Bank', position: 'Teller' };
    const offered = await h.borrower({ companyId: 'cmp-sinag-bank' });
    const saved = await offered.api(insurance.putInsurance, { body });
    expect((await offered.api(insurance.getInsurance, {})).latest).toEqual(saved);
    const notOffered = await h.borrower({ companyId: 'cmp-sinag-land' });
    expect((await failure(notOffered.api(insurance.putInsurance, { body }))).httpStatus).toBe(409);
    const e = await failure(offered.api(insurance.putInsurance, { body: { ...body, beneficiaries: [] } }));
    expect(e.fields.beneficiaries).toBe('Add at least one beneficiary.');
  });

  it("validates a borrower's referral code before there is an account", async () => {
    const a = await h.borrower();
    await a.api(user.updateProfile, { body: { first_name: 'Lito' } });
    const info = await a.api(referral.getReferralInfo, {});
    expect(info.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(info.share_url).toContain(info.code);
    expect(await h.anonymous(referral.validateReferral, { body: { code: info.code.toLowerCase() } })).toEqual({ valid: true, referrer_first_name: 'Lito' });
    expect((await h.anonymous(referral.validateReferral, { body: { code: 'NOPE1234' } })).valid).toBe(false);
  });
});
