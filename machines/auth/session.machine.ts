import { assign, fromPromise, sendParent, setup } from 'xstate';
import { toFailure, type AuthFailure } from './failure';
import type { SessionUser } from './types';

/**
 * The signed-in session for the app's lifetime (spec §4 "Session", §9): restored on reload, access token
 * refreshed REFRESH_LEAD_SECONDS before it expires (the SDK refreshes only after expiry, so this is our timer),
 * identity credentials refreshed every 50 minutes with 3 attempts, and any refresh failure ends the session.
 *
 * The root chart invokes it with id 'session' and hears (via sendParent):
 *   session.restored { user }   a session was found on boot, or after session.begin
 *   session.none                no session on boot
 *   session.ended { failure }   refresh failed / session error: tokens cleared; keep the journey draft
 *   session.signedOut           after session.signOut or session.signOutEverywhere
 * and sends it: session.begin (after the auth chart is done), session.signOut, session.signOutEverywhere.
 */
export const REFRESH_LEAD_SECONDS = 180;
export const CREDENTIALS_INTERVAL_MS = 50 * 60 * 1000;
export const CREDENTIALS_ATTEMPTS = 3;
export const CREDENTIALS_RETRY_MS = 5_000;

export interface SessionInfo {
  user: SessionUser;
  /** Seconds until the access token expires, as measured by the implementation (clock drift applied). */
  expiresInSeconds: number;
}

export interface SessionContext {
  user: SessionUser | null;
  expiresInSeconds: number;
  credentialAttempts: number;
  failure: AuthFailure | null;
}

export type SessionEvent = { type: 'session.begin' } | { type: 'session.signOut' } | { type: 'session.signOutEverywhere' };

export type SessionParentEvent =
  | { type: 'session.restored'; user: SessionUser }
  | { type: 'session.none' }
  | { type: 'session.ended'; failure: AuthFailure }
  | { type: 'session.signedOut' };

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
    signOut: fromPromise<void>(notProvided('signOut')),
    globalSignOut: fromPromise<void>(notProvided('globalSignOut')),
  },
  delays: {
    refreshLead: ({ context }) => Math.max(0, context.expiresInSeconds - REFRESH_LEAD_SECONDS) * 1000,
    credentialsInterval: CREDENTIALS_INTERVAL_MS,
    credentialsRetry: CREDENTIALS_RETRY_MS,
  },
  guards: {
    found: ({ event }) => (event as unknown as { output: SessionInfo | null }).output !== null,
    canRetryCredentials: ({ context }) => context.credentialAttempts + 1 < CREDENTIALS_ATTEMPTS,
  },
  actions: {
    storeSession: assign(({ event }) => {
      const info = (event as unknown as { output: SessionInfo }).output;
      return { user: info.user, expiresInSeconds: info.expiresInSeconds, failure: null };
    }),
    storeFailure: assign({ failure: ({ event }) => toFailure((event as { error?: unknown }).error) }),
    countCredentialAttempt: assign({ credentialAttempts: ({ context }) => context.credentialAttempts + 1 }),
    resetCredentialAttempts: assign({ credentialAttempts: 0 }),
    clearUser: assign({ user: null, expiresInSeconds: 0, credentialAttempts: 0 }),
    notifyRestored: sendParent(({ context }): SessionParentEvent => ({ type: 'session.restored', user: context.user! })),
    notifyNone: sendParent({ type: 'session.none' } satisfies SessionParentEvent),
    notifyEnded: sendParent(({ context }): SessionParentEvent => ({
      type: 'session.ended',
      failure: context.failure ?? { code: 'SESSION_ENDED', message: 'Your session has ended.' },
    })),
    notifySignedOut: sendParent({ type: 'session.signedOut' } satisfies SessionParentEvent),
  },
}).createMachine({
  id: 'session',
  context: { user: null, expiresInSeconds: 0, credentialAttempts: 0, failure: null },
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['loading'],
      invoke: {
        src: 'restoreSession',
        onDone: [
          { guard: 'found', target: 'active', actions: ['storeSession', 'notifyRestored'] },
          { target: 'signedOut', actions: 'notifyNone' },
        ],
        onError: { target: 'signedOut', actions: 'notifyNone' },
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
          { guard: 'found', target: 'active', actions: ['storeSession', 'notifyRestored'] },
          { target: 'signedOut', actions: 'notifySignedOut' },
        ],
        onError: { target: 'ended', actions: 'storeFailure' },
      },
    },
    active: {
      tags: ['signedIn'],
      type: 'parallel',
      on: { 'session.signOut': 'signingOut', 'session.signOutEverywhere': 'signingOutEverywhere' },
      states: {
        tokens: {
          initial: 'waiting',
          states: {
            waiting: { after: { refreshLead: 'refreshing' } },
            refreshing: {
              invoke: {
                src: 'refreshSession',
                onDone: { target: 'waiting', actions: 'storeSession' },
                onError: { target: '#session.ended', actions: 'storeFailure' },
              },
            },
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
                  { target: '#session.ended', actions: 'storeFailure' },
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
      // Clear the SDK's tokens so a reload does not bring a dead session back; failure to clear changes nothing.
      invoke: { src: 'signOut', onDone: 'signedOut', onError: 'signedOut' },
    },
    signingOut: {
      tags: ['loading'],
      invoke: { src: 'signOut', onDone: { target: 'signedOut', actions: 'notifySignedOut' }, onError: { target: 'signedOut', actions: 'notifySignedOut' } },
    },
    signingOutEverywhere: {
      tags: ['loading'],
      invoke: {
        src: 'globalSignOut',
        onDone: { target: 'signedOut', actions: 'notifySignedOut' },
        // Not signed out anywhere yet: say so and stay signed in, so the borrower can retry.
        onError: { target: 'active', actions: 'storeFailure' },
      },
    },
  },
});
