import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { appMachine, type AppInput } from '@machines/app/app.machine';
import { authMachine } from '@machines/auth/auth.machine';
import { sessionMachine } from '@machines/auth/session.machine';
import { journeyTypes } from '@machines/journeys/definitions';
import { authImplementations, sessionImplementations } from '~/auth';
import type { AppEffects } from './app-effects';
import { lazyCharts } from './lazy-charts';
import type { SignedInChart } from './signed-in';

export interface RootActorDeps {
  queryClient: QueryClient;
  storage: Storage;
  input: AppInput;
  inspect?: ((event: InspectionEvent) => void) | undefined;
  /** Leaves the app (payment provider pages). */
  redirect: (url: string) => void;
}

const signedInChartNames: readonly SignedInChart[] = ['account', 'payment', 'repayments', ...journeyTypes.map((t) => `${t}Journey` as const)];

/**
 * The root chart with every effect supplied at the edge (architecture: effects via .provide()). The entry holds
 * what a signed-out visitor needs (the app, session and auth charts); the signed-in charts and effects
 * (src/app/signed-in.ts) are a separate chunk, downloaded while the account loads after sign-in, or earlier when
 * the page is idle (`prefetchSignedIn`).
 */
export function createRootActor({ queryClient, storage, input, inspect, redirect }: RootActorDeps) {
  const signedIn = lazyCharts(signedInChartNames, () => import('./signed-in').then((m) => m.signedIn({ queryClient, storage, redirect })));
  // The app chart's signed-in calls: each awaits the chunk first (the first one, loadAccount, downloads it).
  const effect = (name: keyof AppEffects) =>
    fromPromise(async ({ input: args }: { input: unknown }) => {
      const { effects } = await signedIn.load();
      return (effects[name] as (a: unknown) => Promise<unknown>)(args);
    });
  const machine = appMachine.provide({
    actors: {
      loadAccount: effect('loadAccount'),
      selectCompany: effect('selectCompany'),
      sendFeedback: effect('sendFeedback'),
      prepareJourney: effect('prepareJourney'),
      session: sessionMachine.provide(sessionImplementations),
      auth: authMachine.provide(authImplementations),
      ...signedIn.actors,
    } as never,
  });
  const actor = createActor(machine, { input, ...(inspect ? { inspect } : {}) });
  return Object.assign(actor, { prefetchSignedIn: () => signedIn.load().then(() => undefined, () => undefined) });
}
