import { assign, fromCallback, fromPromise, sendParent, setup } from 'xstate';
import { toFailure, type AuthFailure } from './failure';
import type { SessionUser } from './types';

/**
 * The signed-in session for the app's lifetime (spec §4 "Session", §9): restored on reload, access token
 * refreshed ahead of expiry (the SDK refreshes only after expiry, so this is our timer), identity credentials
 * refreshed every 50 minutes with 3 attempts.
 *
 * A token refresh that fails for a passing reason (503, dropped connection, throttling) is retried with backoff
 * for as long as the current access token is still valid; only a definite refusal (refresh token expired or
 * revoked: NotAuthorizedException) or running out of validity ends the session.
 *
 * A session found on boot is checked with the user pool (verifySession, one GetUser) before the root hears of it:
 * tokens revoked elsewhere ("Log out on all devices", sign-out in a duplicated tab) end it there, instead of every
 * platform call answering 401. `session.check` asks for the same check later (a platform call answered 401, another
 * tab signed out). Offline or a 503 keeps the session: only a definite refusal ends it.
 *
 * The root chart invokes it with id 'session' and hears (via sendParent):
 *   session.restored { user }   a session was found on boot, or after session.begin
 *   session.none                no session on boot
 *   session.ended { failure }   refresh refused / token ran out: tokens cleared; the journey draft is kept
 *   session.signedOut           after session.signOut or session.signOutEverywhere (everything cleared)
 * and sends it: session.begin (after the auth chart is done), session.signOut, session.signOutEverywhere.
 */
export const REFRESH_LEAD_SECONDS = 180;
/** Floor between two refreshes, whatever the server's token says: a refresh can never become a loop. */
export const MIN_REFRESH_GAP_SECONDS = 10;
export const REFRESH_BACKOFF_SECONDS = [2, 4, 8, 16, 32, 60] as const;
export const CREDENTIALS_INTERVAL_MS = 50 * 60 * 1000;
export const CREDENTIALS_ATTEMPTS = 3;
export const CREDENTIALS_RETRY_MS = 5_000;

export interface SessionInfo {
  user: SessionUser;
  /** Seconds until the access token expires, as measured by the implementation (clock drift applied). */
  expiresInSeconds: number;
  /** The access token's whole lifetime (exp - iat), seconds; taken as expiresInSeconds when not known. */
  lifetimeSeconds?: number | undefined;
}

export interface SessionContext {
  user: SessionUser | null;
  expiresInSeconds: number;
  lifetimeSeconds: number;
  /** Validity left on the access token at the current refresh attempt (decremented as the chart waits). */
  validForSeconds: number;
  refreshAttempts: number;
  credentialAttempts: number;
  failure: AuthFailure | null;
}

export type SessionEvent =
  | { type: 'session.begin' }
  | { type: 'session.signOut' }
  | { type: 'session.signOutEverywhere' }
  /** Something suggests the tokens no longer work (a 401, another tab signed out): ask the user pool. */
  | { type: 'session.check' };

export type SessionParentEvent =
  | { type: 'session.restored'; user: SessionUser }
  | { type: 'session.none' }
  | { type: 'session.ended'; failure: AuthFailure }
  | { type: 'session.signedOut' };

/** Refresh refusals that no retry can change: the refresh token expired, was revoked, or the user is gone. */
const refusals: readonly string[] = ['NotAuthorizedException', 'UserNotFoundException', 'SESSION_ENDED'];
export const isRefusal = (f: AuthFailure) => refusals.includes(f.code) || f.httpStatus === 400 || f.httpStatus === 401 || f.httpStatus === 403;

/** Seconds from storing a token to refreshing it: the later of (exp - 180 s) and half its lifetime. */
export const refreshDelaySeconds = (c: Pick<SessionContext, 'expiresInSeconds' | 'lifetimeSeconds'>) =>
  Math.max(MIN_REFRESH_GAP_SECONDS, c.expiresInSeconds - Math.min(REFRESH_LEAD_SECONDS, c.lifetimeSeconds / 2));
const backoffSeconds = (attempt: number) => REFRESH_BACKOFF_SECONDS[Math.min(attempt, REFRESH_BACKOFF_SECONDS.length - 1)] ?? 60;
const ended: AuthFailure = { code: 'SESSION_ENDED', message: 'Your session has ended.' };
const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is supplied with .provide() (src/auth)`);
};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'loading' | 'signedIn',
  },
  actors: {
    /** Resolves null when nobody is signed in on this device. */
    restoreSession: fromPromise<SessionInfo | null>(notProvided('restoreSession')),
    refreshSession: fromPromise<SessionInfo>(notProvided('refreshSession')),
    refreshCredentials: fromPromise<void>(notProvided('refreshCredentials')),
    /** One GetUser with the access token: resolves when the pool still accepts it, rejects with its refusal. */
    verifySession: fromPromise<void>(notProvided('verifySession')),
    /** Sends `session.check` back when another tab of this browser signs out or the borrower returns to this one. */
    watchOtherTabs: fromCallback(() => undefined),
    /** Sign-out: revoke, clear tokens and every personal draft on this device. */
    signOut: fromPromise<void>(notProvided('signOut')),
    /** The session ended on its own: clear the tokens, keep the journey draft for the borrower's return. */
    forgetSession: fromPromise<void>(notProvided('forgetSession')),
    globalSignOut: fromPromise<void>(notProvided('globalSignOut')),
  },
  delays: {
    refreshLead: ({ context }) => refreshDelaySeconds(context) * 1000,
    refreshBackoff: ({ context }) => backoffSeconds(context.refreshAttempts - 1) * 1000,
    credentialsInterval: CREDENTIALS_INTERVAL_MS,
    credentialsRetry: CREDENTIALS_RETRY_MS,
  },
  guards: {
    found: (_, info: SessionInfo | null) => info !== null,
    isRefused: (_, failure: AuthFailure) => isRefusal(failure),
    /** A passing failure, and the token is still valid when the next try is due. */
    canRetryRefresh: ({ context }, failure: AuthFailure) => !isRefusal(failure) && backoffSeconds(context.refreshAttempts) < context.validForSeconds,
    canRetryCredentials: ({ context }) => context.credentialAttempts + 1 < CREDENTIALS_ATTEMPTS,
  },
  actions: {
    storeSession: assign((_, info: SessionInfo | null) =>
      info
        ? { user: info.user, expiresInSeconds: info.expiresInSeconds, lifetimeSeconds: info.lifetimeSeconds ?? info.expiresInSeconds, validForSeconds: info.expiresInSeconds, refreshAttempts: 0, failure: null }
        : {},
    ),
    /** The wait before a refresh attempt uses up that much of the token's validity. */
    spendWait: assign({ validForSeconds: ({ context }) => context.validForSeconds - refreshDelaySeconds(context) }),
    spendBackoff: assign({ validForSeconds: ({ context }) => context.validForSeconds - backoffSeconds(context.refreshAttempts - 1) }),
    countRefreshAttempt: assign({ refreshAttempts: ({ context }) => context.refreshAttempts + 1 }),
    storeFailure: assign((_, failure: AuthFailure) => ({ failure })),
    countCredentialAttempt: assign({ credentialAttempts: ({ context }) => context.credentialAttempts + 1 }),
    resetCredentialAttempts: assign({ credentialAttempts: 0 }),
    clearUser: assign({ user: null, expiresInSeconds: 0, lifetimeSeconds: 0, validForSeconds: 0, refreshAttempts: 0, credentialAttempts: 0 }),
    notifyRestored: sendParent(({ context }): SessionParentEvent => (context.user ? { type: 'session.restored', user: context.user } : { type: 'session.none' })),
    notifyNone: sendParent({ type: 'session.none' } satisfies SessionParentEvent),
    notifyEnded: sendParent(({ context }): SessionParentEvent => ({ type: 'session.ended', failure: context.failure ?? ended })),
    notifySignedOut: sendParent({ type: 'session.signedOut' } satisfies SessionParentEvent),
  },
}).createMachine({
  id: 'session',
  context: { user: null, expiresInSeconds: 0, lifetimeSeconds: 0, validForSeconds: 0, refreshAttempts: 0, credentialAttempts: 0, failure: null },
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['loading'],
      invoke: {
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'verifying',
            actions: { type: 'storeSession', params: ({ event }) => event.output },
          },
          { target: 'signedOut', actions: 'notifyNone' },
        ],
        onError: { target: 'signedOut', actions: 'notifyNone' },
      },
    },
    /** Tokens found on this device: does the user pool still accept them (not revoked on another device or tab)? */
    verifying: {
      tags: ['loading'],
      invoke: {
        src: 'verifySession',
        onDone: { target: 'active', actions: 'notifyRestored' },
        onError: [
          { guard: { type: 'isRefused', params: ({ event }) => toFailure(event.error) }, target: 'ended', actions: { type: 'storeFailure', params: ({ event }) => toFailure(event.error) } },
          // Offline or the pool is down: keep the session (the refresh timer decides later), as a reload did before.
          { target: 'active', actions: 'notifyRestored' },
        ],
      },
    },
    signedOut: {
      entry: 'clearUser',
      on: { 'session.begin': 'beginning' },
    },
    /** The auth chart signed the borrower in; the SDK's stored tokens are read back like on a reload. */
    beginning: {
      tags: ['loading'],
      invoke: {
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'active',
            actions: [{ type: 'storeSession', params: ({ event }) => event.output }, 'notifyRestored'],
          },
          { target: 'signedOut', actions: 'notifySignedOut' },
        ],
        onError: { target: 'ended', actions: { type: 'storeFailure', params: ({ event }) => toFailure(event.error) } },
      },
    },
    active: {
      tags: ['signedIn'],
      type: 'parallel',
      on: { 'session.signOut': 'signingOut', 'session.signOutEverywhere': 'signingOutEverywhere' },
      invoke: { src: 'watchOtherTabs' },
      states: {
        tokens: {
          initial: 'waiting',
          states: {
            waiting: { after: { refreshLead: { target: 'refreshing', actions: 'spendWait' } }, on: { 'session.check': 'checking' } },
            /** Asked to check (a 401, another tab signed out): a refusal ends the session, anything else goes on. */
            checking: {
              invoke: {
                src: 'verifySession',
                onDone: 'waiting',
                onError: [
                  { guard: { type: 'isRefused', params: ({ event }) => toFailure(event.error) }, target: '#session.ended', actions: { type: 'storeFailure', params: ({ event }) => toFailure(event.error) } },
                  { target: 'waiting' },
                ],
              },
            },
            refreshing: {
              invoke: {
                src: 'refreshSession',
                onDone: { target: 'waiting', actions: { type: 'storeSession', params: ({ event }) => event.output } },
                onError: [
                  {
                    guard: { type: 'canRetryRefresh', params: ({ event }) => toFailure(event.error) },
                    target: 'retrying',
                    actions: [{ type: 'storeFailure', params: ({ event }) => toFailure(event.error) }, 'countRefreshAttempt'],
                  },
                  { target: '#session.ended', actions: { type: 'storeFailure', params: ({ event }) => toFailure(event.error) } },
                ],
              },
            },
            retrying: { after: { refreshBackoff: { target: 'refreshing', actions: 'spendBackoff' } }, on: { 'session.check': 'checking' } },
          },
        },
        credentials: {
          initial: 'waiting',
          states: {
            waiting: { after: { credentialsInterval: 'refreshing' } },
            refreshing: {
              invoke: {
                src: 'refreshCredentials',
                onDone: { target: 'waiting', actions: 'resetCredentialAttempts' },
                onError: [
                  { guard: 'canRetryCredentials', target: 'retrying', actions: 'countCredentialAttempt' },
                  { target: '#session.ended', actions: { type: 'storeFailure', params: ({ event }) => toFailure(event.error) } },
                ],
              },
            },
            retrying: { after: { credentialsRetry: 'refreshing' } },
          },
        },
      },
    },
    ended: {
      entry: 'notifyEnded',
      // Clear the SDK's tokens so a reload does not bring a dead session back; the journey draft stays for the
      // borrower's return after signing in again. Failure to clear changes nothing.
      invoke: { src: 'forgetSession', onDone: 'signedOut', onError: 'signedOut' },
    },
    signingOut: {
      tags: ['loading'],
      invoke: {
        src: 'signOut',
        onDone: { target: 'signedOut', actions: 'notifySignedOut' },
        onError: { target: 'signedOut', actions: 'notifySignedOut' },
      },
    },
    signingOutEverywhere: {
      tags: ['loading'],
      invoke: {
        src: 'globalSignOut',
        onDone: { target: 'signedOut', actions: 'notifySignedOut' },
        // Not signed out anywhere yet: say so and stay signed in, so the borrower can retry.
        onError: { target: 'active', actions: { type: 'storeFailure', params: ({ event }) => toFailure(event.error) } },
      },
    },
  },
});
