import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { accountLoadingMachine } from '@machines/app/account-loading.machine';
import { snapshotKey } from '@machines/journeys/snapshot';
import { isApiError } from '~/api/errors';
import { accountMachine } from '@machines/account/account.machine';
import { ewaMachine } from '@machines/ewa/ewa.machine';
import type { SignedInCharts } from '@machines/app/signed-in-charts';
import { accountImplementations } from '~/auth/account-implementations';
import { api } from '~/api/queries/api';
import { provideJourneyCharts } from '~/app/provide-journeys';
import { providePaymentMachine } from '~/payment/payment-actors';
import { readPendingPaymentId } from '~/payment/pending-payment';
import { provideRepaymentsMachine } from '~/repayments/repayments-actors';
import { provideInsuranceMachine } from '~/insurance/insurance-actors';
import { provideOnboardingMachine } from '~/onboarding/onboarding-actors';
import { provideEngageMachine } from '~/engage/engage-actors';
import { engageGotymeLinking } from '~/journeys/journey-actors';
import { provideSurveysMachine } from '~/surveys/surveys-actors';
import { createAppEffects, type AppEffects } from './app-effects';

// Journeys exist only once signed in: their snapshot writer comes with this chunk (src/main.tsx starts it).
export { persistJourneys } from '~/app/journey-store';

export interface SignedInDeps {
  queryClient: QueryClient;
  storage: Storage;
  redirect: (url: string) => void;
  /** A 401 while loading the account: the root actor asks the session chart to check the session. */
  onUnauthorized?: () => void;
}

export interface SignedIn {
  /** Every chart the app chart invokes only when signed in: one missing here fails typecheck. */
  charts: SignedInCharts;
  effects: AppEffects;
  /** The account loading chart (machines/app/account-loading.machine.ts) with its calls: the app chart's `loadAccount`. */
  loadAccount: typeof accountLoadingMachine;
}

/**
 * Everything only a signed-in borrower needs: the journey, payment, repayments and account charts with their
 * effects, and the app chart's signed-in effects (account load, company, journey preparation). A separate chunk,
 * downloaded in the app chart's signedIn.downloading (create-root-actor.ts).
 */
export function signedIn({ queryClient, storage, redirect, onUnauthorized }: SignedInDeps): SignedIn {
  const charts: SignedInCharts = {
    account: accountMachine.provide(accountImplementations),
    payment: providePaymentMachine({ api, storage, redirect }),
    repayments: provideRepaymentsMachine({ queryClient, api }),
    // No calls of its own: it decides from the account the app chart loaded.
    ewa: ewaMachine,
    insurance: provideInsuranceMachine({ queryClient, api }),
    onboarding: provideOnboardingMachine({ queryClient, api }),
    // GoTyme linking on the engage pages is the loan journey's own calls, composed here.
    engage: provideEngageMachine({ redirect, gotyme: engageGotymeLinking({ queryClient }) }),
    surveys: provideSurveysMachine({ queryClient, api }),
    ...provideJourneyCharts({ queryClient }),
  };
  const effects = createAppEffects({ queryClient, storage, pendingPaymentId: () => readPendingPaymentId(storage) });
  // A 401 here means the tokens were revoked: the session chart is asked to check (and ends the session if so).
  const call = <T,>(read: () => Promise<T>): Promise<T> =>
    read().catch((e: unknown) => {
      if (isApiError(e) && e.httpStatus === 401) onUnauthorized?.();
      throw e;
    });
  const loadAccount = accountLoadingMachine.provide({
    actors: {
      readProfile: fromPromise(() => call(() => effects.readProfile())),
      readEligibility: fromPromise(() => call(() => effects.readEligibility())),
      readOngoing: fromPromise(() => call(() => effects.readOngoing())),
      readCompany: fromPromise(({ input }) => call(() => effects.readCompany(input))),
      readTabKept: fromPromise(({ input }) => call(() => effects.readTabKept(input))),
    },
    actions: { forgetSnapshot: (_, { userId }) => storage.removeItem(snapshotKey(userId)) },
  });
  return { charts, effects, loadAccount };
}
