// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { REGISTER_FLAG_COOKIE, applyActionParam, isRegisterFlagSet } from '~/app/shell/action-cookie';
import { documentCookieJar, memoryCookieJar } from '~/app/shell/cookies';
import { REFERRER_COOKIE, REFERRER_MAX_AGE_SECONDS, readReferrer, rememberReferrer } from '~/app/shell/referrer-cookie';
import { runShellBehaviours, REDIRECT_STORAGE_KEY } from '~/app/shell';

describe('action parameter and the register flag cookie', () => {
  it.each(['signup', 'SIGNUP', 'social_signup', 'signup-google'])('%s sets the flag', (action) => {
    const jar = memoryCookieJar();
    expect(applyActionParam(action, jar)).toBe('set');
    expect(isRegisterFlagSet(jar)).toBe(true);
  });

  it.each(['login', 'Login', 'sso_login'])('%s clears a flag set earlier', (action) => {
    const jar = memoryCookieJar();
    applyActionParam('signup', jar);
    expect(applyActionParam(action, jar)).toBe('cleared');
    expect(isRegisterFlagSet(jar)).toBe(false);
    expect(jar.get(REGISTER_FLAG_COOKIE)).toBeNull();
  });

  it.each([null, undefined, '', 'sign-up', 'logout', 'register'])('%j leaves the flag alone', (action) => {
    const jar = memoryCookieJar();
    jar.set(REGISTER_FLAG_COOKIE, 'true');
    expect(applyActionParam(action, jar)).toBe('none');
    expect(isRegisterFlagSet(jar)).toBe(true);
  });

  it('applies both rules in order when a value holds both words', () => {
    const jar = memoryCookieJar();
    expect(applyActionParam('signup_then_login', jar)).toBe('cleared');
    expect(isRegisterFlagSet(jar)).toBe(false);
  });

  it('writes a real cookie in the browser and removes it again', () => {
    const jar = documentCookieJar(document, false);
    applyActionParam('signup', jar);
    expect(document.cookie).toContain(`${REGISTER_FLAG_COOKIE}=true`);
    applyActionParam('login', jar);
    expect(document.cookie).not.toContain(REGISTER_FLAG_COOKIE);
  });
});

describe('referrer cookie', () => {
  const origin = 'https://app.lakbay.ph';

  it('remembers an outside referrer for about a year, without its query string', () => {
    const jar = memoryCookieJar();
    expect(rememberReferrer('https://www.facebook.com/groups/123?fbclid=secret', origin, jar)).toBe(
      'https://www.facebook.com/groups/123',
    );
    expect(readReferrer(jar)).toBe('https://www.facebook.com/groups/123');
    const days = (jar.options.get(REFERRER_COOKIE)?.maxAgeSeconds ?? 0) / 86_400;
    expect(days).toBeGreaterThanOrEqual(360);
    expect(days).toBeLessThanOrEqual(366);
    expect(REFERRER_MAX_AGE_SECONDS).toBe(365 * 86_400);
  });

  it('keeps the first referrer (first touch)', () => {
    const jar = memoryCookieJar();
    rememberReferrer('https://google.com/', origin, jar);
    expect(rememberReferrer('https://bing.com/', origin, jar)).toBeNull();
    expect(readReferrer(jar)).toBe('https://google.com/');
  });

  it.each(['', 'not a url', 'javascript:alert(1)', 'https://app.lakbay.ph/login'])('ignores %j', (referrer) => {
    const jar = memoryCookieJar();
    expect(rememberReferrer(referrer, origin, jar)).toBeNull();
    expect(readReferrer(jar)).toBeNull();
  });

  it('sets a max-age of a year on the real cookie', () => {
    const writes: string[] = [];
    const fakeDoc = {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    };
    rememberReferrer('https://google.com/', origin, documentCookieJar(fakeDoc, true));
    expect(writes[0]).toMatch(/^lakbay_referrer=https%3A%2F%2Fgoogle.com%2F; path=\/; SameSite=Lax; max-age=31536000; Secure$/);
  });
});

describe('runShellBehaviours', () => {
  it('applies every shell rule from one URL', () => {
    const storage = new Map<string, string>();
    const jar = memoryCookieJar();
    const result = runShellBehaviours({
      search: '?redirectUrl=%2Fhome&action=signup',
      userAgent: 'Mozilla/5.0 (Linux; Android 14; wv) Chrome/124 Mobile platform:android|app_version:3.12.0',
      referrer: 'https://www.google.com/',
      storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v), removeItem: (k) => void storage.delete(k) },
      cookies: jar,
      policy: { origin: 'https://app.lakbay.ph', allowlist: [] },
    });
    expect(storage.get(REDIRECT_STORAGE_KEY)).toBe('/home');
    expect(isRegisterFlagSet(jar)).toBe(true);
    expect(readReferrer(jar)).toBe('https://www.google.com/');
    expect(result.inApp?.platform).toBe('android');
    expect(result.action).toBe('set');
  });
});

describe('runShellInBrowser', () => {
  it('reads the real location, stores the redirect and sets the cookie', async () => {
    const { runShellInBrowser } = await import('~/app/shell/browser');
    window.history.replaceState(null, '', '/login?redirectUrl=%2Fpayments&action=signup');
    const result = runShellInBrowser();
    expect(result.redirectUrl).toBe('/payments');
    expect(window.localStorage.getItem(REDIRECT_STORAGE_KEY)).toBe('/payments');
    expect(document.cookie).toContain(`${REGISTER_FLAG_COOKIE}=true`);
    expect(result.inApp).toBeNull();
  });
});
