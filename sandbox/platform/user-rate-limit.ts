import type { Context } from 'hono';
import type { SandboxContext } from '../context';
import { HttpError } from './serve';

/**
 * Fixed-window request limits for endpoints worth abusing (codes sent by SMS/e-mail, account look-ups). Kept in
 * memory: a restart forgets them, as a real edge limiter's short windows would be. 429 carries Retry-After.
 */
const windows = new WeakMap<SandboxContext, Map<string, { start: number; count: number }>>();

export function rateLimit(ctx: SandboxContext, key: string, max: number, windowMs: number): void {
  let map = windows.get(ctx);
  if (!map) windows.set(ctx, (map = new Map()));
  const now = ctx.now();
  const w = map.get(key);
  if (!w || now - w.start >= windowMs) {
    map.set(key, { start: now, count: 1 });
    return;
  }
  w.count += 1;
  if (w.count > max) {
    const retryAfter = Math.max(1, Math.ceil((w.start + windowMs - now) / 1000));
    throw new HttpError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${retryAfter} seconds.`, undefined, { 'retry-after': String(retryAfter) });
  }
}

export function resetRateLimits(ctx: SandboxContext): void {
  windows.delete(ctx);
}

/** The caller's address (loopback in tests that use app.request()). */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
