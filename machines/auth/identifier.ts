import { parseIdentifier as parseDomain, normaliseEmail, identifierMessages as domainMessages, type LoginType } from '../../src/domain/identifier';

/**
 * The forms' view of src/domain/identifier.ts (helper S2's normaliser, shared with the sandbox so both agree on
 * the username): adds length and character checks with their own messages, and masking for "code sent to".
 */
export type IdentifierKind = LoginType;

export type ParsedIdentifier =
  | { ok: true; kind: IdentifierKind; value: string }
  | { ok: false; kind: IdentifierKind | null; message: string };

export const MAX_IDENTIFIER_LENGTH = 254;

export const identifierMessages = {
  ...domainMessages,
  tooLong: 'This is too long for a mobile number or an email address. Check what you entered.',
  emailChars: 'Email addresses can only use English letters, numbers and . _ % + - characters.',
  emailSpaces: 'Email addresses cannot contain spaces. Check what you entered.',
} as const;

/** Inline message for an email that fails before the shared normaliser looks at it (spaces, non-ASCII). */
function emailShape(input: string): string | null {
  if (/\s/.test(input)) return identifierMessages.emailSpaces;
  if (/[^\x21-\x7e]/.test(input)) return identifierMessages.emailChars;
  return null;
}

export function parseIdentifier(raw: string): ParsedIdentifier {
  // Full-width digits (from some mobile keyboards) count as digits.
  const input = raw.normalize('NFKC').trim();
  if (input.length > MAX_IDENTIFIER_LENGTH) return { ok: false, kind: null, message: identifierMessages.tooLong };
  const shape = input.includes('@') ? emailShape(input) : null;
  if (shape) return { ok: false, kind: 'EMAIL', message: shape };
  const parsed = parseDomain(input);
  return parsed.ok ? { ok: true, kind: parsed.type, value: parsed.value } : { ok: false, kind: parsed.type, message: parsed.message };
}

export function parseEmail(raw: string): ParsedIdentifier {
  const input = raw.normalize('NFKC').trim();
  if (input === '') return { ok: false, kind: 'EMAIL', message: 'Enter your email address.' };
  const shape = emailShape(input);
  if (shape) return { ok: false, kind: 'EMAIL', message: shape };
  const email = normaliseEmail(input);
  return email ? { ok: true, kind: 'EMAIL', value: email } : { ok: false, kind: 'EMAIL', message: identifierMessages.email };
}

/** "+63 917 *** 4567" / "ju***@example.com": where the code went, without printing the whole identifier. */
export function maskIdentifier(value: string): string {
  if (/^\+639\d{9}$/.test(value)) return `+63 ${value.slice(3, 6)} *** ${value.slice(9)}`;
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
  return value;
}
