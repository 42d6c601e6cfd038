import { createActor, type InspectionEvent } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { appMachine, type AppInput } from '@machines/app.machine';
import { authMachine } from '@machines/auth/auth.machine';
import { accountMachine } from '@machines/auth/account.machine';
import { sessionMachine } from '@machines/auth/session.machine';
import { journeyTypes } from '@machines/journeys/definitions';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { accountImplementations, authImplementations, sessionImplementations } from '~/auth';
import { api } from '~/api/queries/api';
import { createDocumentVerificationLogic } from '~/documents/document-verification-logic';
import { providePaymentMachine, readPendingPaymentId } from '~/payment/payment-actors';
import { provideRepaymentsMachine } from '~/repayments/repayments-actors';
import { createAppActors } from './app-actors';
import { createJourneyActors } from './journey-actors';

export interface RootActorDeps {
  queryClient: QueryClient;
  storage: Storage;
  input: AppInput;
  inspect?: ((event: InspectionEvent) => void) | undefined;
  /** Leaves the app (payment provider pages). */
  redirect: (url: string) => void;
}

/** The root chart with every effect supplied at the edge (architecture: effects via .provide()). */
export function createRootActor({ queryClient, storage, input, inspect, redirect }: RootActorDeps) {
  const appActors = createAppActors({ queryClient, storage, pendingPaymentId: () => readPendingPaymentId(storage) });
  const journeyActors = createJourneyActors({ queryClient });
  const documentVerification = createDocumentVerificationLogic(api);
  const machine = appMachine.provide({
    actors: {
      ...appActors,
      session: sessionMachine.provide(sessionImplementations),
      auth: authMachine.provide(authImplementations),
      account: accountMachine.provide(accountImplementations),
      payment: providePaymentMachine({ api, storage, redirect }),
      repayments: provideRepaymentsMachine({ queryClient, api }),
      ...Object.fromEntries(
        journeyTypes.map((t) => [`${t}Journey`, journeyMachines[t].provide({ actors: { ...journeyActors, documentVerification } })]),
      ),
    } as never,
  });
  return createActor(machine, { input, ...(inspect ? { inspect } : {}) });
}
