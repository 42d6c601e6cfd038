import { assign, fromPromise, sendTo, setup, type AnyActorLogic } from 'xstate';
import { routeOfSnapshot, type StateMeta } from '../shared/meta';
import type { AuthInput, AuthOutput, SessionUser } from '../auth/types';
import { authMachine } from '../auth/auth.machine';
import type { accountMachine } from '../account/account.machine';
import { accountPages } from '../account/account-pages';
import { sessionMachine, type SessionParentEvent } from '../auth/session.machine';
import type { journeyMachines } from '../journeys/journey.machine';
import { journeyTypes, type JourneyType } from '../journeys/definitions';
import type { JourneyInput } from '../journeys/journey-types';
import { startableJourneys, type AccountSummary, type CompanySummary } from '../journeys/entry';
import type { paymentMachine } from '../payment/payment.machine';
import { paymentPages } from '../payment/payment-pages';
import type { repaymentsMachine } from '../repayments/repayments.machine';
import { repaymentsPages } from '../repayments/repayments-pages';
import { infoPages } from '../shared/info-pages';
import type { RepaymentsOutput } from '../repayments/repayments-types';

/** Entry pages owned by the app chart. `as const` keeps paths literal for the typed-route test. */
export const appPages = {
  home: { route: '/home', screen: 'home', title: 'Home', page: 'Home' },
  productSelection: { route: '/product-selection', screen: 'product-selection', title: 'Choose a product', page: 'Product Selection' },
  companySelector: { route: '/company-selector', screen: 'company-selector', title: 'Find your company', page: 'Company Selector' },
  companySelectorSuccess: { route: '/company-selector/success', screen: 'company-selector-success', title: 'Company selected', page: 'Company Selector Success' },
  companySelectorFeedback: { route: '/company-selector/feedback', screen: 'company-selector-feedback', title: "Can't find your company?", page: 'Company Selector Feedback' },
  companySelectorFeedbackLatter: { route: '/company-selector/feedback/latter', screen: 'company-selector-feedback-latter', title: 'Thank you', page: 'Company Selector Feedback Latter' },
  companyDeclaration: { route: '/company-declaration', screen: 'company-declaration', title: 'Confirm your employer', page: 'Company Declaration' },
  companyDeclarationFeedback: { route: '/company-declaration/feedback', screen: 'company-declaration-feedback', title: 'Tell us about your employer', page: 'Company Declaration Feedback' },
} as const satisfies Record<string, StateMeta>;
export type AppPage = keyof typeof appPages;

export interface AppInput {
  /** Public page the app was opened on ('/register', ...) and a single sign-on handoff, for the auth chart. */
  route?: string | undefined;
  sso?: AuthInput['sso'];
  /** A code requested in this tab before a reload (src/auth/code-request.ts). */
  codeRequest?: AuthInput['codeRequest'];
}

export interface AppContext {
  user: SessionUser | null;
  /** Same-origin path to reach once signed in (set by the router from a deep link; checked there). */
  returnTo: string | null;
  authReason: AuthInput['reason'];
  /** What the auth chart starts with on its first mount (the URL the app opened on). */
  authEntry: Pick<AuthInput, 'route' | 'sso' | 'codeRequest'>;
  account: AccountSummary | null;
  journey: JourneyInput | null;
  /** Go straight into a resumable journey (after sign-in or a reload); false once the borrower left it for home. */
  autoResume: boolean;
  error: string | null;
}

export type AppEvent =
  | { type: 'nav.request'; path: string }
  | { type: 'nav.remember'; path: string }
  | { type: 'nav.returned' }
  | SessionParentEvent
  | { type: 'session.signOut' }
  | { type: 'session.signOutEverywhere' }
  | { type: 'app.retry' }
  | { type: 'product.choose' }
  | { type: 'journey.start'; journeyType: JourneyType }
  | { type: 'journey.resume' }
  | { type: 'company.change' }
  | { type: 'company.select'; companyId: string }
  | { type: 'company.notListed' }
  | { type: 'company.confirm'; employed: boolean }
  | { type: 'step.submit'; values: Record<string, unknown> }
  | { type: 'step.back' }
  | { type: 'payments.open' }
  /** Opens a repayment page: loan details by default, or e.g. '/refinance-notification'. */
  | { type: 'repayments.open'; route?: string };

const pathTo = (page: AppPage) => (({ event }: { event: AppEvent }) =>
  event.type === 'nav.request' && event.path.split('?')[0] === appPages[page].route);
const routesOf = (pages: Record<string, StateMeta>) => new Set(Object.values(pages).map((p) => p.route));
/** Signed-in account pages (profile, email and mobile verification) of the account chart. */
const accountRoutes = routesOf(accountPages);
/** Payment pages; /recovery/callback?payment_id=... is where the provider sends the borrower back. */
const paymentRoutes = routesOf(paymentPages);
/** Repayment pages: loan details, schedule, past products, refinance notification and calculators. */
const repaymentRoutes = routesOf(repaymentsPages);
/**
 * A child chart the app supplies with .provide() (src/app/create-root-actor.ts). The signed-in charts are
 * downloaded after sign-in, so this chart knows them by type only; invoking one that was not supplied fails loudly.
 */
const supplied = <Logic extends AnyActorLogic>(name: string) =>
  fromPromise(async () => {
    throw new Error(`The '${name}' chart is supplied with .provide()`);
  }) as unknown as Logic;
const repaymentsInput = (event: AppEvent) => {
  if (event.type === 'repayments.open') return { route: event.route ?? '/loan-details' };
  // Every refinance starts on the notification, which knows the loan it replaces (and whether it is a recovery).
  if (event.type === 'journey.start') return { route: '/refinance-notification' };
  if (event.type !== 'nav.request') return { route: '/loan-details' };
  const [route, search = ''] = event.path.split('?');
  return { route, loanId: new URLSearchParams(search).get('loan_id') ?? undefined };
};
const repaymentsOutput = (event: unknown) => (event as { output?: RepaymentsOutput }).output;
const paymentInput = (path: string, pendingPaymentId: string | undefined) => {
  const [pathname, search = ''] = path.split('?');
  const callbackPaymentId = pathname === '/recovery/callback' ? new URLSearchParams(search).get('payment_id') ?? undefined : undefined;
  return { callbackPaymentId, pendingPaymentId };
};

const messageOf = (e: unknown) =>
  e instanceof Error && e.message ? e.message : 'Something went wrong on our side. Please try again.';

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    // All supplied at the edge (src/app/app-actors.ts) with .provide(); fakes in tests.
    session: sessionMachine,
    auth: authMachine,
    account: supplied<typeof accountMachine>('account'),
    loadAccount: fromPromise<AccountSummary, { user: SessionUser }>(async () => {
      throw new Error('loadAccount is supplied with .provide()');
    }),
    selectCompany: fromPromise<CompanySummary, { companyId: string }>(async () => {
      throw new Error('selectCompany is supplied with .provide()');
    }),
    sendFeedback: fromPromise<void, { kind: 'company' | 'declaration'; values: Record<string, unknown> }>(async () => undefined),
    prepareJourney: fromPromise<JourneyInput, { type: JourneyType; account: AccountSummary }>(async ({ input }) => ({
      type: input.type,
      applicationId: null,
    })),
    ...Object.fromEntries(journeyTypes.map((t) => [`${t}Journey`, supplied(`${t}Journey`)])),
    payment: supplied<typeof paymentMachine>('payment'),
    repayments: supplied<typeof repaymentsMachine>('repayments'),
  } as {
    session: typeof sessionMachine;
    auth: typeof authMachine;
    account: typeof accountMachine;
    loadAccount: ReturnType<typeof fromPromise<AccountSummary, { user: SessionUser }>>;
    selectCompany: ReturnType<typeof fromPromise<CompanySummary, { companyId: string }>>;
    sendFeedback: ReturnType<typeof fromPromise<void, { kind: 'company' | 'declaration'; values: Record<string, unknown> }>>;
    prepareJourney: ReturnType<typeof fromPromise<JourneyInput, { type: JourneyType; account: AccountSummary }>>;
    payment: typeof paymentMachine;
    repayments: typeof repaymentsMachine;
  } & Record<`${JourneyType}Journey`, (typeof journeyMachines)[JourneyType]>,
  guards: {
    toAccount: ({ event }) => event.type === 'nav.request' && accountRoutes.has(event.path.split('?')[0] ?? ''),
    hasJourney: ({ context }) => context.journey !== null,
    hasCompany: ({ context }) => context.account?.company != null,
    resumesInto: ({ context }, params: { type: JourneyType }) => context.autoResume && context.journey?.type === params.type,
    canStart: ({ context, event }) =>
      event.type === 'journey.start' && context.account !== null && startableJourneys(context.account).includes(event.journeyType),
    /** A refinance is started from the refinance notification (repayments chart), wherever it was chosen. */
    startsRefinance: ({ context, event }) =>
      event.type === 'journey.start' && event.journeyType === 'refinance' && context.account !== null && startableJourneys(context.account).includes('refinance'),
    canResume: ({ context }) => context.account?.resume != null,
    employed: ({ event }) => event.type === 'company.confirm' && event.employed,
    toHome: pathTo('home'),
    toContactUs: ({ event }) => event.type === 'nav.request' && event.path.split('?')[0] === infoPages.contactUs.route,
    toAppDownload: ({ event }) => event.type === 'nav.request' && event.path.split('?')[0] === infoPages.appDownload.route,
    toProductSelection: ({ context, event }) => pathTo('productSelection')({ event }) && context.account?.company != null,
    toCompanySelector: pathTo('companySelector'),
    toRepayments: ({ event }) => event.type === 'nav.request' && repaymentRoutes.has(event.path.split('?')[0] ?? ''),
    handsOverJourney: ({ event }) => repaymentsOutput(event)?.next === 'journey',
    leavesForPayments: ({ event }) => repaymentsOutput(event)?.next === 'payments',
    toPayments: ({ event }) => event.type === 'nav.request' && paymentRoutes.has(event.path.split('?')[0] ?? ''),
  },
  actions: {
    storeUser: assign({ user: ({ context, event }) => (event.type === 'session.restored' ? event.user : context.user) }),
    forwardToSession: sendTo('session', ({ event }) => event),
    beginSession: sendTo('session', { type: 'session.begin' }),
    storeSignedIn: assign(({ context, event }) => {
      const output = (event as { output?: AuthOutput }).output;
      // The page a visitor asked for (remembered by the router) unless the auth chart names one itself.
      return output ? { user: output.user, returnTo: output.returnTo ?? context.returnTo, authReason: undefined, authEntry: {} } : {};
    }),
    storeAccount: assign(({ context, event }) => {
      const account = (event as { output?: AccountSummary }).output ?? null;
      return { account, journey: context.autoResume ? (account?.resume ?? null) : null, error: null };
    }),
    storeCompany: assign(({ context, event }) => {
      const company = (event as { output?: CompanySummary }).output ?? null;
      return context.account ? { account: { ...context.account, company }, error: null } : {};
    }),
    storeHandover: assign({
      journey: ({ event }) => {
        const out = repaymentsOutput(event);
        return out?.next === 'journey' ? out.journey : null;
      },
    }),
    storeJourney: assign({ journey: ({ event }) => (event as { output?: JourneyInput }).output ?? null }),
    clearJourney: assign({ journey: null }),
    stayHome: assign({ autoResume: false }),
    resumeJourney: assign(({ context, event }) => ({
      autoResume: true,
      journey: event.type === 'journey.resume' ? (context.account?.resume ?? null) : context.journey,
    })),
    storeError: assign({ error: ({ event }) => messageOf((event as { error?: unknown }).error) }),
    clearError: assign({ error: null }),
    rememberPath: assign({ returnTo: ({ event }) => (event.type === 'nav.remember' ? event.path : null) }),
    forgetPath: assign({ returnTo: null }),
    // Signing in again brings the borrower back to the page they were on (the router goes to returnTo).
    markSessionEnded: assign({ authReason: 'sessionEnded' as const, returnTo: ({ context, self }) => context.returnTo ?? routeOfSnapshot(self.getSnapshot()) }),
    markSignedOut: assign({ authReason: 'signedOut' as const, user: null, account: null, journey: null }),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    user: null,
    returnTo: null,
    authReason: undefined,
    authEntry: { route: input.route, sso: input.sso, codeRequest: input.codeRequest },
    account: null,
    journey: null,
    autoResume: true,
    error: null,
  }),
  initial: 'boot',
  // The session lives as long as the app: restore on boot, early refresh, and it tells us when it ends.
  invoke: { id: 'session', src: 'session' },
  on: {
    'nav.remember': { actions: 'rememberPath' },
    'nav.returned': { actions: 'forgetPath' },
    'session.ended': { target: '.signedOut', actions: 'markSessionEnded' },
    'session.signedOut': { target: '.signedOut', actions: 'markSignedOut' },
    'session.signOut': { actions: 'forwardToSession' },
    'session.signOutEverywhere': { actions: 'forwardToSession' },
  },
  states: {
    boot: {
      on: { 'session.restored': { target: 'signedIn', actions: 'storeUser' }, 'session.none': 'signedOut' },
    },
    signedOut: {
      invoke: {
        id: 'auth',
        src: 'auth',
        input: ({ context }) => ({ ...context.authEntry, returnTo: context.returnTo, reason: context.authReason }),
        onDone: { target: 'signedIn', actions: ['storeSignedIn', 'beginSession'] },
      },
    },
    signedIn: {
      initial: 'loading',
      on: {
        'session.restored': { actions: 'storeUser' },
        // Information pages from anywhere signed in (a state's own nav.request handlers come first).
        'nav.request': [
          { guard: 'toContactUs', target: '.contactUs' },
          { guard: 'toAppDownload', target: '.appDownload' },
        ],
      },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadAccount',
            input: ({ context }) => ({ user: context.user! }),
            onDone: { target: 'routing', actions: 'storeAccount' },
            onError: { target: 'loadFailed', actions: 'storeError' },
          },
        },
        loadFailed: { tags: ['error'], on: { 'app.retry': { target: 'loading', actions: 'clearError' } } },
        // Straight into the journey after sign-in or a reload (resume); after leaving it, home offers "Continue".
        routing: {
          always: [
            ...journeyTypes.map((type) => ({ guard: { type: 'resumesInto' as const, params: { type } }, target: `journey.${type}` })),
            { guard: 'hasCompany', target: 'home' },
            { target: 'companySelector' },
          ],
        },
        home: {
          meta: appPages.home,
          on: {
            'product.choose': 'productSelection',
            'journey.start': [
              { guard: 'startsRefinance', target: 'repayments' },
              { guard: 'canStart', target: 'preparing' },
            ],
            'journey.resume': { guard: 'canResume', target: 'routing', actions: 'resumeJourney' },
            'company.change': 'companySelector',
            'payments.open': 'payments',
            'repayments.open': 'repayments',
            'nav.request': [
              { guard: 'toProductSelection', target: 'productSelection' },
              { guard: 'toCompanySelector', target: 'companySelector' },
              { guard: 'toPayments', target: 'payments' },
              { guard: 'toRepayments', target: 'repayments' },
              { guard: 'toAccount', target: 'account' },
            ],
          },
        },
        productSelection: {
          meta: appPages.productSelection,
          on: {
            // Refinance goes through /refinance-notification, as from home.
            'journey.start': [
              { guard: 'startsRefinance', target: 'repayments' },
              { guard: 'canStart', target: 'preparing' },
            ],
            'step.back': 'home',
            'nav.request': [
              { guard: 'toHome', target: 'home' },
              { guard: 'toCompanySelector', target: 'companySelector' },
              { guard: 'toAccount', target: 'account' },
            ],
          },
        },
        preparing: {
          tags: ['loading'],
          invoke: {
            src: 'prepareJourney',
            input: ({ context, event }) => ({
              type: event.type === 'journey.start' ? event.journeyType : 'newLoan',
              account: context.account!,
            }),
            onDone: { target: 'routing', actions: ['storeJourney', 'resumeJourney'] },
            onError: { target: 'home', actions: 'storeError' },
          },
        },
        journey: {
          initial: journeyTypes[0],
          // Leaving a journey for home, payments or the profile keeps it: it resumes from the snapshot.
          on: {
            'nav.request': [
              { guard: 'toHome', target: 'loading', actions: 'stayHome' },
              { guard: 'toPayments', target: 'payments' },
              { guard: 'toAccount', target: 'account' },
            ],
          },
          states: {
            ...Object.fromEntries(
              journeyTypes.map((type) => [
                type,
                {
                  invoke: {
                    id: 'journey',
                    src: `${type}Journey` as const,
                    input: ({ context }: { context: AppContext }) => context.journey ?? { type, applicationId: null },
                    onDone: { target: '#app.signedIn.loading', actions: ['clearJourney', 'stayHome'] },
                  },
                },
              ]),
            ) as Record<JourneyType, object>,
          },
        },
        companySelector: {
          initial: 'choosing',
          states: {
            choosing: {
              meta: appPages.companySelector,
              on: {
                'company.select': 'saving',
                'company.notListed': 'feedback',
                'step.back': { guard: 'hasCompany', target: '#app.signedIn.home' },
                'nav.request': [{ guard: ({ context, event }) => pathTo('home')({ event }) && context.account?.company != null, target: '#app.signedIn.home' }],
              },
            },
            saving: {
              tags: ['saving'],
              invoke: {
                src: 'selectCompany',
                input: ({ event }) => ({ companyId: event.type === 'company.select' ? event.companyId : '' }),
                onDone: { target: 'success', actions: 'storeCompany' },
                onError: { target: 'choosing', actions: 'storeError' },
              },
            },
            success: { meta: appPages.companySelectorSuccess, on: { 'step.submit': '#app.signedIn.companyDeclaration' } },
            feedback: {
              meta: appPages.companySelectorFeedback,
              initial: 'editing',
              states: {
                editing: { on: { 'step.submit': 'sending', 'step.back': '#app.signedIn.companySelector.choosing' } },
                sending: {
                  tags: ['saving'],
                  invoke: {
                    src: 'sendFeedback',
                    input: ({ event }) => ({ kind: 'company' as const, values: event.type === 'step.submit' ? event.values : {} }),
                    onDone: '#app.signedIn.companySelector.latter',
                    onError: { target: 'editing', actions: 'storeError' },
                  },
                },
              },
            },
            latter: { meta: appPages.companySelectorFeedbackLatter, on: { 'step.back': 'choosing', 'step.submit': 'choosing' } },
          },
        },
        companyDeclaration: {
          meta: appPages.companyDeclaration,
          on: {
            'company.confirm': [{ guard: 'employed', target: 'loading' }, { target: 'declarationFeedback' }],
            'step.back': 'companySelector',
          },
        },
        declarationFeedback: {
          meta: appPages.companyDeclarationFeedback,
          initial: 'editing',
          states: {
            editing: { on: { 'step.submit': 'sending', 'step.back': '#app.signedIn.companyDeclaration' } },
            sending: {
              tags: ['saving'],
              invoke: {
                src: 'sendFeedback',
                input: ({ event }) => ({ kind: 'declaration' as const, values: event.type === 'step.submit' ? event.values : {} }),
                onDone: '#app.signedIn.companySelector',
                onError: { target: 'editing', actions: 'storeError' },
              },
            },
          },
        },
        payments: {
          invoke: {
            id: 'payment',
            src: 'payment',
            input: ({ context, event }) => paymentInput(event.type === 'nav.request' ? event.path : '', context.account?.pendingPaymentId),
            onDone: 'loading',
          },
          on: { 'nav.request': [{ guard: 'toHome', target: 'loading' }] },
        },
        repayments: {
          invoke: {
            id: 'repayments',
            src: 'repayments',
            input: ({ event }) => repaymentsInput(event),
            onDone: [
              // The calculator created the refinance application: the refinance journey goes on from there.
              { guard: 'handsOverJourney', target: 'routing', actions: ['storeHandover', 'resumeJourney'] },
              { guard: 'leavesForPayments', target: 'payments' },
              { target: 'loading' },
            ],
          },
          on: { 'nav.request': [{ guard: 'toHome', target: 'loading' }, { guard: 'toPayments', target: 'payments' }] },
        },
        // Back returns to where the borrower was: loading resumes a journey in progress, or shows home.
        contactUs: { meta: infoPages.contactUs, on: { 'step.back': 'loading', 'nav.request': [{ guard: 'toHome', target: 'loading', actions: 'stayHome' }] } },
        appDownload: { meta: infoPages.appDownload, on: { 'step.back': 'loading', 'nav.request': [{ guard: 'toHome', target: 'loading', actions: 'stayHome' }] } },
        account: {
          invoke: {
            id: 'account',
            src: 'account',
            input: ({ event }) => ({ route: event.type === 'nav.request' ? event.path.split('?')[0] : '/profile' }),
          },
          on: { 'nav.request': [{ guard: 'toHome', target: 'loading' }] },
        },
      },
    },
  },
});

export type AppMachine = typeof appMachine;
