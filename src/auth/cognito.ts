import {
  AuthenticationDetails,
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserPool,
  CognitoUserSession,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import { config } from '~/config';
import type { CognitoTokens } from '~/api/contract/account';
import { markCustomStorage } from './stored-session';
import { cognitoStorage } from './auth-storage';

/**
 * The app's only Cognito client (amazon-cognito-identity-js). In dev and test `endpoint` is the sandbox's
 * /cognito; in production it is unset and the SDK derives AWS's from the pool id's region.
 */
export interface CognitoConfig {
  userPoolId: string;
  clientId: string;
  endpoint?: string | undefined;
  storage?: ICognitoStorage | undefined;
}

let pool: CognitoUserPool | null = null;
/** Tab-scoped token storage (auth-storage.ts) unless a test configures its own. */
let storage: ICognitoStorage | null = null;
let overrides: CognitoConfig | null = null;
/** The user mid-sign-in (its CUSTOM_CHALLENGE session lives on this object between the two calls). */
let pending: CognitoUser | null = null;

/** Tests point the client at a sandbox on an ephemeral port (and a memory storage). */
export function configureCognito(c: CognitoConfig): void {
  overrides = c;
  markCustomStorage();
  pool = null;
  storage = null;
  pending = null;
}

export function userPool(): CognitoUserPool {
  if (!pool) {
    const c = overrides ?? { userPoolId: config.cognito.userPoolId, clientId: config.cognito.clientId, endpoint: config.cognito.endpoint };
    storage = c.storage ?? cognitoStorage();
    pool = new CognitoUserPool({ UserPoolId: c.userPoolId, ClientId: c.clientId, ...(c.endpoint ? { endpoint: c.endpoint } : {}), Storage: storage });
  }
  return pool;
}

export function cognitoEndpoint(): string {
  const c = overrides ?? config.cognito;
  return c.endpoint ?? `https://cognito-idp.${c.userPoolId.split('_')[0]}.amazonaws.com/`;
}

export function newUser(username: string): CognitoUser {
  const p = userPool();
  return new CognitoUser({ Username: username, Pool: p, ...(storage ? { Storage: storage } : {}) });
}

export const setPending = (u: CognitoUser | null) => {
  pending = u;
};
export const getPending = () => pending;

export function currentUser(): CognitoUser | null {
  return userPool().getCurrentUser();
}

export function getSession(user: CognitoUser): Promise<CognitoUserSession> {
  return new Promise((resolve, reject) =>
    user.getSession((err: Error | null, session: CognitoUserSession | null) => (err || !session ? reject(err ?? new Error('No session')) : resolve(session))),
  );
}

export function refresh(user: CognitoUser, session: CognitoUserSession): Promise<CognitoUserSession> {
  return new Promise((resolve, reject) =>
    user.refreshSession(session.getRefreshToken(), (err: unknown, next: CognitoUserSession) => (err ? reject(err) : resolve(next))),
  );
}

/** Stores tokens the platform returned (registration) as the SDK's own session, so reload and refresh work. */
export function adoptTokens(username: string, tokens: CognitoTokens): CognitoUser {
  const user = newUser(username);
  user.setSignInUserSession(
    new CognitoUserSession({
      IdToken: new CognitoIdToken({ IdToken: tokens.IdToken }),
      AccessToken: new CognitoAccessToken({ AccessToken: tokens.AccessToken }),
      RefreshToken: new CognitoRefreshToken({ RefreshToken: tokens.RefreshToken }),
    }),
  );
  return user;
}

export const details = (username: string, password?: string) =>
  new AuthenticationDetails({ Username: username, ...(password === undefined ? {} : { Password: password }) });

/** Seconds until the access token expires, on the server's clock (the SDK keeps the drift from `iat`). */
export function secondsLeft(session: CognitoUserSession, now = Date.now()): number {
  // getClockDrift exists at run time (local minus server seconds, from iat) but is missing from the typings.
  const drift = (session as unknown as { getClockDrift?: () => number }).getClockDrift?.() ?? 0;
  return session.getAccessToken().getExpiration() - (Math.floor(now / 1000) - drift);
}
