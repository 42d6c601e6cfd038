import { randomInt } from 'node:crypto';
import type { SandboxContext } from '../context';
import { HttpError } from './serve';

export type OtpPurpose = 'PHONE_UPDATE' | 'EMAIL_VERIFY' | 'DIGITAL_BANK';

export const OTP_TTL_SECONDS = 300;
const TRIES = 3;

/** "Sends" a 6-digit code: the expected code is kept per user and purpose, the message goes to the inbox. */
export function issueOtp(ctx: SandboxContext, userId: string, purpose: OtpPurpose, target: string, recipient: string): number {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  ctx.db.transaction(() => {
    ctx.db
      .prepare(
        `INSERT INTO platform_otps (user_id, purpose, target, code, expires_at, tries_left) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT(user_id, purpose) DO UPDATE SET target = excluded.target, code = excluded.code,
           expires_at = excluded.expires_at, tries_left = excluded.tries_left`,
      )
      .run(userId, purpose, target, code, now + OTP_TTL_SECONDS * 1000, TRIES);
    ctx.db
      .prepare('INSERT INTO inbox (recipient, code, purpose, sent_at) VALUES (?, ?, ?, ?)')
      .run(recipient, code, purpose, new Date(now).toISOString());
  })();
  return OTP_TTL_SECONDS;
}

/**
 * Checks a code. Wrong answers use up the 3 tries (UAS-E511 with what is left); the third wrong one voids the
 * code (UAS-E510) so a new one must be requested. A right code is used up. `target` must match what the code
 * was sent for, so a code for one number cannot confirm another.
 */
export function verifyOtp(ctx: SandboxContext, userId: string, purpose: OtpPurpose, code: string, target?: string): string {
  const row = ctx.db.prepare('SELECT * FROM platform_otps WHERE user_id = ? AND purpose = ?').get(userId, purpose) as
    | { target: string; code: string; expires_at: number; tries_left: number }
    | undefined;
  if (!row || (target !== undefined && row.target !== target)) {
    throw new HttpError(400, 'UAS-E511', 'Please request a code first.', { code: 'Please request a code first.' });
  }
  if (row.expires_at < ctx.now()) {
    ctx.db.prepare('DELETE FROM platform_otps WHERE user_id = ? AND purpose = ?').run(userId, purpose);
    throw new HttpError(400, 'UAS-E511', 'This code has expired. Please request a new one.', { code: 'This code has expired. Please request a new one.' });
  }
  if (row.code !== code) {
    const left = row.tries_left - 1;
    if (left <= 0) {
      ctx.db.prepare('DELETE FROM platform_otps WHERE user_id = ? AND purpose = ?').run(userId, purpose);
      throw new HttpError(400, 'UAS-E510', 'Too many wrong codes. Please request a new code.');
    }
    ctx.db.prepare('UPDATE platform_otps SET tries_left = ? WHERE user_id = ? AND purpose = ?').run(left, userId, purpose);
    const message = `The code is incorrect. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`;
    throw new HttpError(400, 'UAS-E511', message, { code: message });
  }
  ctx.db.prepare('DELETE FROM platform_otps WHERE user_id = ? AND purpose = ?').run(userId, purpose);
  return row.target;
}
