/**
 * How the platform reads a sign-in identifier (a Philippine mobile number or an e-mail address), in the sandbox's
 * own code: the app checks what the borrower types with its own rules (machines/shared/identifier-rules.ts), the
 * platform checks again with these, so a test comparing the two can fail. The platform's username is the
 * normalised form: +639XXXXXXXXX for a mobile number, the address in lower case for an e-mail.
 *
 * Philippine mobile numbers are 10 national digits starting with 9 (9XX XXX XXXX). They are written with the trunk
 * prefix (09XX…), with the country code (+63 9XX…, or 63 9XX… without the plus) or bare (9XX…), grouped with
 * spaces, dashes, dots or brackets.
 */

export type IdentifierKind = 'PHONE' | 'EMAIL';

/** A normalised identifier, or why it was refused: `kind` says what it looked like (null: neither). */
export type ReadIdentifier =
  | { ok: true; kind: IdentifierKind; username: string }
  | { ok: false; kind: IdentifierKind | null };

/** What the platform answers when a mobile number field does not hold one (form field configuration). */
export const MOBILE_NUMBER_MESSAGE = 'Enter a valid Philippine mobile number, e.g. 0917 123 4567.';

const GROUPING = /[ \t\n\r\u00a0().-]/g;
const NATIONAL_MOBILE = /^9\d{9}$/;

/** Digits only (a leading + kept), or null when anything else was typed. */
function digitsOf(raw: string): string | null {
  const compact = raw.trim().replace(GROUPING, '');
  return /^\+?\d+$/.test(compact) ? compact : null;
}

/** The 10 national digits of a Philippine mobile number in any of its written forms. */
function nationalDigits(digits: string): string | null {
  const forms: [prefix: string, length: number][] = [['+63', 13], ['63', 12], ['0', 11], ['', 10]];
  for (const [prefix, length] of forms) {
    if (digits.length === length && digits.startsWith(prefix)) {
      const national = digits.slice(prefix.length);
      return NATIONAL_MOBILE.test(national) ? national : null;
    }
  }
  return null;
}

/** `+639171234567` for "0917 123 4567", "+63 (917) 123-4567", "639171234567" or "9171234567"; else null. */
export function mobileUsername(raw: string): string | null {
  const digits = digitsOf(raw);
  const national = digits === null ? null : nationalDigits(digits);
  return national === null ? null : `+63${national}`;
}

// The user pool accepts ASCII addresses only: a dot-separated local part of printable characters, and a domain
// of at least two labels (letters, digits, inner hyphens; 63 characters at most each).
const LOCAL_CHAR = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** The address in lower case, or null when the platform would not take it. */
export function emailUsername(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  if (email.length > 254) return null;
  const at = email.indexOf('@');
  if (at < 1 || at !== email.lastIndexOf('@')) return null;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > 64 || !LOCAL_CHAR.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return null;
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  return email;
}

/** Reads a sign-in identifier: an e-mail when it holds an @, a mobile number when it is digits, else neither. */
export function readIdentifier(raw: string): ReadIdentifier {
  const input = raw.trim();
  if (input.includes('@')) {
    const username = emailUsername(input);
    return username ? { ok: true, kind: 'EMAIL', username } : { ok: false, kind: 'EMAIL' };
  }
  if (input !== '' && digitsOf(input) !== null) {
    const username = mobileUsername(input);
    return username ? { ok: true, kind: 'PHONE', username } : { ok: false, kind: 'PHONE' };
  }
  return { ok: false, kind: null };
}
