import * as v from 'valibot';
import { ssoReturnQuerySchema } from '~/api/contract/auth-service';
import type { AuthInput } from '@machines/auth/types';

/** Reads the SSO return from the URL the app opened on (/login?sso=google&error=UAS-E904). */
export function ssoFromUrl(search: string): AuthInput['sso'] {
  const params = Object.fromEntries(new URLSearchParams(search));
  if (!params.sso) return undefined;
  const parsed = v.safeParse(ssoReturnQuerySchema, params);
  if (!parsed.success) return { error: 'UNKNOWN' };
  return parsed.output.error ? { error: parsed.output.error } : { code: parsed.output.sso };
}
