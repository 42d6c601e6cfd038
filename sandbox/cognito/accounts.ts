import { randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import { emailUsername, mobileUsername } from '../rules/identifiers';
import type { SandboxContext } from '../context';
import { createVerifier } from './srp';

/**
 * Borrower accounts (the `users` table of 001-core.sql), shared with the platform and back-office modules.
 * The username is the normalised identifier: +639XXXXXXXXX or a lower-case email.
 */
export interface AccountRow {
  id: string;
  username: string;
  login_type: 'PHONE' | 'EMAIL';
  phone_number: string | null;
  email: string | null;
  password_hash: string | null;
  password_salt: string | null;
  srp_salt: string | null;
  srp_verifier: string | null;
  confirmed: number;
  status: 'ACTIVE' | 'INACTIVE';
  created_at: string;
  email_alias: string | null;
}

/** The user pool id the app is configured with (src/config.ts); SRP verifiers are bound to its name part. */
export const SANDBOX_USER_POOL_ID = 'local_lakbay';
export const POOL_NAME = SANDBOX_USER_POOL_ID.split('_')[1] ?? 'lakbay';

export function findAccount(ctx: SandboxContext, username: string): AccountRow | undefined {
  return ctx.db.prepare('SELECT * FROM users WHERE username = ?').get(username) as AccountRow | undefined;
}

/**
 * The account a sign-in identifier names: its username, or (for an email) the verified email alias of a
 * phone-registered account (Cognito's alias attribute). Sign-in flows use the account's username from then on.
 */
export function findLoginAccount(ctx: SandboxContext, identifier: string): AccountRow | undefined {
  return (
    findAccount(ctx, identifier) ??
    (ctx.db.prepare('SELECT * FROM users WHERE email_alias = ?').get(identifier) as AccountRow | undefined) ??
    phoneAlias(ctx, identifier)
  );
}

/**
 * A phone account whose mobile number changed (/change-mobile-number): the user pool's username stays what it was
 * (Cognito usernames never change), its phone_number alias moves to the new number, which signs in from then on.
 */
function phoneAlias(ctx: SandboxContext, identifier: string): AccountRow | undefined {
  return ctx.db.prepare("SELECT * FROM users WHERE login_type = 'PHONE' AND phone_number = ? AND username <> phone_number").get(identifier) as AccountRow | undefined;
}

/** The username of an account whose number moved away from it: it no longer signs in (issue W3-B item 2). */
export function isRetiredNumber(account: AccountRow, identifier: string): boolean {
  return account.login_type === 'PHONE' && account.username === identifier && account.phone_number !== null && account.phone_number !== identifier;
}

/** Where a sign-in code for this account goes: its current mobile number (moved or not), else its username. */
export const codeDestination = (account: AccountRow): string => (account.login_type === 'PHONE' && account.phone_number ? account.phone_number : account.username);

/** Whether an email already signs in to an account (as its username or its verified alias), other than `exceptId`. */
export function emailSignsIn(ctx: SandboxContext, email: string, exceptId?: string): boolean {
  const row = findLoginAccount(ctx, email);
  return !!row && row.id !== exceptId;
}

/** The platform verified this account's email: it signs in with it too (or no longer, with null). */
export function setEmailAlias(ctx: SandboxContext, id: string, email: string | null): void {
  ctx.db.prepare('UPDATE users SET email_alias = ? WHERE id = ? AND login_type = ?').run(email, id, 'PHONE');
}

export function findAccountById(ctx: SandboxContext, id: string): AccountRow | undefined {
  return ctx.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as AccountRow | undefined;
}

export interface NewAccount {
  phone?: string;
  email?: string;
  password?: string;
  /** Defaults to true: personas and registrations are confirmed; Cognito SignUp creates unconfirmed ones. */
  confirmed?: boolean;
  status?: 'ACTIVE' | 'INACTIVE';
}

/**
 * Creates an account (phone wins as the username when both are given). Throws when the identifier is not a
 * valid Philippine mobile number / email, or when it is already taken.
 */
export function createAccount(ctx: SandboxContext, input: NewAccount): { id: string; username: string } {
  const phone = input.phone === undefined ? null : mobileUsername(input.phone);
  const email = input.email === undefined ? null : emailUsername(input.email);
  if (input.phone !== undefined && !phone) throw new Error(`Not a Philippine mobile number: ${input.phone}`);
  if (input.email !== undefined && !email) throw new Error(`Not an email address: ${input.email}`);
  const username = phone ?? email;
  if (!username) throw new Error('createAccount needs a phone or an email');
  const id = randomUUID();
  ctx.db
    .prepare(
      `INSERT INTO users (id, username, login_type, phone_number, email, confirmed, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(id, username, phone ? 'PHONE' : 'EMAIL', phone, email, input.confirmed === false ? 0 : 1, input.status ?? 'ACTIVE', new Date(ctx.now()).toISOString());
  if (input.password !== undefined) setAccountPassword(ctx, id, input.password);
  return { id, username };
}

/** Stores a scrypt hash (USER_PASSWORD_AUTH) and an SRP salt + verifier (USER_SRP_AUTH, the SDK default). */
export function setAccountPassword(ctx: SandboxContext, userId: string, password: string): void {
  const account = findAccountById(ctx, userId);
  if (!account) throw new Error(`No account ${userId}`);
  const salt = randomBytes(16).toString('hex');
  const hash = scryptSync(password, salt, 32).toString('hex');
  const srp = createVerifier(POOL_NAME, account.username, password);
  ctx.db
    .prepare('UPDATE users SET password_hash = ?, password_salt = ?, srp_salt = ?, srp_verifier = ? WHERE id = ?')
    .run(hash, salt, srp.salt, srp.verifier, userId);
}

export function checkAccountPassword(account: AccountRow, password: string): boolean {
  if (!account.password_hash || !account.password_salt) return false;
  const expected = Buffer.from(account.password_hash, 'hex');
  const actual = scryptSync(password, account.password_salt, 32);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function confirmAccount(ctx: SandboxContext, userId: string): void {
  ctx.db.prepare('UPDATE users SET confirmed = 1 WHERE id = ?').run(userId);
}
