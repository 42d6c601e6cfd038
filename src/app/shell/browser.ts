import { config } from '~/config';
import { documentCookieJar } from './cookies';
import { runShellBehaviours, type ShellResult } from './index';

/**
 * Boot-time entry for main.tsx: runs every shell rule against the real browser (URL, user agent, referrer,
 * localStorage, cookies). localStorage access itself can throw (blocked storage); then nothing is stored.
 */
/** A Storage kept in memory: where the browser's is blocked (private mode), and for the build-time render. */
export function memoryStorage(): Storage {
  const memory = new Map<string, string>();
  return {
    get length() {
      return memory.size;
    },
    clear: () => memory.clear(),
    key: (i: number) => [...memory.keys()][i] ?? null,
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, String(v)),
    removeItem: (k: string) => void memory.delete(k),
  };
}

/** localStorage, or an inert stand-in when the browser blocks it (private modes, webview settings). */
export function safeLocalStorage(): Storage {
  try {
    const storage = window.localStorage;
    storage.getItem('lakbay.probe');
    return storage;
  } catch {
    return memoryStorage();
  }
}

export function runShellInBrowser(): ShellResult {
  const storage = safeLocalStorage();
  return runShellBehaviours({
    search: window.location.search,
    userAgent: navigator.userAgent,
    referrer: document.referrer,
    storage,
    cookies: documentCookieJar(document),
    policy: { origin: window.location.origin, allowlist: config.redirectAllowlist },
  });
}
