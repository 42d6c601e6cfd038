import * as v from 'valibot';
import {
  csrfResponseSchema,
  redirectResponseSchema,
  sessionResponseSchema,
  ssoProviders,
  authServiceErrorSchema,
} from '~/api/contract/auth-service';
import type { SessionUser, SsoProvider } from '@machines/auth/types';
import { config } from '~/config';
import { adoptTokens } from './cognito';

/**
 * Social sign-in through the sign-in service (config.authBasePath): POST signin/{provider} with the CSRF token
 * sends the browser to the provider; it comes back to /login?sso=<provider>[&error=<code>], and GET session
 * hands the Cognito tokens over once (never in a URL). See docs/decisions.md (helper S2).
 */
const base = () => config.authBasePath;
const network = { code: 'NETWORK', message: 'We could not reach Lakbay. Check your connection and try again.' };

async function json<T>(res: Response, schema: v.GenericSchema<unknown, T>): Promise<T> {
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const e = v.safeParse(authServiceErrorSchema, body);
    throw e.success ? { code: e.output.code, message: e.output.message, httpStatus: res.status } : { code: `HTTP_${res.status}`, message: '', httpStatus: res.status };
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw { code: 'MALFORMED_RESPONSE', message: 'We received an unexpected answer. Please try again.' };
  return parsed.output;
}

export async function startSso({ provider }: { provider: SsoProvider }, go: (url: string) => void = (u) => location.assign(u)): Promise<void> {
  const csrf = await fetch(`${base()}/csrf`, { credentials: 'same-origin' }).catch(() => Promise.reject(network));
  const { csrfToken } = await json(csrf, csrfResponseSchema);
  const res = await fetch(`${base()}/signin/${provider}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ csrfToken, callbackUrl: '/login' }),
  }).catch(() => Promise.reject(network));
  const { url } = await json(res, redirectResponseSchema);
  go(url);
  // The page is leaving; never settle so the chart stays in "redirecting" until it does.
  await new Promise(() => {});
}

export async function completeSso(): Promise<SessionUser> {
  const res = await fetch(`${base()}/session`, { credentials: 'same-origin', cache: 'no-store' }).catch(() => Promise.reject(network));
  const session = await json(res, sessionResponseSchema);
  if (!('user' in session) || !session.tokens) throw { code: 'SSO_STATE', message: 'This sign-in has expired. Please choose your sign-in option again.' };
  adoptTokens(session.user.username, session.tokens);
  return { username: session.user.username, loginType: session.user.username.startsWith('+') ? 'PHONE' : 'EMAIL', sub: session.user.id };
}


export { ssoFromUrl } from './sso-url';

export const knownProviders: readonly SsoProvider[] = ssoProviders;
