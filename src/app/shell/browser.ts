import { config } from '~/config';
import { documentCookieJar } from './cookies';
import { runShellBehaviours, type ShellResult } from './index';

/**
 * Boot-time entry for main.tsx: runs every shell rule against the real browser (URL, user agent, referrer,
 * localStorage, cookies). localStorage access itself can throw (blocked storage); then nothing is stored.
 */
export function runShellInBrowser(): ShellResult {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return runShellBehaviours({
    search: window.location.search,
    userAgent: navigator.userAgent,
    referrer: document.referrer,
    storage: storage ?? { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    cookies: documentCookieJar(document),
    policy: { origin: window.location.origin, allowlist: config.redirectAllowlist },
  });
}
