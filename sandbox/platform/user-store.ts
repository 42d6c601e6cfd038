import { randomInt } from 'node:crypto';
import type { SandboxContext } from '../context';
import type { Profile } from '../../src/api/contract/user';
import { sql } from './company-cache';
import { HttpError } from './serve';

interface UserRow {
  id: string;
  username: string;
  login_type: 'PHONE' | 'EMAIL';
  phone_number: string | null;
  email: string | null;
  created_at: string;
}

export interface ProfileRow {
  user_id: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  gender: 'MALE' | 'FEMALE' | null;
  company_id: string | null;
  is_phone_number_confirmed: number;
  personal_email: string | null;
  is_personal_email_verified: number;
  flow_states: string;
  digital_bank: string | null;
  referral_code: string | null;
  referred_by: string | null;
}

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A referral code nobody has yet (8 characters, no look-alikes such as O/0 and I/1). */
function newReferralCode(ctx: SandboxContext): string {
  for (;;) {
    const code = Array.from({ length: 8 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
    if (!ctx.db.prepare('SELECT 1 FROM profiles WHERE referral_code = ?').get(code)) return code;
  }
}

/**
 * The profile of a signed-in account, created on first use: accounts are made by the Cognito side, the profile
 * is the platform's. A phone sign-up has proven its number with the sign-up code, so it starts confirmed.
 */
export function ensureProfile(ctx: SandboxContext, userId: string): ProfileRow {
  const existing = sql(ctx, 'SELECT * FROM profiles WHERE user_id = ?').get(userId) as ProfileRow | undefined;
  if (existing) return existing;
  const user = findUser(ctx, userId);
  const at = new Date(ctx.now()).toISOString();
  ctx.db
    .prepare(
      `INSERT OR IGNORE INTO profiles (user_id, is_phone_number_confirmed, referral_code, created_at, updated_at) VALUES (?, ?, ?, ?, ?)`,
    )
    .run(userId, user.login_type === 'PHONE' ? 1 : 0, newReferralCode(ctx), at, at);
  return ctx.db.prepare('SELECT * FROM profiles WHERE user_id = ?').get(userId) as ProfileRow;
}

/** The profile's company (eligibility needs nothing else): one column, the profile created if missing. */
export function profileCompanyId(ctx: SandboxContext, userId: string): string | null {
  const row = sql(ctx, 'SELECT company_id FROM profiles WHERE user_id = ?').get(userId) as { company_id: string | null } | undefined;
  return row ? row.company_id : ensureProfile(ctx, userId).company_id;
}

export function findUser(ctx: SandboxContext, userId: string): UserRow {
  const user = sql(ctx, 'SELECT id, username, login_type, phone_number, email, created_at FROM users WHERE id = ?').get(userId) as UserRow | undefined;
  if (!user) throw new HttpError(401, 'UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  return user;
}

export function toProfile(ctx: SandboxContext, userId: string): Profile {
  const p = ensureProfile(ctx, userId);
  const u = findUser(ctx, userId);
  return {
    user_id: u.id,
    username: u.username,
    login_type: u.login_type,
    phone_number: u.phone_number,
    is_phone_number_confirmed: p.is_phone_number_confirmed === 1,
    email: u.email,
    personal_email: p.personal_email,
    is_personal_email_verified: p.is_personal_email_verified === 1,
    first_name: p.first_name,
    middle_name: p.middle_name,
    last_name: p.last_name,
    birth_date: p.birth_date,
    gender: p.gender,
    company_id: p.company_id,
    flow_states: JSON.parse(p.flow_states) as Profile['flow_states'],
    digital_bank: p.digital_bank ? (JSON.parse(p.digital_bank) as Profile['digital_bank']) : null,
    created_at: u.created_at,
  };
}

export function touchProfile(ctx: SandboxContext, userId: string, set: Record<string, unknown>): void {
  ensureProfile(ctx, userId);
  const keys = Object.keys(set);
  if (!keys.length) return;
  ctx.db
    .prepare(`UPDATE profiles SET ${keys.map((k) => `${k} = @${k}`).join(', ')}, updated_at = @updated_at WHERE user_id = @user_id`)
    .run({ ...set, updated_at: new Date(ctx.now()).toISOString(), user_id: userId });
}
