import { randomInt } from 'node:crypto';
import type { SandboxContext } from '../context';
import { solveCaptcha } from './captcha';

/**
 * One-time-code rules shared by Cognito CUSTOM_AUTH and the platform's account endpoints:
 * 6 digits, valid 5 minutes, 3 tries per code; the third wrong answer locks the identifier for 15 minutes;
 * more than 3 sends within 10 minutes need a solved captcha for each further send.
 */
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_TRIES = 3;
export const LOCK_MS = 15 * 60_000;
export const CAPTCHA_WINDOW_MS = 10 * 60_000;
export const SENDS_BEFORE_CAPTCHA = 3;

/** A rule the borrower ran into; callers turn it into their protocol's error (Cognito __type or HTTP body). */
export class OtpFailure extends Error {
  constructor(
    readonly code: 'UAS-E510' | 'UAS-E511' | 'UAS-E512',
    readonly text: string,
    readonly retryAt?: string,
  ) {
    super(`${code}: ${text}${retryAt ? ` Try again after ${retryAt}.` : ''}`);
  }
}

export interface OtpCodeRow {
  id: number;
  recipient: string;
  purpose: string;
  code: string;
  attempts_left: number;
  expires_at: number;
}

export function lockedUntil(ctx: SandboxContext, recipient: string): string | null {
  const row = ctx.db.prepare('SELECT locked_until FROM otp_lockouts WHERE recipient = ?').get(recipient) as { locked_until: number } | undefined;
  return row && row.locked_until > ctx.now() ? new Date(row.locked_until).toISOString() : null;
}

export function assertNotLocked(ctx: SandboxContext, recipient: string): void {
  const until = lockedUntil(ctx, recipient);
  if (until) throw new OtpFailure('UAS-E510', 'Too many incorrect codes.', until);
}

/** Lockout and captcha gates, then a fresh code (older codes for the same purpose stop working). */
export function sendOtp(
  ctx: SandboxContext,
  recipient: string,
  purpose: string,
  captcha?: { id: string; answer: string },
  /** Where the message goes when it is not the recipient key (an account whose mobile number changed). */
  deliverTo: string = recipient,
): { expiresAt: string } {
  assertNotLocked(ctx, recipient);
  const now = ctx.now();
  const recent = ctx.db
    .prepare('SELECT COUNT(*) FROM otp_requests WHERE recipient = ? AND requested_at > ?')
    .pluck()
    .get(recipient, now - CAPTCHA_WINDOW_MS) as number;
  if (recent >= SENDS_BEFORE_CAPTCHA && !(captcha && solveCaptcha(ctx, captcha.id, captcha.answer))) {
    throw new OtpFailure('UAS-E512', captcha ? 'That answer is not right. Please solve the new puzzle.' : 'Please confirm you are not a robot to get a new code.');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = now + OTP_TTL_MS;
  ctx.db.transaction(() => {
    ctx.db.prepare('INSERT INTO otp_requests (recipient, requested_at) VALUES (?, ?)').run(recipient, now);
    ctx.db.prepare('UPDATE otp_codes SET consumed_at = ? WHERE recipient = ? AND purpose = ? AND consumed_at IS NULL').run(now, recipient, purpose);
    ctx.db
      .prepare('INSERT INTO otp_codes (recipient, purpose, code, attempts_left, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(recipient, purpose, code, OTP_TRIES, now, expiresAt);
    ctx.db.prepare('INSERT INTO inbox (recipient, code, purpose, sent_at) VALUES (?, ?, ?, ?)').run(deliverTo, code, purpose, new Date(now).toISOString());
  })();
  return { expiresAt: new Date(expiresAt).toISOString() };
}

/** The code a challenge is answered against: the newest live one for this recipient and purpose. */
export function liveCode(ctx: SandboxContext, recipient: string, purpose: string): OtpCodeRow | undefined {
  return ctx.db
    .prepare('SELECT * FROM otp_codes WHERE recipient = ? AND purpose = ? AND consumed_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1')
    .get(recipient, purpose, ctx.now()) as OtpCodeRow | undefined;
}

export type OtpCheck = { ok: true } | { ok: false; attemptsLeft: number; expiresAt: string };

/**
 * Checks an answer. Right: the code is used up. Wrong with tries left: the tries left. Wrong for the last
 * time: the code is used up, the identifier locked, and OtpFailure UAS-E511 thrown. No live code: UAS-E511.
 */
export function checkOtp(ctx: SandboxContext, recipient: string, purpose: string, answer: string): OtpCheck {
  assertNotLocked(ctx, recipient);
  const row = liveCode(ctx, recipient, purpose);
  if (!row) throw new OtpFailure('UAS-E511', 'This code has expired. Please request a new code.');
  const now = ctx.now();
  if (answer === row.code) {
    ctx.db.prepare('UPDATE otp_codes SET consumed_at = ? WHERE id = ?').run(now, row.id);
    return { ok: true };
  }
  const left = row.attempts_left - 1;
  if (left > 0) {
    ctx.db.prepare('UPDATE otp_codes SET attempts_left = ? WHERE id = ?').run(left, row.id);
    return { ok: false, attemptsLeft: left, expiresAt: new Date(row.expires_at).toISOString() };
  }
  const until = now + LOCK_MS;
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE otp_codes SET attempts_left = 0, consumed_at = ? WHERE id = ?').run(now, row.id);
    ctx.db.prepare('INSERT INTO otp_lockouts (recipient, locked_until) VALUES (?, ?) ON CONFLICT(recipient) DO UPDATE SET locked_until = excluded.locked_until').run(recipient, until);
  })();
  throw new OtpFailure('UAS-E511', 'Incorrect code entered 3 times.', new Date(until).toISOString());
}

/** Passwords: 5 wrong within 15 minutes lock the identifier for 15 minutes (like Cognito's own lockout). */
export const PASSWORD_TRIES = 5;

export function recordPasswordFailure(ctx: SandboxContext, recipient: string): void {
  const now = ctx.now();
  ctx.db.prepare('INSERT INTO password_failures (recipient, failed_at) VALUES (?, ?)').run(recipient, now);
  const recent = ctx.db.prepare('SELECT COUNT(*) FROM password_failures WHERE recipient = ? AND failed_at > ?').pluck().get(recipient, now - LOCK_MS) as number;
  if (recent >= PASSWORD_TRIES) {
    ctx.db.transaction(() => {
      ctx.db.prepare('DELETE FROM password_failures WHERE recipient = ?').run(recipient);
      ctx.db.prepare('INSERT INTO otp_lockouts (recipient, locked_until) VALUES (?, ?) ON CONFLICT(recipient) DO UPDATE SET locked_until = excluded.locked_until').run(recipient, now + LOCK_MS);
    })();
  }
}
