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

  it('saves insurance step by step only where the employer offers it; employment submits it', async () => {
    const personal = { first_name: 'Maria', last_name: 'Santos', gender: 'FEMALE', birth_date: '1990-04-12', marital_status: 'MARRIED' };
    const beneficiaries = [
      { full_name: 'Ana Cruz', relation: 'CHILD' as const, birth_date: '2012-03-04', share_percent: 60 },
      { full_name: 'Jose Cruz', relation: 'SPOUSE' as const, birth_date: '1988-01-20', share_percent: 40 },
    ];
    const employment = { employer_name: 'Sinag Bank', position: 'Teller', employment_type: 'REGULAR', date_hired: '2019-06-03' };
    const offered = await h.borrower({ companyId: 'cmp-sinag-bank' });
    const start = await offered.api(insurance.getInsurance, {});
    expect(start).toMatchObject({ data: [], latest: null, draft: null, offered: true, form: { beneficiaries: { min: 1, max: 4, shares_required: true } } });
    expect((await failure(offered.api(insurance.putInsurance, { body: { step: 'beneficiary', beneficiaries } }))).code).toBe('STEP_ORDER');
    const bad = await failure(offered.api(insurance.putInsurance, { body: { step: 'personal-details', answers: { ...personal, first_name: 'M4ria' } } }));
    expect(bad.fields.first_name).toBe('Please use letters only.');
    expect((await offered.api(insurance.putInsurance, { body: { step: 'personal-details', answers: personal } })).status).toBe('DRAFT');
    const shares = await failure(offered.api(insurance.putInsurance, { body: { step: 'beneficiary', beneficiaries: [{ ...beneficiaries[0]!, share_percent: 50 }, beneficiaries[1]!] } }));
    expect(shares.fields.beneficiaries).toBe('Shares must add up to 100%. They add up to 90% now.');
    await offered.api(insurance.putInsurance, { body: { step: 'beneficiary', beneficiaries } });
    expect((await offered.api(insurance.getInsurance, {})).draft?.beneficiaries).toEqual(beneficiaries);
    const saved = await offered.api(insurance.putInsurance, { body: { step: 'employment', answers: employment } });
    expect(saved).toMatchObject({ status: 'PENDING', employer_name: 'Sinag Bank', position: 'Teller', personal_details: personal });
    const after = await offered.api(insurance.getInsurance, {});
    expect(after.latest).toEqual(saved);
    expect(after.draft).toBeNull();
    const notOffered = await h.borrower({ companyId: 'cmp-sinag-land' });
    expect((await notOffered.api(insurance.getInsurance, {})).offered).toBe(false);
    expect((await failure(notOffered.api(insurance.putInsurance, { body: { step: 'personal-details', answers: personal } }))).httpStatus).toBe(409);
    const e = await failure(offered.api(insurance.putInsurance, { body: { step: 'beneficiary', beneficiaries: [] } }));
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
