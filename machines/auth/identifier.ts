import { normaliseEmail, normalisePhone, PHONE_CHARS, PHONE_SEPARATORS } from '../shared/identifier-rules';

/**
 * Login identifier parsing for the forms: a Philippine mobile number (normalised to +63) or an email address.
 * Normalisation is machines/shared/identifier-rules.ts (pure, shared with the sandbox, so both accept exactly the same
 * inputs); on top this adds the form's own checks and messages: length, spaces and non-ASCII letters in emails.
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
