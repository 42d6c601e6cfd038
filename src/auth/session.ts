import type { CognitoUser, CognitoUserSession } from 'amazon-cognito-identity-js';
import { isRefusal, type SessionInfo } from '@machines/auth/session.machine';
import type { SessionUser } from '@machines/auth/types';
import { config } from '~/config';
import { currentUser, secondsLeft } from './cognito';
import { fromCognitoError } from './failures';
import { clearAuthStorage } from './auth-storage';
import { callPool, refresher } from './refresh';
import { announceSignOut } from './other-tabs';

/** A valid session: the stored one, or one refresh shared with every other caller in this tab (refresh.ts). */
const getSession = (user: CognitoUser) => refresher.session(user);

/** Session actors of machines/auth/session.machine.ts, over the SDK's stored tokens. */
export function sessionUser(user: CognitoUser, session: CognitoUserSession): SessionUser {
  const username = user.getUsername();
  const sub = session.getIdToken().decodePayload().sub;
  return { username, loginType: username.startsWith('+') ? 'PHONE' : 'EMAIL', sub: typeof sub === 'string' ? sub : undefined };
}

const info = (user: CognitoUser, session: CognitoUserSession): SessionInfo => {
  const access = session.getAccessToken();
  return { user: sessionUser(user, session), expiresInSeconds: secondsLeft(session), lifetimeSeconds: access.getExpiration() - access.getIssuedAt() };
};

/** The stored session, refreshed by the SDK if it already expired; null when nobody is signed in here. */
export async function restoreSession(): Promise<SessionInfo | null> {
  const user = currentUser();
  if (!user) return null;
  try {
    return info(user, await getSession(user));
  } catch (e) {
    const failure = fromCognitoError(e);
    // Offline or a 503 on reload: keep the tokens for the next try rather than signing the borrower out.
    if (!isRefusal(failure) && failure.code !== 'UNKNOWN') throw failure;
    // Unusable leftovers (revoked refresh token, corrupt storage) must not come back on every reload.
    user.signOut();
    clearAuthStorage({ keepDrafts: true });
    return null;
  }
}

export async function refreshSession(): Promise<SessionInfo> {
  const user = currentUser();
  if (!user) throw { code: 'SESSION_ENDED', message: 'Your session has ended. Please log in again.' };
  try {
    return info(user, await refresher.refresh(user));
  } catch (e) {
    throw fromCognitoError(e);
  }
}

/** Bearer token for platform calls; the SDK refreshes it if it expired while the tab slept. */
export async function getAccessToken(): Promise<string | null> {
  const user = currentUser();
  if (!user) return null;
  try {
    return (await getSession(user)).getAccessToken().getJwtToken();
  } catch {
    return null;
  }
}

/**
 * Does the user pool still accept this session? One GetUser with the access token (no refresh first: a token that
 * expired is the refresh timer's business). Rejects with the pool's refusal (revoked on another device or tab), or
 * with a passing failure (offline, 503) that the chart does not act on.
 */
export async function verifySession(): Promise<void> {
  const user = currentUser();
  if (!user) throw { code: 'SESSION_ENDED', message: 'Your session has ended. Please log in again.' };
  const session = await getSession(user).catch((e: unknown) => Promise.reject(fromCognitoError(e)));
  await callPool(user, 'GetUser', { AccessToken: session.getAccessToken().getJwtToken() });
}

/** Identity-pool credentials (GetId, then GetCredentialsForIdentity) with the id token as the login. */
export async function refreshCredentials(): Promise<void> {
  const user = currentUser();
  if (!user) throw { code: 'SESSION_ENDED', message: 'Your session has ended. Please log in again.' };
  const session = await getSession(user).catch((e: unknown) => Promise.reject(fromCognitoError(e)));
  const c = config.cognito;
  const provider = `cognito-idp.${c.region}.amazonaws.com/${c.userPoolId}`;
  const Logins = { [provider]: session.getIdToken().getJwtToken() };
  const endpoint = c.endpoint ?? `https://cognito-identity.${c.region}.amazonaws.com/`;
  const call = async (op: string, body: object) => {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityService.${op}` },
      body: JSON.stringify(body),
    }).catch(() => Promise.reject({ code: 'NETWORK', message: 'We could not reach Lakbay.' }));
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) throw fromCognitoError({ code: String(json.__type ?? 'UNKNOWN'), message: String(json.message ?? '') });
    return json;
  };
  const { IdentityId } = await call('GetId', { IdentityPoolId: c.identityPoolId, Logins });
  await call('GetCredentialsForIdentity', { IdentityId, Logins });
}

/** Signs out on this device: the SDK revokes the refresh token and clears its keys, then every leftover goes. */
export async function signOut(): Promise<void> {
  const user = currentUser();
  try {
    if (user) {
      // The session goes into memory, then off the device at once: a reload while the revoke is in flight must not
      // come back signed in with tokens the platform is revoking. The SDK revokes from memory.
      await new Promise<void>((resolve) => user.getSession(() => resolve()));
      clearAuthStorage();
      // A duplicated tab holds the same tokens: tell this browser's other tabs to check theirs (other-tabs.ts).
      announceSignOut();
      // The SDK skips its own clearing when it cannot read the session (expired, offline): hence the finally.
      await new Promise<void>((resolve) => user.signOut(() => resolve()));
    }
  } finally {
    clearAuthStorage();
  }
}

/** The session ended by itself (refresh refused): drop the tokens, keep the journey draft for the return. */
export async function forgetSession(): Promise<void> {
  currentUser()?.signOut();
  clearAuthStorage({ keepDrafts: true });
}

export async function globalSignOut(): Promise<void> {
  const user = currentUser();
  if (!user) return;
  await getSession(user).catch((e: unknown) => Promise.reject(fromCognitoError(e)));
  await new Promise<void>((resolve, reject) =>
    user.globalSignOut({ onSuccess: () => resolve(), onFailure: (e) => reject(fromCognitoError(e)) }),
  );
  clearAuthStorage();
  announceSignOut();
}
