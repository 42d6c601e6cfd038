import { lastAuthUserKey, tabStore } from './auth-storage';

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
