import { engageMachine } from '@machines/engage/engage.machine';
import { createMemoryHistory } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { assign, fromPromise, setup } from 'xstate';
import { sessionMachine, type SessionInfo } from '@machines/auth/session.machine';

const session: SessionInfo = { user: { username: '+639171234567', loginType: 'PHONE' }, expiresInSeconds: 3600 };
import type { AuthOutput } from '@machines/auth/types';
import { journeyTypes, type JourneyType } from '@machines/journeys/definitions';
import { journeyMachines, type JourneyMachine } from '@machines/journeys/journey.machine';
import { accountMachine } from '@machines/account/account.machine';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import { paymentMachine } from '@machines/payment/payment.machine';
import { repaymentsMachine } from '@machines/repayments/repayments.machine';
import { insuranceMachine } from '@machines/insurance/insurance.machine';
import { surveysMachine } from '@machines/surveys/surveys.machine';
import type { AccountSummary } from '@machines/journeys/entry';
import type { SavedStepLike, SaveFormStepInput, StepInput, StepVersionLike } from '@machines/journeys/journey-types';
import { createAppRouter } from '~/router/create-router';
import { accountLoadingMachine } from '@machines/app/account-loading.machine';
import { createRootActor } from '~/app/create-root-actor';
import { ewaMachine } from '@machines/ewa/ewa.machine';
import type { SignedIn } from '~/app/signed-in';

const unused = async (): Promise<never> => {
  throw new Error('not read in these tests: the account-loading stand-in answers');
};

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
  /** The signed-in chunk's download (default: at once); tests delay it to prove nothing runs before it. */
  downloadSignedIn?: (chunk: { signedIn: () => SignedIn }) => Promise<{ signedIn: () => SignedIn }>;
  /** The query client, or its creation (the browser's arrives with the signed-in chunk: src/main.tsx). */
  queryClient?: QueryClient | (() => Promise<QueryClient>);
  /** The app chart's platform effects a test answers itself (a refused journey start, a failed company save). */
  effects?: Partial<SignedIn['effects']>;
}

/** The real root actor (src/app/create-root-actor.ts) with fake session and auth, and a signed-in chunk of real charts. */
export function createHarness({ signedIn, account, initialPath, downloadSignedIn = async (c) => c, queryClient = new QueryClient(), effects }: HarnessOptions) {
  const saves: SaveFormStepInput[] = [];
  const loads: string[] = [];
  // The fake Cognito session: present from the start when signed in, or once the visitor signs in.
  let hasSession = signedIn;
  // Form steps are what these tests submit; the platform keeps what it was sent.
  const saveFormStep = fromPromise<SavedStepLike, SaveFormStepInput>(async ({ input }) => {
    saves.push(input);
    return { answers: Object.fromEntries(Object.entries(input.values).map(([k, v]) => [k, String(v)])) };
  });
  // The version a save is based on: this tab's own (no call).
  const readStepVersion = fromPromise<StepVersionLike, StepInput>(async () => ({ answers: {}, version: 1, readHere: true }));
  const journeys = Object.fromEntries(journeyTypes.map((t) => [`${t}Journey`, journeyMachines[t].provide({ actors: { readStepVersion, saveFormStep } })]));
  const chunk: SignedIn = {
    // The signed-in charts with their default (inert) effects: these tests are about routes, not calls.
    charts: { account: accountMachine, payment: paymentMachine, repayments: repaymentsMachine, ewa: ewaMachine, insurance: insuranceMachine, onboarding: onboardingMachine, engage: engageMachine, surveys: surveysMachine, ...(journeys as Record<`${JourneyType}Journey`, JourneyMachine>) },
    effects: {
      // The account is loaded by the stand-in below (edge.loadAccount); these reads are never made.
      readProfile: unused,
      readEligibility: unused,
      readOngoing: unused,
      readTabKept: unused,
      saveCompany: async () => undefined,
      readCompany: async () => account.company!,
      sendFeedback: async () => undefined,
      prepareJourney: async ({ type }) => ({ type, applicationId: null }),
      ...effects,
    },
    // Never invoked: edge.loadAccount below stands in for it.
    loadAccount: accountLoadingMachine,
  };
  const actor = createRootActor({
    queryClient,
    storage: memoryStorage(),
    input: {},
    redirect: () => undefined,
    downloadSignedIn: () => downloadSignedIn({ signedIn: () => chunk }),
    edge: {
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
      // The account-loading chart's stand-in: it finishes like the real one, with this summary (resume plan included).
      loadAccount: fromPromise(async () => (loads.push('account'), structuredClone(account))),
    },
  });
  const history = createMemoryHistory({ initialEntries: [initialPath] });
  const router = createAppRouter({ actor, history });
  actor.start();
  const signIn = () => {
    hasSession = true;
    actor.getSnapshot().children.auth!.send({ type: 'test.signIn' });
  };
  return { actor, router, history, saves, loads, signIn };
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

/** Lets chart -> URL navigations and their guards settle. */
export async function settle(router: { load: () => Promise<void> }) {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 5));
    await router.load();
  }
}

export { account } from '../support/accounts';
