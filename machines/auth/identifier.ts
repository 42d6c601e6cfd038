/**
 * Login identifier parsing for the forms: a Philippine mobile number (normalised to +63) or an email address.
 * ADAPTER: src/domain/identifier.ts (helper S2) is the canonical normaliser shared with the sandbox; it did not
 * exist when this was written. This file adds the borrower-facing messages the forms need; keep its accepted
 * forms identical to S2's (+63 9XXXXXXXXX, 09XXXXXXXXX, 9XXXXXXXXX; spaces, dashes, dots and brackets ignored).
 */
export type IdentifierKind = 'PHONE' | 'EMAIL';

export type ParsedIdentifier =
  | { ok: true; kind: IdentifierKind; value: string }
  | { ok: false; kind: IdentifierKind | null; message: string };

export const MAX_IDENTIFIER_LENGTH = 254;

export const identifierMessages = {
  empty: 'Enter your mobile number or email address.',
  tooLong: 'This is too long for a mobile number or an email address. Check what you entered.',
  phone: 'Enter a Philippine mobile number with 10 digits after +63, like 0917 123 4567.',
  phoneOnly: 'Enter a Philippine mobile number, like 0917 123 4567.',
  email: 'Enter an email address like name@example.com.',
  emailChars: 'Email addresses can only use English letters, numbers and . _ % + - characters.',
  neither: 'Enter a Philippine mobile number (like 0917 123 4567) or an email address (like name@example.com).',
} as const;

const separators = /[\s\-.()\u00a0]/g;

export function parsePhone(raw: string): ParsedIdentifier {
  const compact = raw.normalize('NFKC').replace(separators, '');
  if (!/^\+?\d+$/.test(compact)) return { ok: false, kind: 'PHONE', message: identifierMessages.phoneOnly };
  const national = compact.startsWith('+63')
    ? compact.slice(3)
    : compact.startsWith('63') && compact.length === 12
      ? compact.slice(2)
      : compact.startsWith('0')
        ? compact.slice(1)
        : compact;
  if (!/^9\d{9}$/.test(national)) return { ok: false, kind: 'PHONE', message: identifierMessages.phone };
  return { ok: true, kind: 'PHONE', value: `+63${national}` };
}

export function parseEmail(raw: string): ParsedIdentifier {
  const value = raw.trim();
  if (/[^\x21-\x7e]/.test(value)) return { ok: false, kind: 'EMAIL', message: identifierMessages.emailChars };
  // Deliberately plain: the platform's UAS-E108 check is the authority on deliverability.
  if (!/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value) || value.includes('..')) {
    return { ok: false, kind: 'EMAIL', message: identifierMessages.email };
  }
  return { ok: true, kind: 'EMAIL', value: value.toLowerCase() };
}

/** Decides phone or email from what was typed: an @ means email; digits (with separators or +) mean phone. */
export function parseIdentifier(raw: string): ParsedIdentifier {
  const trimmed = raw.trim();
  if (trimmed === '') return { ok: false, kind: null, message: identifierMessages.empty };
  if (trimmed.length > MAX_IDENTIFIER_LENGTH) return { ok: false, kind: null, message: identifierMessages.tooLong };
  if (trimmed.includes('@')) return parseEmail(trimmed);
  if (/^[+\d\s\-.()\u00a0\uff10-\uff19]+$/.test(trimmed)) return parsePhone(trimmed);
  return { ok: false, kind: null, message: identifierMessages.neither };
}

/** "+63 917 *** 4567" / "ju***@example.com": where the code went, without printing the whole identifier. */
export function maskIdentifier(value: string): string {
  if (value.startsWith('+63') && value.length === 13) return `+63 ${value.slice(3, 6)} *** ${value.slice(9)}`;
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
  return value;
}
