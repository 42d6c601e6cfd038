import type { ICognitoStorage } from 'amazon-cognito-identity-js';
import { config } from '~/config';

/**
 * Where the Cognito SDK keeps the borrower's tokens (its `Storage` option). The SDK's default is localStorage,
 * which kept a 30-day refresh token on the device long after the tab closed. Tokens now live in this tab's
 * sessionStorage: a reload restores the session (and refreshes it), closing the tab ends it, a new tab or
 * browser asks for a one-time code again and the server's resume map brings the journey back.
 * No SDK import here (type only): the first page reads it without loading the SDK (stored-session.ts).
 */
export const COGNITO_PREFIX = 'CognitoIdentityServiceProvider.';
/** The journey drafts (machines/journeys/snapshot.ts snapshotKey) and the tab's code request (code-request.ts). */
const APP_PREFIXES = ['lakbay.journey:', 'lakbay.codeRequest'];

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function memoryStore(): Store {
  const memory = new Map<string, string>();
  return {
    get length() {
      return memory.size;
    },
    key: (i: number) => [...memory.keys()][i] ?? null,
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, String(v)),
    removeItem: (k: string) => void memory.delete(k),
  };
}

/** A browser storage, or memory when it is blocked (private modes, webviews): then a reload signs out. */
function browserStore(name: 'sessionStorage' | 'localStorage'): Store | null {
  try {
    const s = window[name];
    s.getItem('lakbay.probe');
    return s;
  } catch {
    return null;
  }
}

const keysOf = (s: Store, match: (key: string) => boolean) =>
  Array.from({ length: s.length }, (_, i) => s.key(i)).filter((k): k is string => k !== null && match(k));

const isCognitoKey = (k: string) => k.startsWith(COGNITO_PREFIX);
const isAppKey = (k: string) => APP_PREFIXES.some((p) => k.startsWith(p));

/**
 * Tokens an older build left in localStorage move into this tab once (so nobody is signed out by the update)
 * and leave localStorage for good; drafts stored there with names and answers are dropped.
 */
export function moveLegacyTokens(from: Store | null, to: Store): void {
  if (!from) return;
  for (const k of keysOf(from, isCognitoKey)) {
    const v = from.getItem(k);
    if (v !== null && to.getItem(k) === null) to.setItem(k, v);
    from.removeItem(k);
  }
  for (const k of keysOf(from, isAppKey)) from.removeItem(k);
}

let tab: Store | null = null;
/** This tab's token store (sessionStorage, or memory when blocked), legacy tokens moved in on first use. */
export function tabStore(): Store {
  if (!tab) {
    tab = browserStore('sessionStorage') ?? memoryStore();
    moveLegacyTokens(browserStore('localStorage'), tab);
  }
  return tab;
}

/** The SDK's Storage option over a store; `clear` removes only the SDK's keys. */
export function cognitoStorage(store: Store = tabStore()): ICognitoStorage {
  return {
    setItem: (k, v) => store.setItem(k, v),
    getItem: (k) => store.getItem(k),
    removeItem: (k) => store.removeItem(k),
    clear: () => keysOf(store, isCognitoKey).forEach((k) => store.removeItem(k)),
  };
}

export const lastAuthUserKey = () => `${COGNITO_PREFIX}${config.cognito.clientId}.LastAuthUser`;

/**
 * Everything this app stored about the borrower: tokens (wherever an SDK version put them), journey drafts and
 * the pending code request. Sign-out calls it after the SDK's own clearing, so nothing half-cleared is left.
 * `keepDrafts`: a session that ended on its own keeps the journey draft for the borrower's return.
 */
export function clearAuthStorage(options: { keepDrafts?: boolean } = {}, stores: (Store | null)[] = [tabStore(), browserStore('localStorage')]): void {
  for (const s of stores) {
    if (!s) continue;
    for (const k of keysOf(s, (key) => isCognitoKey(key) || (!options.keepDrafts && isAppKey(key)))) s.removeItem(k);
  }
}
