import type { Module } from '../context';
import * as user from '../../src/api/contract/user';
import { isActiveCompanyStatus } from '../../src/api/contract/company';
import { findCompany } from './company';
import { registrationFields } from './form-options-fields';
import { onboardingFields } from './onboarding-fields';
import { noteCompanyChange } from './employment';
import { serve } from './serve';
import { HttpError } from './serve';
import { isBadEmail, isCompanyDomain, isDisposableEmail } from './user-email';
import { issueOtp, verifyOtp } from './user-otp';
import { clientAddress, rateLimit } from './user-rate-limit';
import { ensureProfile, findUser, toProfile, touchProfile } from './user-store';
import { emailSignsIn, findLoginAccount, setEmailAlias } from '../cognito/accounts';

/** The platform's words when an address already logs in to another account (code user.EMAIL_IN_USE). */
const emailInUse = 'This email is already used to log in to another account. Use a different email.';

/** Codes by SMS/e-mail: 5 per user per purpose per 10 minutes; look-ups: 60 per address per minute. */
const OTP_MAX = 5;
const OTP_WINDOW_MS = 10 * 60_000;

export const registerUser: Module = (ctx) => {
  serve(ctx, user.getProfile, ({ user: u }) => toProfile(ctx, u.id));

  serve(ctx, user.updateProfile, ({ user: u, body }) => {
    if (body.company_id !== undefined) {
      const company = findCompany(ctx, body.company_id);
      if (!company) throw new HttpError(400, 'VALIDATION', 'Some fields need your attention.', { company_id: 'Choose your company from the list.' });
      if (!isActiveCompanyStatus(company.status_code)) throw new HttpError(409, 'COMPANY_INACTIVE', 'Your company is not accepting applications right now.');
    }
    const set = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const before = body.company_id !== undefined ? ensureProfile(ctx, u.id).company_id : null;
    touchProfile(ctx, u.id, set);
    if (body.company_id !== undefined) noteCompanyChange(ctx, u.id, before, body.company_id);
    return toProfile(ctx, u.id);
  });

  serve(ctx, user.requestPhoneOtp, ({ user: u, body }) => {
    rateLimit(ctx, `otp:phone:${u.id}`, OTP_MAX, OTP_WINDOW_MS);
    const owner = ctx.db.prepare('SELECT id FROM users WHERE (phone_number = ? OR username = ?) AND id <> ?').pluck().get(body.phone_number, body.phone_number, u.id);
    if (owner) throw new HttpError(409, 'UAS-E205', 'This mobile number is already used by another account.', { phone_number: 'This mobile number is already used by another account.' });
    return { otp_sent: true, expires_in: issueOtp(ctx, u.id, 'PHONE_UPDATE', body.phone_number, body.phone_number) };
  });

  serve(ctx, user.updatePhone, ({ user: u, body }) => {
    verifyOtp(ctx, u.id, 'PHONE_UPDATE', body.code, body.phone_number);
    ctx.db.transaction(() => {
      ctx.db.prepare('UPDATE users SET phone_number = ? WHERE id = ?').run(body.phone_number, u.id);
      touchProfile(ctx, u.id, { is_phone_number_confirmed: 1 });
    })();
    return toProfile(ctx, u.id);
  });

  serve(ctx, user.confirmPhone, ({ user: u, body }) => {
    const phone = findUser(ctx, u.id).phone_number;
    if (!phone) throw new HttpError(409, 'UAS-E205', 'Add a mobile number first.');
    verifyOtp(ctx, u.id, 'PHONE_UPDATE', body.code, phone);
    touchProfile(ctx, u.id, { is_phone_number_confirmed: 1 });
    return toProfile(ctx, u.id);
  });

  serve(ctx, user.updateEmail, ({ user: u, body }) => {
    if (isDisposableEmail(body.email)) throw new HttpError(400, 'UAS-E206', 'Please use a permanent email address.', { email: 'Please use a permanent email address.' });
    if (isBadEmail(body.email)) throw new HttpError(400, 'UAS-E108', 'Are you sure you have the correct email address?', { email: 'Are you sure you have the correct email address?' });
    const email = body.email.trim().toLowerCase();
    if (emailSignsIn(ctx, email, u.id)) throw new HttpError(409, user.EMAIL_IN_USE, emailInUse, { email: emailInUse });
    // A new address is not verified yet: until it is, no email signs in to this account.
    setEmailAlias(ctx, u.id, null);
    touchProfile(ctx, u.id, { personal_email: body.email, is_personal_email_verified: 0 });
    return toProfile(ctx, u.id);
  });

  serve(ctx, user.generateEmailOtp, ({ user: u }) => {
    const email = ensureProfile(ctx, u.id).personal_email ?? findUser(ctx, u.id).email;
    if (!email) throw new HttpError(409, 'NO_EMAIL', 'Add an email address first.');
    rateLimit(ctx, `otp:email:${u.id}`, OTP_MAX, OTP_WINDOW_MS);
    return { otp_sent: true, expires_in: issueOtp(ctx, u.id, 'EMAIL_VERIFY', email, email) };
  });

  serve(ctx, user.verifyEmailOtp, ({ user: u, body }) => {
    const email = verifyOtp(ctx, u.id, 'EMAIL_VERIFY', body.code);
    const profile = ensureProfile(ctx, u.id);
    if (emailSignsIn(ctx, email.toLowerCase(), u.id)) throw new HttpError(409, user.EMAIL_IN_USE, emailInUse, { email: emailInUse });
    if (profile.personal_email === email) touchProfile(ctx, u.id, { is_personal_email_verified: 1 });
    else touchProfile(ctx, u.id, { personal_email: email, is_personal_email_verified: 1 });
    // Verified: the borrower may now log in with this email as well as their mobile number (docs/decisions.md).
    setEmailAlias(ctx, u.id, email.toLowerCase());
    return toProfile(ctx, u.id);
  });

  serve(ctx, user.updateFlowState, ({ user: u, body }) => {
    const states = { ...(JSON.parse(ensureProfile(ctx, u.id).flow_states) as Record<string, 'INITIALIZED' | 'SUBMITTED'>), [body.flow]: body.state };
    touchProfile(ctx, u.id, { flow_states: JSON.stringify(states) });
    return { flow_states: states };
  });

  serve(ctx, user.uniqueCheck, ({ body, c }) => {
    rateLimit(ctx, `unique:${clientAddress(c)}`, 60, 60_000);
    if ('phone_number' in body) {
      const login = ctx.db.prepare('SELECT 1 FROM users WHERE username = ?').get(body.phone_number);
      const dup = login ?? ctx.db.prepare('SELECT 1 FROM users WHERE phone_number = ?').get(body.phone_number);
      return { is_login_profile_exists: !!login, is_mobile_duplicate: !!dup, is_email_duplicate: false, is_bad_email: false, email_domain_validation_flags: { is_company_domain: false, is_disposable: false } };
    }
    const login = findLoginAccount(ctx, body.email.trim().toLowerCase());
    const dup = login ?? ctx.db.prepare('SELECT 1 FROM users WHERE email = ? UNION SELECT 1 FROM profiles WHERE personal_email = ?').get(body.email, body.email);
    return {
      is_login_profile_exists: !!login,
      is_mobile_duplicate: false,
      is_email_duplicate: !!dup,
      is_bad_email: isBadEmail(body.email),
      email_domain_validation_flags: { is_company_domain: isCompanyDomain(ctx, body.email), is_disposable: isDisposableEmail(body.email) },
    };
  });

  serve(ctx, user.listNotifications, ({ user: u }) => {
    const rows = ctx.db
      .prepare('SELECT id, title, body, read, created_at, application_status, application_type FROM notifications WHERE user_id = ? ORDER BY created_at DESC, rowid DESC')
      .all(u.id) as { id: string; title: string; body: string; read: number; created_at: string; application_status: string | null; application_type: string | null }[];
    const data = rows.map((r) => ({ ...r, read: r.read === 1 }));
    return { data, unread: data.filter((n) => !n.read).length };
  });

  serve(ctx, user.requestDigitalBankOtp, ({ user: u, body }) => {
    rateLimit(ctx, `otp:bank:${u.id}`, OTP_MAX, OTP_WINDOW_MS);
    const account = findUser(ctx, u.id);
    const to = account.phone_number ?? account.username;
    return { otp_sent: true, expires_in: issueOtp(ctx, u.id, 'DIGITAL_BANK', body.account_number, to) };
  });

  serve(ctx, user.verifyDigitalBankAccount, ({ user: u, body }) => {
    verifyOtp(ctx, u.id, 'DIGITAL_BANK', body.code, body.account_number);
    // Sandbox rule: account numbers ending in 0000 do not exist at the bank (drives /gotyme-linking-failed).
    if (body.account_number.endsWith('0000')) throw new HttpError(404, 'ACCOUNT_NOT_FOUND', 'We could not find a GoTyme account with that number.');
    const p = ensureProfile(ctx, u.id);
    const masked = `${'*'.repeat(body.account_number.length - 4)}${body.account_number.slice(-4)}`;
    touchProfile(ctx, u.id, { digital_bank: JSON.stringify({ provider: body.provider, masked_account_number: masked, linked_at: new Date(ctx.now()).toISOString() }) });
    const name = [p.first_name, p.last_name].filter(Boolean).join(' ') || 'Lakbay Borrower';
    return { linked: true, account_name: name.toUpperCase(), masked_account_number: masked };
  });

  serve(ctx, user.getRegistrationFieldConfig, ({ query }) => ({ fields: query.step ? onboardingFields[query.step] : registrationFields }));
};
