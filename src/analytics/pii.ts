import type { CatalogueEntry } from './catalogue';

/**
 * The PII scrubber: no phone numbers, emails, names, tokens or codes leave the browser (issue 10). Two layers:
 * 1. allow-list: only the keys the catalogue lists for the event survive;
 * 2. value checks: numeric keys take numbers, flag keys booleans, error_code an error-code shape, and every
 *    string must look like an identifier (no spaces, so no names) and match none of the personal-data patterns.
 */
export type Props = Record<string, string | number | boolean>;

const numericKeys = new Set(['amount', 'tenure_months', 'attempts_left', 'attempt', 'rating', 'progress']);
const booleanKeys = new Set(['valid', 'has_active_loan', 'loan', 'ewa', 'quick_loan']);
/** Keys whose values come from our own chart meta, never from the user: words separated by spaces are fine. */
const labelKeys = new Set(['title']);
const errorCodePattern = /^(?:[A-Z]{2,5}-E?\d{1,4}|HTTP_\d{3}|[A-Z][A-Z0-9_]{1,40})$/;
const identifierPattern = /^[A-Za-z0-9_.:/-]{0,80}$/;
const labelPattern = /^[\p{L}\p{N} ,.'’&()/?!-]{0,80}$/u;

const emailPattern = /[^\s@/]+@[^\s@/]+\.[^\s@/]+/;
const phoneCandidate = /\+?\d[\d\s().-]{7,}\d/g;
const jwtPattern = /eyJ[\w-]{5,}\.[\w-]{5,}/;
const codePattern = /(?:^|\D)\d{4,8}(?:\D|$)/;
const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

function looksLikeOpaqueToken(s: string): boolean {
  // Long runs mixing letters and digits: access tokens, session ids, one-time links.
  for (const run of s.match(/[A-Za-z0-9_+=-]{20,}/g) ?? []) {
    if (/\d/.test(run) && /[A-Za-z]/.test(run)) return true;
  }
  return false;
}

function hasPhoneNumber(s: string): boolean {
  for (const m of s.match(phoneCandidate) ?? []) {
    if (m.replace(/\D/g, '').length >= 9) return true;
  }
  return false;
}

/** Why a string value is refused, or null when it is clean. Exported for the e2e whole-suite scan. */
export function personalDataIn(s: string): 'email' | 'phone' | 'token' | 'code' | null {
  if (emailPattern.test(s)) return 'email';
  if (jwtPattern.test(s) || uuidPattern.test(s) || looksLikeOpaqueToken(s)) return 'token';
  if (hasPhoneNumber(s)) return 'phone';
  if (codePattern.test(s)) return 'code';
  return null;
}

function acceptable(key: string, value: unknown): boolean {
  if (numericKeys.has(key)) return typeof value === 'number' && Number.isFinite(value);
  if (booleanKeys.has(key)) return typeof value === 'boolean';
  if (typeof value !== 'string') return false;
  if (key === 'error_code') return errorCodePattern.test(value);
  if (personalDataIn(value)) return false;
  return labelKeys.has(key) ? labelPattern.test(value) : identifierPattern.test(value);
}

export interface ScrubResult {
  props: Props;
  /** Keys refused (never their values: those may be the personal data we are keeping out). */
  dropped: string[];
}

export function scrubProps(entry: CatalogueEntry, input: Record<string, unknown> | undefined): ScrubResult {
  const props: Props = {};
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === undefined || value === null) continue;
    if (entry.props.includes(key) && acceptable(key, value)) props[key] = value as string | number | boolean;
    else dropped.push(key);
  }
  return { props, dropped };
}

/**
 * A URL reduced to what a page view may carry: origin and path, no query or fragment (they hold one-time tokens,
 * SSO codes and redirect targets), and any path segment that looks personal replaced by ':redacted'.
 */
export function scrubUrl(url: string, base = 'http://localhost'): { url: string; path: string } {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return { url: '', path: '/' };
  }
  const path =
    parsed.pathname
      .split('/')
      .map((seg) => {
        let decoded = seg;
        try {
          decoded = decodeURIComponent(seg);
        } catch {
          /* malformed escape: judge the raw segment */
        }
        return personalDataIn(decoded) ? ':redacted' : seg;
      })
      .join('/') || '/';
  return { url: parsed.origin + path, path };
}
