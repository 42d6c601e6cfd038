import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { SSO_CANCELLED, SSO_DISABLED, SSO_DISABLED_MESSAGE, logBodySchema, ssoErrorCodes, ssoProviders, type SsoProvider } from '../../src/api/contract/auth-service';
import type { Module, SandboxContext } from '../context';
import { authSettings } from '../cognito/settings';
import { applyFault } from '../platform/faults';
import { consentPage, providerNames } from './consent-page';
import { csrfValid, ensureCsrfToken } from './csrf';
import { createSession, createState, deleteSession, readSession, safeCallbackPath, ssoAccount, takeState, peekState } from './sso';

/** Sign-in service at /api/auth (spec §7), with Google, Facebook and Apple simulated by consent pages. */
export const SESSION_COOKIE = 'lakbay.session-token';
const BASE = '/api/auth';

const isProvider = (p: string): p is SsoProvider => (ssoProviders as readonly string[]).includes(p);
const err = (c: Context, status: 400 | 403 | 404, code: string, message: string) => c.json({ code, message }, status);

/** JSON from fetch() or a form post from a page: both are how browsers reach these endpoints. */
async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) return ((await c.req.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
  if (type.includes('form')) return (await c.req.parseBody()) as Record<string, unknown>;
  return {};
}
const wantsJson = (c: Context) => (c.req.header('content-type') ?? '').includes('application/json');

function withQuery(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://x');
  for (const [k, val] of Object.entries(params)) url.searchParams.set(k, val);
  return url.pathname + url.search;
}

function sessionCookie(ctx: SandboxContext, c: Context, id: string) {
  setCookie(c, SESSION_COOKIE, id, { httpOnly: true, sameSite: 'Lax', path: '/', secure: ctx.config.origin.startsWith('https:'), maxAge: 30 * 24 * 3600 });
}

export const registerAuthService: Module = (ctx) => {
  ctx.app.use(`${BASE}/*`, async (c, next) => {
    const faulted = await applyFault(ctx, 'auth', c, () => {
      const id = getCookie(c, SESSION_COOKIE);
      const row = id ? (ctx.db.prepare('SELECT user_id FROM sso_sessions WHERE id = ?').get(id) as { user_id: string } | undefined) : undefined;
      return row ? [row.user_id] : [];
    });
    if (faulted) return faulted;
    await next();
    c.header('cache-control', 'no-store');
    return undefined;
  });

  ctx.app.get(`${BASE}/csrf`, (c) => c.json({ csrfToken: ensureCsrfToken(ctx, c) }));

  ctx.app.get(`${BASE}/providers`, (c) =>
    c.json(
      Object.fromEntries(
        ssoProviders.map((id) => [
          id,
          { id, name: providerNames[id], type: 'oauth', signinUrl: `${ctx.config.origin}${BASE}/signin/${id}`, callbackUrl: `${ctx.config.origin}${BASE}/callback/${id}` },
        ]),
      ),
    ),
  );

  ctx.app.post(`${BASE}/signin/:provider`, async (c) => {
    const provider = c.req.param('provider');
    const body = await readBody(c);
    if (!csrfValid(c, body.csrfToken)) return err(c, 403, 'CSRF', 'Your sign-in page is out of date. Please reload and try again.');
    if (!isProvider(provider)) return err(c, 404, 'UNKNOWN_PROVIDER', 'This sign-in option is not available.');
    if (authSettings(ctx).ssoDisabled) return err(c, 403, SSO_DISABLED, SSO_DISABLED_MESSAGE);
    const state = createState(ctx, provider, safeCallbackPath(body.callbackUrl, ctx.config.origin));
    const url = `${ctx.config.origin}${BASE}/consent/${provider}?state=${state}`;
    return wantsJson(c) ? c.json({ url }) : c.redirect(url, 302);
  });

  ctx.app.get(`${BASE}/consent/:provider`, (c) => {
    const provider = c.req.param('provider');
    const state = c.req.query('state') ?? '';
    if (!isProvider(provider) || !peekState(ctx, state, provider)) {
      return c.html('<!doctype html><html lang="en"><head><title>Sign-in expired</title></head><body><main><h1>This sign-in has expired</h1><p><a href="/login">Go back to log in</a> and choose your sign-in option again.</p></main></body></html>', 400);
    }
    const html = consentPage({ provider, state, csrfToken: ensureCsrfToken(ctx, c), email: `${provider}.tester@example.com` });
    return c.html(html, 200, { 'content-security-policy': "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'" });
  });

  ctx.app.post(`${BASE}/callback/:provider`, async (c) => {
    const provider = c.req.param('provider');
    const body = await readBody(c);
    if (!csrfValid(c, body.csrfToken)) return err(c, 403, 'CSRF', 'Your sign-in page is out of date. Please reload and try again.');
    if (!isProvider(provider)) return err(c, 404, 'UNKNOWN_PROVIDER', 'This sign-in option is not available.');
    const pending = takeState(ctx, typeof body.state === 'string' ? body.state : '', provider);
    if (!pending) return err(c, 400, 'SSO_STATE', 'This sign-in has expired. Please choose your sign-in option again.');
    const outcome = typeof body.outcome === 'string' ? body.outcome : 'success';
    const back = (params: Record<string, string>) => c.redirect(withQuery(pending.callbackUrl, { sso: provider, ...params }), 302);
    if (outcome === 'cancel') return back({ error: SSO_CANCELLED });
    if (authSettings(ctx).ssoDisabled) return back({ error: SSO_DISABLED });
    if ((ssoErrorCodes as readonly string[]).includes(outcome)) return back({ error: outcome });
    const account = ssoAccount(ctx, typeof body.email === 'string' ? body.email : '');
    if (!account) return back({ error: 'UAS-E904' });
    if (account.status !== 'ACTIVE') return back({ error: 'UAS-E904' });
    sessionCookie(ctx, c, createSession(ctx, account.id, provider));
    return back({});
  });

  ctx.app.get(`${BASE}/session`, async (c) => {
    const id = getCookie(c, SESSION_COOKIE);
    const session = id ? await readSession(ctx, id) : null;
    if (!session && id) deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json(session ?? {});
  });

  ctx.app.post(`${BASE}/signout`, async (c) => {
    const body = await readBody(c);
    if (!csrfValid(c, body.csrfToken)) return err(c, 403, 'CSRF', 'Your page is out of date. Please reload and try again.');
    const id = getCookie(c, SESSION_COOKIE);
    if (id) deleteSession(ctx, id);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    const url = `${ctx.config.origin}${safeCallbackPath(body.callbackUrl, ctx.config.origin)}`;
    return wantsJson(c) ? c.json({ url }) : c.redirect(url, 302);
  });

  ctx.app.post(`${BASE}/_log`, async (c) => {
    const body = await readBody(c);
    if (!csrfValid(c, body.csrfToken)) return err(c, 403, 'CSRF', 'Your page is out of date. Please reload and try again.');
    const parsed = v.safeParse(logBodySchema, body);
    if (!parsed.success) return err(c, 400, 'VALIDATION', 'A log entry needs a level and a message.');
    ctx.db
      .prepare('INSERT INTO auth_client_logs (level, code, message, logged_at) VALUES (?, ?, ?, ?)')
      .run(parsed.output.level, parsed.output.code ?? null, parsed.output.message, new Date(ctx.now()).toISOString());
    return c.json({ ok: true });
  });
};
