import * as v from 'valibot';
import { cognitoTokensSchema } from './account';

/**
 * The sign-in service under the auth base path (config.authBasePath, default /api/auth): spec §7.
 * Every POST needs the CSRF token from GET csrf, sent as `csrfToken` in the body or the X-CSRF-Token header
 * (double-submit: it must equal the HttpOnly cookie the same GET set). Social sign-in hand-off: after the
 * provider's consent the browser lands on `<callbackUrl>?sso=<provider>` (or `&error=<code>`), and the app
 * calls GET session once to receive the Cognito tokens; tokens never travel in URLs.
 */
export const ssoProviders = ['google', 'facebook', 'apple'] as const;
export type SsoProvider = (typeof ssoProviders)[number];

/** Outcomes a social sign-in can end with besides success (spec §8, §6). */
export const SSO_DISABLED = 'SSO_DISABLED';
export const SSO_DISABLED_MESSAGE = 'SSO is disabled for the platform.';
export const ssoErrorCodes = ['UAS-E904', 'UAS-E905', 'UAS-E906', 'UAS-E907', SSO_DISABLED] as const;
export type SsoErrorCode = (typeof ssoErrorCodes)[number];
/** The borrower closed the provider's consent screen. */
export const SSO_CANCELLED = 'CANCELLED';

export const csrfResponseSchema = v.object({ csrfToken: v.string() });

export const providersResponseSchema = v.record(
  v.string(),
  v.object({ id: v.picklist(ssoProviders), name: v.string(), type: v.literal('oauth'), signinUrl: v.string(), callbackUrl: v.string() }),
);

export const signinBodySchema = v.object({
  csrfToken: v.optional(v.string()),
  /** Same-origin path to return to, e.g. /login (the default). */
  callbackUrl: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
/** Where to send the browser next (the provider's consent page). */
export const redirectResponseSchema = v.object({ url: v.string() });

export const sessionResponseSchema = v.union([
  v.object({
    user: v.object({ id: v.string(), email: v.nullable(v.string()), username: v.string(), provider: v.picklist(ssoProviders) }),
    expires: v.string(),
    /** Present on the first read after a social sign-in only. */
    tokens: v.optional(cognitoTokensSchema),
  }),
  /** No session. */
  v.strictObject({}),
]);
export type SessionResponse = v.InferOutput<typeof sessionResponseSchema>;

export const logBodySchema = v.object({
  csrfToken: v.optional(v.string()),
  level: v.picklist(['error', 'warn', 'debug']),
  code: v.optional(v.pipe(v.string(), v.maxLength(64))),
  message: v.pipe(v.string(), v.maxLength(2000)),
});

/** Query the app's callback page receives after a social sign-in. */
export const ssoReturnQuerySchema = v.object({
  sso: v.picklist(ssoProviders),
  error: v.optional(v.picklist([...ssoErrorCodes, SSO_CANCELLED])),
});

/** Error body of the sign-in service (same shape as the platform's). */
export const authServiceErrorSchema = v.object({ code: v.string(), message: v.string() });
