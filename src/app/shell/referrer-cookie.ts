import type { CookieJar } from './cookies';

/** Where the borrower first came from (spec §9: the referrer cookie lasts about one year). */
export const REFERRER_COOKIE = 'lakbay_referrer';
export const REFERRER_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const MAX_REFERRER_LENGTH = 500;

/**
 * First touch wins: an existing cookie is kept, our own pages are not a referrer, and only http(s) URLs count.
 * Returns the stored value, or null when nothing was written.
 */
export function rememberReferrer(referrer: string | null | undefined, ownOrigin: string, jar: CookieJar): string | null {
  if (!referrer || jar.get(REFERRER_COOKIE)) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === ownOrigin) return null;
  // Query strings of other sites can carry personal data; keep origin and path only.
  const value = `${url.origin}${url.pathname}`.slice(0, MAX_REFERRER_LENGTH);
  jar.set(REFERRER_COOKIE, value, { maxAgeSeconds: REFERRER_MAX_AGE_SECONDS });
  return value;
}

export function readReferrer(jar: CookieJar): string | null {
  return jar.get(REFERRER_COOKIE);
}
