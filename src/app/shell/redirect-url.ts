/**
 * The `redirectUrl` query parameter (spec §2): where to send the borrower back to after the financial-wellness
 * flow. It is stored only when it points at our own origin or at an allow-listed host; anything else is ignored,
 * so the app can never be used as an open redirect.
 */
export const REDIRECT_STORAGE_KEY = 'financialWellnessRedirectUrl';

export type RedirectPolicy = {
  /** The app's own origin, e.g. "https://app.lakbay.ph". */
  origin: string;
  /** Extra hosts ("partner.example.com", "partner.example.com:8443") or origins ("https://partner.example.com"). */
  allowlist: readonly string[];
};

// Whitespace, C0/C1 controls and backslashes: browsers strip or reinterpret them ("/\evil" becomes "//evil").
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f-\u009f\\\u200b-\u200f\u2028\u2029\ufeff]/;

/** Decode percent-escapes repeatedly (an attacker may double-encode); null when the escapes are malformed. */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (let i = 0; i < 4; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  // Still changing after 4 rounds: nobody legitimate nests encodings that deep.
  return null;
}

function hostAllowed(url: URL, policy: RedirectPolicy): boolean {
  return policy.allowlist.some((entry) => {
    const item = entry.trim().toLowerCase();
    if (!item) return false;
    if (item.includes('://')) {
      try {
        return new URL(item).origin === url.origin;
      } catch {
        return false;
      }
    }
    // A bare host entry only admits https (our own origin may be http in the sandbox).
    return url.protocol === 'https:' && (url.host === item || url.hostname === item);
  });
}

/**
 * The safe form of a redirect target, or null when it must be ignored. Same-origin targets come back as a path
 * ("/home?x=1"); allow-listed ones as a full URL.
 */
export function safeRedirectUrl(raw: string | null | undefined, policy: RedirectPolicy): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  const decoded = fullyDecoded(raw);
  if (decoded === null) return null;
  // Judge both the raw text and its decoded form: "%2F%2Fevil" and "/%5Cevil" must fail like "//evil" and "/\evil".
  for (const text of [raw, decoded]) {
    if (UNSAFE_CHARS.test(text)) return null;
    if (text.startsWith('//')) return null;
  }

  let own: URL;
  let url: URL;
  try {
    own = new URL(policy.origin);
    url = new URL(raw, own);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;

  const isRelative = raw.startsWith('/');
  if (isRelative) {
    if (url.origin !== own.origin) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can normalise "/.//evil" into "//evil": check what would actually be used.
    return path.startsWith('//') ? null : path;
  }
  // Anything else must be an absolute URL with an explicit scheme ("evil.example/x" or "home" is not accepted).
  if (!/^https?:\/\//i.test(raw)) return null;
  if (url.origin === own.origin) return url.href;
  return hostAllowed(url, policy) ? url.href : null;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Store the query's redirectUrl when it is safe; an unsafe one leaves any earlier value in place. */
export function saveRedirectUrl(search: string | URLSearchParams, storage: KeyValueStorage, policy: RedirectPolicy): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const safe = safeRedirectUrl(params.get('redirectUrl'), policy);
  if (safe === null) return null;
  try {
    storage.setItem(REDIRECT_STORAGE_KEY, safe);
  } catch {
    // Private mode or a full quota: losing the redirect is better than breaking boot.
    return null;
  }
  return safe;
}

/** Read it back (re-checked: storage is writable by anything on the page). */
export function readRedirectUrl(storage: KeyValueStorage, policy: RedirectPolicy): string | null {
  try {
    return safeRedirectUrl(storage.getItem(REDIRECT_STORAGE_KEY), policy);
  } catch {
    return null;
  }
}
