import { config } from '~/config';
import { COGNITO_PREFIX, lastAuthUserKey, tabStore } from './auth-storage';

/**
 * Whether this tab holds a Cognito session at all, read without loading the SDK: the SDK keeps the signed-in
 * username under `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` (in the tab's storage, auth-storage.ts). A first-time visitor on /login then
 * never waits for amazon-cognito-identity-js (~25 KB gzip), which loads only when it is needed.
 */
let custom = false;

/** configureCognito (tests, other storages) makes every check defer to the SDK itself. */
export const markCustomStorage = () => {
  custom = true;
};

export function hasStoredSession(): boolean {
  if (custom) return true;
  try {
    return tabStore().getItem(lastAuthUserKey()) !== null;
  } catch {
    return false;
  }
}

/** A JWT's `exp` (seconds), or null when it cannot be read. */
function expiryOf(jwt: string): number | null {
  try {
    const payload = jwt.split('.')[1] ?? '';
    const exp = (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/**
 * The stored access token while it stays valid for another minute on the server's clock (the drift the SDK stored,
 * as cognito.ts `secondsLeft` reads it), read without the SDK; otherwise null and the SDK decides (it refreshes an
 * expired token). Synchronous, so a platform call goes out in the click that asked for it (src/api/client.ts).
 */
export function freshStoredAccessToken(now = Date.now()): string | null {
  if (custom) return null;
  try {
    const store = tabStore();
    const user = store.getItem(lastAuthUserKey());
    if (user === null) return null;
    const prefix = `${COGNITO_PREFIX}${config.cognito.clientId}.${user}`;
    const token = store.getItem(`${prefix}.accessToken`);
    const exp = token ? expiryOf(token) : null;
    if (!token || exp === null) return null;
    const drift = Number.parseInt(store.getItem(`${prefix}.clockDrift`) ?? '0', 10) || 0;
    return exp - (Math.floor(now / 1000) - drift) > 60 ? token : null;
  } catch {
    return null;
  }
}
