import { randomInt, randomUUID } from 'node:crypto';
import type { SandboxContext } from '../context';

/** The sandbox's stand-in for a real captcha: a small sum, single use, valid 5 minutes. */
const CAPTCHA_TTL_MS = 5 * 60_000;

export function createCaptcha(ctx: SandboxContext): { id: string; question: string } {
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const id = randomUUID();
  ctx.db.prepare('INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)').run(id, String(a + b), ctx.now() + CAPTCHA_TTL_MS);
  return { id, question: `What is ${a} + ${b}?` };
}

/** True once for a right answer; any attempt uses the captcha up, so guesses need a new one. */
export function solveCaptcha(ctx: SandboxContext, id: string, answer: string): boolean {
  const row = ctx.db.prepare('SELECT answer, expires_at FROM captchas WHERE id = ?').get(id) as { answer: string; expires_at: number } | undefined;
  if (!row) return false;
  ctx.db.prepare('DELETE FROM captchas WHERE id = ?').run(id);
  return row.expires_at > ctx.now() && row.answer === answer.trim();
}
