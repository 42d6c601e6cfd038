import { config } from '~/config';

/**
 * Whether this browser holds a Cognito session at all, read without loading the SDK: the SDK keeps the signed-in
 * username under `CognitoIdentityServiceProvider.<clientId>.LastAuthUser`. A first-time visitor on /login then
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
    return localStorage.getItem(`CognitoIdentityServiceProvider.${config.cognito.clientId}.LastAuthUser`) !== null;
  } catch {
    return false;
  }
}
