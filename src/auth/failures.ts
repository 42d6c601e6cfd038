import { isApiError } from '~/api/errors';
import { parseUasMessage } from '~/api/contract/account';
import { codes, type AuthFailure } from '@machines/auth/failure';

/**
 * Turns what the SDK, the API client or fetch threw into the charts' AuthFailure. The UAS code leads the
 * Cognito message ("UAS-E511: ...", sandbox decision in docs/decisions.md); a lockout carries its
 * end as "Try again after <ISO>".
 */
export function fromCognitoError(e: unknown, now = Date.now()): AuthFailure {
  const err = e as { code?: string; name?: string; message?: string } | null;
  const message = err?.message ?? '';
  if (!err || (!err.code && !message)) return { code: 'UNKNOWN', message: 'Something went wrong on our side. Please try again.' };
  if (err.code === 'NetworkError' || /network|failed to fetch/i.test(message)) {
    return { code: 'NETWORK', message: 'We could not reach Lakbay. Check your connection and try again.' };
  }
  const uas = parseUasMessage(message);
  const retry = retryFields(uas.retryAt, now);
  if (uas.code) {
    // The third wrong code locks the identifier: show it as the lockout it is.
    const code = uas.code === codes.otpError && uas.retryAt ? codes.tooManyAttempts : uas.code;
    return { code, message: uas.text, ...(uas.code === codes.otpError ? { attemptsLeft: 0 } : {}), ...retry };
  }
  if (err.code === 'NotAuthorizedException' && /password/i.test(message)) return { code: codes.wrongPassword, message };
  if (err.code === 'UserNotFoundException') return { code: codes.newUser, message };
  if (err.code === 'TooManyRequestsException' || err.code === 'LimitExceededException') return { code: 'HTTP_429', httpStatus: 429, message };
  return { code: err.code ?? 'UNKNOWN', message };
}

export function fromApiError(e: unknown, now = Date.now()): AuthFailure {
  if (!isApiError(e)) return fromCognitoError(e, now);
  const uas = parseUasMessage(e.message);
  const retry = retryFields(uas.retryAt, now, e.retryAfter);
  const tries = /(\d+) tr(?:y|ies) left/.exec(e.message);
  const code = e.code === codes.otpError && uas.retryAt ? codes.tooManyAttempts : e.code;
  return {
    code,
    message: uas.text,
    httpStatus: e.httpStatus,
    ...(tries ? { attemptsLeft: Number(tries[1]) } : {}),
    ...(e.fields.username ? { field: 'identifier' } : {}),
    ...retry,
  };
}

function retryFields(retryAt: string | null, now: number, retryAfter?: number) {
  if (retryAt) {
    const seconds = Math.max(1, Math.ceil((Date.parse(retryAt) - now) / 1000));
    return { lockedUntil: retryAt, retryAfterSeconds: seconds };
  }
  return retryAfter ? { retryAfterSeconds: retryAfter } : {};
}
