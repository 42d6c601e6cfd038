import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { SandboxContext } from '../context';

/**
 * Double-submit CSRF: GET /api/auth/csrf sets an HttpOnly cookie and returns the same token in JSON; every
 * POST must echo it (body `csrfToken` or X-CSRF-Token header). A cross-site page can make the browser send
 * the cookie but cannot read the token, so it cannot echo it.
 */
export const CSRF_COOKIE = 'lakbay.csrf-token';

const secure = (ctx: SandboxContext) => ctx.config.origin.startsWith('https:');

export function ensureCsrfToken(ctx: SandboxContext, c: Context): string {
  const existing = getCookie(c, CSRF_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  setCookie(c, CSRF_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', secure: secure(ctx) });
  return token;
}

export function csrfValid(c: Context, submitted: unknown): boolean {
  const cookie = getCookie(c, CSRF_COOKIE);
  const given = typeof submitted === 'string' && submitted ? submitted : c.req.header('x-csrf-token');
  if (!cookie || !given) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
