import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { providersResponseSchema, sessionResponseSchema } from '../../src/api/contract/auth-service';
import { verifyJwt } from '../../sandbox/cognito/jwt';
import { startHarness, type Harness } from './cognito-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

/** A browser: keeps cookies between requests and never follows redirects by itself. */
function browser() {
  const jar = new Map<string, string>();
  return async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, val]) => `${k}=${val}`).join('; '));
    const res = await fetch(`${h.origin}${path}`, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [k, ...rest] = (pair ?? '').split('=');
      if (!k) continue;
      const value = rest.join('=');
      if (value === '' || /max-age=0/i.test(line)) jar.delete(k);
      else jar.set(k, value);
    }
    return res;
  };
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const form = (body: Record<string, string>): RequestInit => ({ method: 'POST', body: new URLSearchParams(body) });
const csrfOf = async (b: ReturnType<typeof browser>) => ((await (await b('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;

/** Sign-in up to the consent page; returns the state and CSRF token the page's form carries. */
async function toConsent(b: ReturnType<typeof browser>, provider = 'google') {
  const csrfToken = await csrfOf(b);
  const res = await b(`/api/auth/signin/${provider}`, json({ csrfToken, callbackUrl: '/login' }));
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const page = await b(new URL(url).pathname + new URL(url).search);
  const html = await page.text();
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { csrfToken, state, html, page };
}

describe('sign-in service /api/auth', () => {
  it('lists the three providers', async () => {
    const body = await (await fetch(`${h.origin}/api/auth/providers`)).json();
    expect(Object.keys(v.parse(providersResponseSchema, body))).toEqual(['google', 'facebook', 'apple']);
  });

  it('rejects POSTs without the CSRF token or with a different one', async () => {
    const b = browser();
    await csrfOf(b);
    expect((await b('/api/auth/signin/google', json({}))).status).toBe(403);
    expect((await b('/api/auth/signin/google', json({ csrfToken: 'forged' }))).status).toBe(403);
    // A token read by another browser does not match this browser's cookie.
    const other = await csrfOf(browser());
    const res = await b('/api/auth/signout', json({ csrfToken: other }));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'CSRF' });
    expect((await b('/api/auth/_log', json({ level: 'error', message: 'x' }))).status).toBe(403);
  });

  it('consent page works without inline script or style', async () => {
    const { html, page } = await toConsent(browser());
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script|style=|<style/);
    expect(html).toContain('<label for="email">');
  });

  it('success: redirects to /login?sso=google without tokens in the URL, then hands the tokens over once', async () => {
    const b = browser();
    const { csrfToken, state } = await toConsent(b);
    const res = await b('/api/auth/callback/google', form({ csrfToken, state, outcome: 'success', email: 'Maria@Example.com' }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?sso=google');
    const first = v.parse(sessionResponseSchema, await (await b('/api/auth/session')).json());
    if (!('user' in first)) throw new Error('expected a session');
    expect(first.user).toMatchObject({ email: 'maria@example.com', provider: 'google' });
    expect(await verifyJwt(h.sandbox.ctx, first.tokens?.AccessToken ?? '')).toMatchObject({ token_use: 'access', sub: first.user.id });
    const second = (await (await b('/api/auth/session')).json()) as Record<string, unknown>;
    expect(second.user).toBeDefined();
    expect(second.tokens).toBeUndefined();
  });

  it.each(['UAS-E904', 'UAS-E905', 'UAS-E906', 'UAS-E907', 'SSO_DISABLED'])('outcome %s comes back as ?error= and no session', async (outcome) => {
    const b = browser();
    const { csrfToken, state } = await toConsent(b, 'facebook');
    const res = await b('/api/auth/callback/facebook', form({ csrfToken, state, outcome, email: 'x@example.com' }));
    expect(res.headers.get('location')).toBe(`/login?sso=facebook&error=${outcome}`);
    expect(await (await b('/api/auth/session')).json()).toEqual({});
  });

  it('a replayed callback (same state) is refused', async () => {
    const b = browser();
    const { csrfToken, state } = await toConsent(b, 'apple');
    await b('/api/auth/callback/apple', form({ csrfToken, state, outcome: 'success', email: 'a@example.com' }));
    const replay = await b('/api/auth/callback/apple', form({ csrfToken, state, outcome: 'success', email: 'a@example.com' }));
    expect(replay.status).toBe(400);
  });

  it('the back-office switch disables SSO with the spec message', async () => {
    await fetch(`${h.origin}/sandbox/api/settings`, json({ ssoDisabled: true }));
    const b = browser();
    const res = await b('/api/auth/signin/google', json({ csrfToken: await csrfOf(b) }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'SSO_DISABLED', message: 'SSO is disabled for the platform.' });
  });

  it('never redirects off-origin after sign-in', async () => {
    const b = browser();
    const csrfToken = await csrfOf(b);
    const { url } = (await (await b('/api/auth/signin/google', json({ csrfToken, callbackUrl: 'https://evil.example/steal' }))).json()) as { url: string };
    const state = new URL(url).searchParams.get('state') ?? '';
    const res = await b('/api/auth/callback/google', form({ csrfToken, state, outcome: 'UAS-E904' }));
    expect(res.headers.get('location')).toBe('/login?sso=google&error=UAS-E904');
  });

  it('signs out (session gone) and accepts client logs with the token', async () => {
    const b = browser();
    const { csrfToken, state } = await toConsent(b);
    await b('/api/auth/callback/google', form({ csrfToken, state, outcome: 'success', email: 'c@example.com' }));
    expect((await b('/api/auth/_log', json({ csrfToken, level: 'error', code: 'UAS-E904', message: 'boom' }))).status).toBe(200);
    expect((await b('/api/auth/signout', json({ csrfToken }))).status).toBe(200);
    expect(await (await b('/api/auth/session')).json()).toEqual({});
  });
});
