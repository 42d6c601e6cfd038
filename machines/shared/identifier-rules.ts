/**
 * The sign-in identifier: a Philippine mobile number or an email address. Pure; used by the login and
 * registration forms and by the sandbox, so both sides agree on what a valid identifier is and on its
 * normalised form (+639XXXXXXXXX for phones, lower case for emails), which is the account's username.
 */
export type LoginType = 'PHONE' | 'EMAIL';

export type IdentifierResult =
  | { ok: true; type: LoginType; value: string }
  | { ok: false; type: LoginType | null; error: IdentifierError; message: string };

export type IdentifierError = 'empty' | 'phone' | 'email' | 'unknown';

export const identifierMessages: Record<IdentifierError, string> = {
  empty: 'Enter your mobile number or email address.',
  phone: 'Enter a valid Philippine mobile number, e.g. 0917 123 4567.',
  email: 'Enter a valid email address, e.g. juan@example.com.',
  unknown: 'Enter a valid mobile number (e.g. 0917 123 4567) or email address.',
};

const MAX_EMAIL_LENGTH = 254;
// Spaces, dashes, dots and brackets are how people group digits when they type or paste a number.
export const PHONE_SEPARATORS = /[\s\-.()\u00a0]/g;
export const PHONE_CHARS = /^\+?[0-9]+$/;
// Deliberately ASCII-only: the platform's user pool rejects internationalised addresses.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

const fail = (type: LoginType | null, error: IdentifierError): IdentifierResult => ({
  ok: false,
  type,
  error,
  message: identifierMessages[error],
});

/** +639171234567 from "+63 917 123 4567", "0917-123-4567", "9171234567" or "639171234567"; null otherwise. */
export function normalisePhone(raw: string): string | null {
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

export function normaliseEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email) || email.includes('..')) return null;
  const local = email.slice(0, email.indexOf('@'));
  if (local.startsWith('.') || local.endsWith('.')) return null;
  return email;
}

/** Classifies and normalises what the borrower typed; the message is ready to show inline. */
export function parseIdentifier(raw: string): IdentifierResult {
  const input = raw.trim();
  if (input === '') return fail(null, 'empty');
  if (input.includes('@')) {
    const email = normaliseEmail(input);
    return email ? { ok: true, type: 'EMAIL', value: email } : fail('EMAIL', 'email');
  }
  const compact = input.replace(PHONE_SEPARATORS, '');
  if (PHONE_CHARS.test(compact)) {
    const phone = normalisePhone(input);
    return phone ? { ok: true, type: 'PHONE', value: phone } : fail('PHONE', 'phone');
  }
  return fail(null, 'unknown');
}

/** For display: +639171234567 -> "+63 917 123 4567"; emails unchanged. */
export function formatIdentifier(value: string): string {
  const m = /^\+63(9\d{2})(\d{3})(\d{4})$/.exec(value);
  return m ? `+63 ${m[1]} ${m[2]} ${m[3]}` : value;
}
