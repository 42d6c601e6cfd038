import { createActor, fromPromise, type AnyActorLogic, type InspectionEvent } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { appMachine, type AppInput } from '@machines/app/app.machine';
import { authMachine } from '@machines/auth/auth.machine';
import { sessionMachine } from '@machines/auth/session.machine';
import type { AccountSummary, CompanySummary } from '@machines/journeys/entry';
import type { JourneyType } from '@machines/journeys/definitions';
import type { JourneyInput } from '@machines/journeys/journey-types';
import { chartsWhenDownloaded, chartWhenDownloaded } from '@machines/app/signed-in-charts';
import { authImplementations, sessionImplementations } from '~/auth';
import { signedInChunk } from './signed-in-chunk';
import type { SignedIn, SignedInDeps } from './signed-in';

export interface RootActorDeps {
  /** The query client, or how to get it: the browser creates it with the signed-in chunk (src/main.tsx). */
  queryClient: QueryClient | (() => Promise<QueryClient>);
  storage: Storage;
  input: AppInput;
  inspect?: ((event: InspectionEvent) => void) | undefined;
  /** Leaves the app (payment provider pages). */
  redirect: (url: string) => void;
  /** The signed-in chunk's module (tests delay it or swap the session and auth charts in `edge`). */
  downloadSignedIn?: () => Promise<{ signedIn: (deps: SignedInDeps) => SignedIn }>;
  /** The session and auth charts with their effects, and the account loading (tests give fakes that finish alike). */
  edge?: { session: typeof sessionMachine; auth: AnyActorLogic; loadAccount?: AnyActorLogic };
}

/**
 * The root chart with every effect supplied at the edge (architecture: effects via .provide()). The entry holds
 * what a signed-out visitor needs (the app, session and auth charts); the signed-in charts and effects
 * (src/app/signed-in.ts) are a separate chunk. The app chart downloads it in `signedIn.downloading`, its only way
 * into the signed-in states; main.tsx prefetches it when /login is idle (`prefetchSignedIn`).
 */
export function createRootActor({ queryClient, storage, input, inspect, redirect, downloadSignedIn, edge }: RootActorDeps) {
  const download = downloadSignedIn ?? (() => import('./signed-in'));
  const client = typeof queryClient === 'function' ? queryClient : () => Promise.resolve(queryClient);
  const chunk = signedInChunk(() =>
    Promise.all([download(), client()]).then(([m, resolvedClient]) =>
      m.signedIn({ queryClient: resolvedClient, storage, redirect, onUnauthorized: () => checkSession() }),
    ),
  );
  // The app chart's signed-in calls live in the chunk too: each awaits it (already there after downloading).
  const effects = () => chunk.load().then((c) => c.effects);
  // 401 while loading the account (src/app/signed-in.ts): the tokens were revoked (log out on all devices, sign-out
  // in a duplicated tab). The session chart asks the user pool and, on its refusal, ends the session: /login says why.
  let checkSession = () => undefined as void;
  const machine = appMachine.provide({
    actors: {
      session: edge?.session ?? sessionMachine.provide(sessionImplementations),
      // A test's stand-in auth chart only has to finish like the real one (its output is what the app reads).
      auth: (edge?.auth ?? authMachine.provide(authImplementations)) as typeof authMachine,
      downloadSignedIn: fromPromise<void, void>(() => chunk.load().then(() => undefined)),
      // The account loading chart comes with the signed-in chunk, like the other signed-in charts.
      loadAccount: edge?.loadAccount ?? chartWhenDownloaded('loadAccount', () => chunk.loaded()?.loadAccount ?? null),
      saveCompany: fromPromise<void, { companyId: string }>(async ({ input: i }) => (await effects()).saveCompany(i)),
      readCompany: fromPromise<CompanySummary, { companyId: string }>(async ({ input: i }) => (await effects()).readCompany(i)),
      sendFeedback: fromPromise<void, { kind: 'company' | 'declaration'; values: Record<string, unknown> }>(async ({ input: i }) => (await effects()).sendFeedback(i)),
      prepareJourney: fromPromise<JourneyInput, { type: JourneyType; account: AccountSummary }>(async ({ input: i }) => (await effects()).prepareJourney(i)),
      ...chartsWhenDownloaded(() => chunk.loaded()?.charts ?? null),
    },
  });
  const actor = createActor(machine, { input, ...(inspect ? { inspect } : {}) });
  checkSession = () => actor.getSnapshot().children.session?.send({ type: 'session.check' });
  return Object.assign(actor, { prefetchSignedIn: () => chunk.load().then(() => undefined, () => undefined) });
}
