import { CognitoAccessToken, CognitoIdToken, CognitoRefreshToken, CognitoUserSession, type CognitoUser, type ICognitoStorage } from 'amazon-cognito-identity-js';
import { fromCognitoError } from './failures';
import { jitteredBackoffMs } from './backoff';

/**
 * Token refresh, one at a time (issue W3-B item 7: with Cognito answering 503, one borrower's tab sent 36+ refreshes
 * in 100 s, 3-6 within 1-2 s each time). Three causes, three rules:
 * - the SDK retried each REFRESH_TOKEN_AUTH about 5 times in ~6 s by itself: here the call is made once (the SDK's
 *   own refreshSession on a client without its retry), and the session chart decides about retries;
 * - every platform call made while the access token had expired refreshed on its own (the SDK's getSession):
 *   here they share the refresh in flight (single flight per tab);
 * - tabs refreshed side by side: the refresh runs under a Web Lock, so at most one is in flight in this browser.
 * After a failure, calls that only want a token (not the chart's own refresh) wait out a backoff with jitter
 * instead of calling again: the chart's retry stays the only one that goes back to the user pool early.
 */
export const REFRESH_LOCK = 'lakbay.session.refresh';

interface SdkClient {
  request: (op: string, params: unknown, cb: (err: unknown, data: unknown) => void) => void;
  requestWithRetry: (op: string, params: unknown, cb: (err: unknown, data: unknown) => void) => void;
}
type UserInternals = { client: SdkClient; storage: ICognitoStorage; pool: { getClientId(): string } };
const internals = (user: CognitoUser) => user as unknown as UserInternals;

/** The tokens the SDK stored for `user`, read without a call (the SDK's getSession refreshes, with its retries). */
export function storedSession(user: CognitoUser): CognitoUserSession | null {
  const { storage, pool } = internals(user);
  const key = (name: string) => `CognitoIdentityServiceProvider.${pool.getClientId()}.${user.getUsername()}.${name}`;
  const id = storage.getItem(key('idToken'));
  const access = storage.getItem(key('accessToken'));
  const refresh = storage.getItem(key('refreshToken'));
  if (!id || !access || !refresh) return null;
  const drift = Number(storage.getItem(key('clockDrift')));
  return new CognitoUserSession({
    IdToken: new CognitoIdToken({ IdToken: id }),
    AccessToken: new CognitoAccessToken({ AccessToken: access }),
    RefreshToken: new CognitoRefreshToken({ RefreshToken: refresh }),
    ...(Number.isFinite(drift) ? { ClockDrift: drift } : {}),
  });
}

/** One call to the user pool with the SDK's client (no retry), its error translated. */
export function callPool(user: CognitoUser, op: string, params: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => internals(user).client.request(op, params, (err, data) => (err ? reject(fromCognitoError(err)) : resolve(data))));
}

/** One REFRESH_TOKEN_AUTH through the SDK (it stores the new tokens), without the SDK's own retries. */
function refreshCall(user: CognitoUser, token: CognitoRefreshToken): Promise<CognitoUserSession> {
  const u = internals(user);
  const client = u.client;
  const once: SdkClient = { request: (...a) => client.request(...a), requestWithRetry: (...a) => client.request(...a) };
  u.client = once;
  return new Promise<CognitoUserSession>((resolve, reject) =>
    user.refreshSession(token, (err: unknown, next: CognitoUserSession) => (err ? reject(fromCognitoError(err)) : resolve(next))),
  ).finally(() => {
    u.client = client;
  });
}

type Locks = { request: <T>(name: string, run: () => Promise<T>) => Promise<T> };
function withBrowserLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as unknown as { locks?: Locks }).locks;
  return locks ? locks.request(REFRESH_LOCK, run) : run();
}

export interface Refresher {
  /** Refreshes now, sharing a refresh already in flight (the session chart's timer and retries). */
  refresh(user: CognitoUser): Promise<CognitoUserSession>;
  /** A valid session for a call: the stored one, else a shared refresh unless a recent failure asks to wait. */
  session(user: CognitoUser): Promise<CognitoUserSession>;
}

export function createRefresher(deps: { now?: () => number; random?: () => number; lock?: <T>(run: () => Promise<T>) => Promise<T>; call?: typeof refreshCall } = {}): Refresher {
  const now = deps.now ?? Date.now;
  const lock = deps.lock ?? withBrowserLock;
  const call = deps.call ?? refreshCall;
  let inFlight: Promise<CognitoUserSession> | null = null;
  let failures = 0;
  let waitUntil = 0;
  let lastFailure: unknown = null;

  const refresh = (user: CognitoUser): Promise<CognitoUserSession> => {
    inFlight ??= lock(async () => {
      // Another caller may have refreshed while this one waited for the lock (another tab, same storage).
      const stored = storedSession(user);
      if (stored?.isValid() && stored.getAccessToken().getIssuedAt() * 1000 > now() - 5_000) return stored;
      const old = stored?.getRefreshToken();
      if (!old) throw { code: 'SESSION_ENDED', message: 'Your session has ended. Please log in again.' };
      return call(user, old);
    })
      .then(
        (s) => {
          failures = 0;
          waitUntil = 0;
          return s;
        },
        (e: unknown) => {
          lastFailure = e;
          waitUntil = now() + jitteredBackoffMs(failures, deps.random);
          failures += 1;
          throw e;
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    refresh,
    session: async (user) => {
      const stored = storedSession(user);
      if (stored?.isValid()) {
        // As the SDK's getSession does: its calls for this user (globalSignOut, signOut) need the session on it.
        (user as unknown as { signInUserSession: CognitoUserSession | null }).signInUserSession = stored;
        return stored;
      }
      if (inFlight) return inFlight;
      if (now() < waitUntil) throw lastFailure;
      return refresh(user);
    },
  };
}

/** The tab's one refresher. */
export const refresher = createRefresher();
