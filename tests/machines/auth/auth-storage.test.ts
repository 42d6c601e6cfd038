import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Where the borrower's tokens and drafts live (src/auth/auth-storage.ts), read back from the browser's storages
 * as a person inspecting the device would: the 30-day refresh token never sits in localStorage, and after signing
 * out nothing about the borrower is left, even when the SDK cannot reach Cognito to revoke.
 */
class MapStorage implements Storage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (i: number) => [...this.items.keys()][i] ?? null;
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, String(v));
  removeItem = (k: string) => void this.items.delete(k);
  clear = () => this.items.clear();
}

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (payload: object) => `${b64({ alg: 'none' })}.${b64(payload)}.sig`;
const now = () => Math.floor(Date.now() / 1000);
const tokens = (expired = false) => {
  const iat = now() - (expired ? 7200 : 0);
  const claims = { sub: 'u-1', username: '+639171234567', iat, exp: iat + 3600 };
  return { IdToken: jwt(claims), AccessToken: jwt(claims), RefreshToken: 'refresh-token-30-days', ExpiresIn: 3600, TokenType: 'Bearer' as const };
};

let local: MapStorage;
let tab: MapStorage;
const keys = (s: MapStorage) => [...s.items.keys()];
const draftKey = 'lakbay.journey:+639171234567';

beforeEach(() => {
  vi.resetModules();
  local = new MapStorage();
  tab = new MapStorage();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: tab });
  // Cognito unreachable: the SDK cannot refresh or revoke.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});
afterEach(() => vi.unstubAllGlobals());

describe('token and draft storage', () => {
  it('keeps the tokens in this tab only: nothing in localStorage, and the session is found again on reload', async () => {
    const { adoptTokens } = await import('~/auth/cognito');
    adoptTokens('+639171234567', tokens());
    expect(keys(local)).toEqual([]);
    expect([...tab.items.values()]).toContain('refresh-token-30-days');
    const { hasStoredSession } = await import('~/auth/stored-session');
    expect(hasStoredSession()).toBe(true);
    const { restoreSession } = await import('~/auth/session');
    expect((await restoreSession())?.user.username).toBe('+639171234567');
  });

  it('moves tokens an older build left in localStorage into the tab, and drops drafts stored there', async () => {
    local.setItem('CognitoIdentityServiceProvider.lakbay-web.LastAuthUser', '+639171234567');
    local.setItem('CognitoIdentityServiceProvider.lakbay-web.+639171234567.refreshToken', 'old-refresh');
    local.setItem(draftKey, '{"answers":{"firstName":"Maria"}}');
    local.setItem('ajs_anonymous_id', 'a-1');
    const { hasStoredSession } = await import('~/auth/stored-session');
    expect(hasStoredSession()).toBe(true);
    expect(keys(local)).toEqual(['ajs_anonymous_id']);
    expect(tab.getItem('CognitoIdentityServiceProvider.lakbay-web.+639171234567.refreshToken')).toBe('old-refresh');
  });

  it('signing out clears tokens, drafts and the code request, even when the SDK cannot revoke (token expired, offline)', async () => {
    const { adoptTokens } = await import('~/auth/cognito');
    adoptTokens('+639171234567', tokens(true));
    tab.setItem(draftKey, '{"answers":{"firstName":"Maria"}}');
    tab.setItem('lakbay.codeRequest', '{"flow":"login","identifier":"09171234567"}');
    tab.setItem('lakbay.monitor', 'on');
    const { signOut } = await import('~/auth/session');
    await signOut();
    expect(keys(tab)).toEqual(['lakbay.monitor']);
    expect(keys(local)).toEqual([]);
  });

  it('a session that ended by itself clears the tokens but keeps the journey draft for the return', async () => {
    const { adoptTokens } = await import('~/auth/cognito');
    adoptTokens('+639171234567', tokens());
    tab.setItem(draftKey, '{"answers":{"firstName":"Maria"}}');
    const { forgetSession } = await import('~/auth/session');
    await forgetSession();
    expect(keys(tab)).toEqual([draftKey]);
  });

  it('journey drafts written through the app storage stay in the tab; other keys still go to localStorage', async () => {
    const { withDraftsInTab } = await import('~/journeys/drafts-in-tab');
    const storage = withDraftsInTab(local, () => tab);
    storage.setItem(draftKey, '{"answers":{"firstName":"Maria"}}');
    storage.setItem('lakbay.pendingPayment', 'p-1');
    expect(keys(local)).toEqual(['lakbay.pendingPayment']);
    expect(storage.getItem(draftKey)).toContain('Maria');
    expect(keys(tab)).toEqual([draftKey]);
  });
});
