import { journeyTypes } from '../journeys/definitions';
import { appSetup } from './app.setup';
import { account, appDownload, contactUs, engage, insurance, journeys, payments, products, repayments, surveys } from './areas.states';
import { companyDeclaration, companySelector, declarationFeedback } from './company.states';
import { onboarding } from './onboarding.states';

import { appPages } from './app-pages';
export { appPages, type AppPage } from './app-pages';
export type { AppContext, AppEvent, AppInput } from './app.setup';

/**
 * The root chart: the session, signing in (auth chart), then the signed-in app. Everything signed-in sits in
 * `signedIn`, entered only through `signedIn.downloading` (the signed-in chunk), so no signed-in chart is invoked
 * before its code is there. Company selection and the signed-in areas are in company.states.ts and
 * areas.states.ts; guards, actions and actor signatures in app.setup.ts.
 */
export const appMachine = appSetup.createMachine({
  id: 'app',
  context: ({ input }) => ({
    user: null,
    returnTo: null,
    authReason: undefined,
    authEntry: { route: input.route, sso: input.sso, codeRequest: input.codeRequest },
    account: null,
    journey: null,
    autoResume: true,
    chosenCompanyId: null,
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
        onDone: { target: 'signedIn', actions: [{ type: 'storeSignedIn', params: ({ event }) => ({ output: event.output }) }, 'beginSession'] },
      },
    },
    signedIn: {
      initial: 'downloading',
      on: {
        'session.restored': { actions: 'storeUser' },
        // Information pages from anywhere signed in (a state's own nav.request handlers come first).
        'nav.request': [
          { guard: 'toContactUs', target: '.contactUs' },
          { guard: 'toAppDownload', target: '.appDownload' },
          { guard: 'toProducts', target: '.products' },
          { guard: 'toInsurance', target: '.insurance' },
          { guard: 'toInsuranceNotOffered', target: '.home', actions: 'refuseInsurance' },
          { guard: 'toEngage', target: '.engage' },
        ],
      },
      states: {
        // The signed-in chunk (usually prefetched while /login was idle): the only way into the states below.
        downloading: {
          tags: ['loading'],
          // Not before the chunk: signedIn's own page requests wait until a page is there (the router waits too).
          on: { 'nav.request': {} },
          invoke: {
            id: 'downloadSignedIn',
            src: 'downloadSignedIn',
            onDone: 'loading',
            onError: { target: 'loadFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadAccount',
            input: ({ context }) => ({ user: context.user! }),
            onDone: { target: 'routing', actions: { type: 'storeAccount', params: ({ event }) => ({ account: event.output }) } },
            onError: { target: 'loadFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // The download or the account failed: retry goes through downloading (at once when the chunk is there).
        loadFailed: { tags: ['error'], on: { 'app.retry': { target: 'downloading', actions: 'clearError' }, 'nav.request': {} } },
        // Straight into the journey after sign-in or a reload (resume); after leaving it, home offers "Continue".
        routing: {
          always: [
            { guard: 'needsOnboarding', target: 'onboarding' },
            { guard: 'needsEmploymentCheck', target: 'onboarding' },
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
            'insurance.open': [{ guard: 'insuranceOffered', target: 'insurance' }, { actions: 'refuseInsurance' }],
            'survey.open': 'surveys',
            'survey.dismiss': 'surveys',
            'nav.request': [
              { guard: 'toProductSelection', target: 'productSelection' },
              { guard: 'toCompanySelector', target: 'companySelector' },
              { guard: 'toPayments', target: 'payments' },
              { guard: 'toRepayments', target: 'repayments' },
              { guard: 'toAccount', target: 'account' },
              { guard: 'toSurveys', target: 'surveys' },
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
            // A product that waits on the borrower's application says so; this continues it, as home does.
            'journey.resume': { guard: 'canResume', target: 'routing', actions: 'resumeJourney' },
            'company.change': 'companySelector',
            'insurance.open': [{ guard: 'insuranceOffered', target: 'insurance' }, { target: 'home', actions: 'refuseInsurance' }],
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
              type: event.type === 'journey.start' ? event.journeyType : (context.journey?.type ?? 'newLoan'),
              account: context.account!,
            }),
            onDone: { target: 'routing', actions: [{ type: 'storeJourney', params: ({ event }) => ({ journey: event.output }) }, 'resumeJourney'] },
            onError: { target: 'home', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        journey: journeys,
        companySelector,
        companyDeclaration,
        declarationFeedback,
        payments,
        repayments,
        products,
        contactUs,
        appDownload,
        account,
        insurance,
        onboarding,
        engage,
        surveys,
      },
    },
  },
});

export type AppMachine = typeof appMachine;
