/**
 * Login identifier parsing for the forms: a Philippine mobile number (normalised to +63) or an email address.
 * Charts may not import app code (eslint zones), so this mirrors src/domain/identifier.ts (helper S2's
 * normaliser, shared with the sandbox); tests/machines/auth/identifier.test.ts checks both agree on every input.
 * On top it adds form checks with their own messages: length, spaces and non-ASCII letters in emails.
 */
export type IdentifierKind = 'PHONE' | 'EMAIL';

export type ParsedIdentifier =
  | { ok: true; kind: IdentifierKind; value: string }
  | { ok: false; kind: IdentifierKind | null; message: string };

export const MAX_IDENTIFIER_LENGTH = 254;

export const identifierMessages = {
  empty: 'Enter your mobile number or email address.',
  phone: 'Enter a valid Philippine mobile number, e.g. 0917 123 4567.',
  email: 'Enter a valid email address, e.g. juan@example.com.',
  unknown: 'Enter a valid mobile number (e.g. 0917 123 4567) or email address.',
  tooLong: 'This is too long for a mobile number or an email address. Check what you entered.',
  emailChars: 'Email addresses can only use English letters, numbers and . _ % + - characters.',
  emailSpaces: 'Email addresses cannot contain spaces. Check what you entered.',
} as const;

// Spaces, dashes, dots and brackets are how people group digits when they type or paste a number.
const PHONE_SEPARATORS = /[\s\-.()\u00a0]/g;
const PHONE_CHARS = /^\+?[0-9]+$/;
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

function normalisePhone(raw: string): string | null {
  const compact = raw.trim().replace(PHONE_SEPARATORS, '');
  if (!PHONE_CHARS.test(compact)) return null;
  let national: string;
  if (compact.startsWith('+63')) national = compact.slice(3);
  else if (compact.startsWith('+')) return null;
  else if (compact.startsWith('63') && compact.length === 12) national = compact.slice(2);
  else if (compact.startsWith('0')) national = compact.slice(1);
  else national = compact;
  return /^9[0-9]{9}$/.test(national) ? `+63${national}` : null;
}

function normaliseEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email) || email.includes('..')) return null;
  const local = email.slice(0, email.indexOf('@'));
  if (local.startsWith('.') || local.endsWith('.')) return null;
  return email;
}

/** Inline message for an email that fails before the normaliser looks at it (spaces, non-ASCII). */
function emailShape(input: string): string | null {
  if (/\s/.test(input)) return identifierMessages.emailSpaces;
  if (/[^\x21-\x7e]/.test(input)) return identifierMessages.emailChars;
  return null;
}

export function parseEmail(raw: string): ParsedIdentifier {
  const input = raw.normalize('NFKC').trim();
  if (input === '') return { ok: false, kind: 'EMAIL', message: 'Enter your email address.' };
  const shape = emailShape(input);
  if (shape) return { ok: false, kind: 'EMAIL', message: shape };
  const email = normaliseEmail(input);
  return email ? { ok: true, kind: 'EMAIL', value: email } : { ok: false, kind: 'EMAIL', message: identifierMessages.email };
}

export function parseIdentifier(raw: string): ParsedIdentifier {
  // Full-width digits (from some mobile keyboards) count as digits.
  const input = raw.normalize('NFKC').trim();
  if (input === '') return { ok: false, kind: null, message: identifierMessages.empty };
  if (input.length > MAX_IDENTIFIER_LENGTH) return { ok: false, kind: null, message: identifierMessages.tooLong };
  if (input.includes('@')) return parseEmail(input);
  if (PHONE_CHARS.test(input.replace(PHONE_SEPARATORS, ''))) {
    const phone = normalisePhone(input);
    return phone ? { ok: true, kind: 'PHONE', value: phone } : { ok: false, kind: 'PHONE', message: identifierMessages.phone };
  }
  return { ok: false, kind: null, message: identifierMessages.unknown };
}

/** "+63 917 *** 4567" / "ju***@example.com": where the code went, without printing the whole identifier. */
export function maskIdentifier(value: string): string {
  if (/^\+639\d{9}$/.test(value)) return `+63 ${value.slice(3, 6)} *** ${value.slice(9)}`;
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
  return value;
}
