import { applyActionParam, type ActionEffect } from './action-cookie';
import type { CookieJar } from './cookies';
import { saveRedirectUrl, type KeyValueStorage, type RedirectPolicy } from './redirect-url';
import { rememberReferrer } from './referrer-cookie';
import { parseInAppUserAgent, truncateUserAgent, type InAppInfo } from '~/ui/platform/user-agent';

export * from './action-cookie';
export * from './cookies';
export * from './redirect-url';
export * from './referrer-cookie';
export * from '~/ui/platform/user-agent';

export type ShellInput = {
  /** location.search */
  search: string;
  userAgent: string;
  referrer: string;
  storage: KeyValueStorage;
  cookies: CookieJar;
  policy: RedirectPolicy;
};

export type ShellResult = {
  redirectUrl: string | null;
  action: ActionEffect;
  referrer: string | null;
  userAgent: string;
  inApp: InAppInfo | null;
};

/** Everything the shell does on boot, in one call (main.tsx passes the real browser adapters). */
export function runShellBehaviours(input: ShellInput): ShellResult {
  const params = new URLSearchParams(input.search);
  return {
    redirectUrl: saveRedirectUrl(params, input.storage, input.policy),
    action: applyActionParam(params.get('action'), input.cookies),
    referrer: rememberReferrer(input.referrer, input.policy.origin, input.cookies),
    userAgent: truncateUserAgent(input.userAgent),
    inApp: parseInAppUserAgent(input.userAgent),
  };
}
