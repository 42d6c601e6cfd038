import type { QueryClient } from '@tanstack/react-query';
import type { AnyActorLogic } from 'xstate';
import { accountMachine } from '@machines/account/account.machine';
import type { JourneyType } from '@machines/journeys/definitions';
import { accountImplementations } from '~/auth';
import { api } from '~/api/queries/api';
import { provideJourneyCharts } from '~/journeys/provide';
import { providePaymentMachine } from '~/payment/payment-actors';
import { readPendingPaymentId } from '~/payment/pending-payment';
import { provideRepaymentsMachine } from '~/repayments/repayments-actors';
import { createAppEffects } from './app-effects';

/** The app chart's children that only a signed-in borrower reaches (their `src` names in machines/app.machine.ts). */
export type SignedInChart = 'account' | 'payment' | 'repayments' | `${JourneyType}Journey`;

export interface SignedInDeps {
  queryClient: QueryClient;
  storage: Storage;
  redirect: (url: string) => void;
}

/**
 * Everything only a signed-in borrower needs: the journey, payment, repayments and account charts with their
 * effects, and the app chart's signed-in effects (account load, company, journey preparation). A separate chunk,
 * downloaded while the account loads after sign-in (create-root-actor.ts).
 */
export function signedIn({ queryClient, storage, redirect }: SignedInDeps) {
  const journeys = provideJourneyCharts({ queryClient });
  const charts: Record<SignedInChart, AnyActorLogic> = {
    account: accountMachine.provide(accountImplementations),
    payment: providePaymentMachine({ api, storage, redirect }),
    repayments: provideRepaymentsMachine({ queryClient, api }),
    ...journeys,
  };
  return { charts, effects: createAppEffects({ queryClient, storage, pendingPaymentId: () => readPendingPaymentId(storage) }) };
}
