import { readIdentifier } from '../rules/identifiers';
import { isDisposableEmail } from './disposable';

/** UAS code and message for an identifier the platform refuses, or the normalised identifier. */
export type CheckedIdentifier =
  | { ok: true; username: string; loginType: 'PHONE' | 'EMAIL' }
  | { ok: false; code: 'UAS-E205' | 'UAS-E108' | 'UAS-E206'; message: string };

export const identifierErrorMessages = {
  'UAS-E205': 'Please enter a valid Philippine mobile number, e.g. 0917 123 4567.',
  'UAS-E108': 'Please enter a valid email address.',
  'UAS-E206': 'Disposable email addresses are not accepted. Please use your personal or work email.',
} as const;

export function checkIdentifier(raw: string): CheckedIdentifier {
  const read = readIdentifier(raw);
  if (!read.ok) {
    const code = read.kind === 'EMAIL' || raw.includes('@') ? 'UAS-E108' : 'UAS-E205';
    return { ok: false, code, message: identifierErrorMessages[code] };
  }
  if (read.kind === 'EMAIL' && isDisposableEmail(read.username)) {
    return { ok: false, code: 'UAS-E206', message: identifierErrorMessages['UAS-E206'] };
  }
  return { ok: true, username: read.username, loginType: read.kind };
}
