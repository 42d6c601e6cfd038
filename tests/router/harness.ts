import { createMemoryHistory } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { appMachine } from '@machines/app/app.machine';
import { sessionMachine, type SessionInfo } from '@machines/auth/session.machine';

const session: SessionInfo = { user: { username: '+639171234567', loginType: 'PHONE' }, expiresInSeconds: 3600 };
import type { AuthOutput } from '@machines/auth/types';
import { journeyTypes } from '@machines/journeys/definitions';
import { journeyMachines } from '@machines/journeys/journey.machine';
import { accountMachine } from '@machines/account/account.machine';
import { paymentMachine } from '@machines/payment/payment.machine';
import { repaymentsMachine } from '@machines/repayments/repayments.machine';
import type { AccountSummary } from '@machines/journeys/entry';
import type { SaveStepInput, SaveStepOutput } from '@machines/journeys/journey-types';
import { createAppRouter } from '../../src/router/create-router';

/** A stand-in for the auth chart: the real one's /login page, finished by one event. */
export const fakeAuth = setup({
  types: { context: {} as { output: AuthOutput | null }, events: {} as { type: 'test.signIn' } | { type: 'nav.request'; path: string } },
}).createMachine({
  id: 'auth',
  context: { output: null },
  initial: 'login',
  states: {
    login: {
      meta: { route: '/login', screen: 'login', title: 'Log in', page: 'Login', public: true },
      on: { 'test.signIn': { target: 'done', actions: assign({ output: { user: { username: '+639171234567', loginType: 'PHONE' as const }, returnTo: null, via: 'otp' as const } }) } },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.output!,
});

export interface HarnessOptions {
  signedIn: boolean;
  account: AccountSummary;
  initialPath: string;
}

export function createHarness({ signedIn, account, initialPath }: HarnessOptions) {
  const saves: SaveStepInput[] = [];
  // The fake Cognito session: present from the start when signed in, or once the visitor signs in.
  let hasSession = signedIn;
  const saveStep = fromPromise<SaveStepOutput, SaveStepInput>(async ({ input }) => {
    saves.push(input);
    return { answers: input.values };
  });
  const machine = appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          restoreSession: fromPromise<SessionInfo | null>(async () => (hasSession ? session : null)),
          refreshSession: fromPromise<SessionInfo>(async () => session),
          refreshCredentials: fromPromise<void>(async () => undefined),
          signOut: fromPromise<void>(async () => undefined),
          globalSignOut: fromPromise<void>(async () => undefined),
        },
      }),
      auth: fakeAuth,
      loadAccount: fromPromise(async () => structuredClone(account)),
      ...Object.fromEntries(journeyTypes.map((t) => [`${t}Journey`, journeyMachines[t].provide({ actors: { saveStep } })])),
      // The signed-in charts with their default (inert) effects: these tests are about routes, not calls.
      account: accountMachine,
      payment: paymentMachine,
      repayments: repaymentsMachine,
    } as never,
  });
  const actor = createActor(machine, { input: {} });
  const history = createMemoryHistory({ initialEntries: [initialPath] });
  const router = createAppRouter({ actor, queryClient: new QueryClient(), history });
  actor.start();
  const signIn = () => {
    hasSession = true;
    actor.getSnapshot().children.auth!.send({ type: 'test.signIn' });
  };
  return { actor, router, history, saves, signIn };
}

/** Lets chart -> URL navigations and their guards settle. */
export async function settle(router: { load: () => Promise<void> }) {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 5));
    await router.load();
  }
}

export const account = (over: Partial<AccountSummary> = {}): AccountSummary => ({
  company: {
    id: 'c1', name: 'Sinag Bank', statusCode: 'ACTIVE', hasLoanProduct: true, hasEwaProduct: true, hasQuickLoanProduct: false,
    hasFintelligenceProduct: false, hasInsuranceProduct: false, isCompanyActive: true,
  },
  eligibility: {
    loan: { disabled: false, application_types: ['NEW_LOAN'] },
    ewa: { disabled: true, application_types: [] },
    quickLoan: { disabled: true, application_types: [] },
  },
  ongoing: null,
  resume: null,
  ...over,
});
