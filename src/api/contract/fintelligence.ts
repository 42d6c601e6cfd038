import * as v from 'valibot';
import { endpoint } from '../endpoint';

/**
 * Financial education (FINTELLIGENCE) by single sign-on to the learning platform. The lending platform signs a
 * short-lived, one-time hand-off token for the signed-in borrower; the app hands it to the learning platform's SSO
 * endpoint in a POST body (`exchangeHandoff`), which answers with the one-time page to open. The token never goes
 * into a URL, a log or analytics (docs/decisions.md 2026-11-25).
 */
export const requestHandoff = endpoint({
  group: 'fintelligence',
  method: 'POST',
  path: '/api/v1/fintelligence/sso',
  response: v.object({
    /** Signed JWT (iss lakbay-platform, aud the learning platform), one use, a minute to live. */
    token: v.string(),
    expires_in: v.number(),
    /** The learning platform's SSO endpoint the token is for (absolute, or a path on the app's origin). */
    sso_url: v.string(),
  }),
});

/** The learning platform's side: the hand-off token in, the one-time page to open out. Not a platform call. */
export const handoffRequestSchema = v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)) });
export const handoffResponseSchema = v.object({ redirect_url: v.string() });
/** Why the learning platform refused a hand-off: `code` of its JSON error body. */
export const handoffErrorCodes = ['TOKEN_EXPIRED', 'TOKEN_INVALID', 'TOKEN_USED'] as const;
