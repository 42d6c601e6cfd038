import { appSetup } from './app.setup';
import { appPages } from './app-pages';

/**
 * Choosing the employer (spec: company selector, its feedback pages and the declaration): states of
 * `app.signedIn`, so their ids (#app.signedIn.companySelector, ...) are the same as when they were inline.
 */
export const companySelector = appSetup.createStateConfig({
  initial: 'choosing',
  // Only the current error shows (W3-C item 9): one met elsewhere (home's "Your company is not accepting applications
  // right now.") is not carried into the selector, nor an error of one path (choosing, telling us) into the other.
  entry: 'clearError',
  states: {
    choosing: {
      meta: appPages.companySelector,
      on: {
        'company.select': { target: 'saving', actions: ['clearError', 'chooseCompany'] },
        'company.notListed': { target: 'feedback', actions: 'clearError' },
        'step.back': { guard: 'hasCompany', target: '#app.signedIn.home' },
        'nav.request': [{ guard: 'toHomeWithCompany', target: '#app.signedIn.home' }],
      },
    },
    // One platform call per state: the profile takes the employer, then the employer's record is read (its products).
    // Either failing leaves the borrower on the list with the error; choosing again saves again.
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'saveCompany',
        input: ({ context }) => ({ companyId: context.chosenCompanyId ?? '' }),
        onDone: 'reading',
        onError: { target: 'choosing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    reading: {
      tags: ['saving'],
      invoke: {
        src: 'readCompany',
        input: ({ context }) => ({ companyId: context.chosenCompanyId ?? '' }),
        onDone: { target: 'success', actions: { type: 'storeCompany', params: ({ event }) => ({ company: event.output }) } },
        onError: { target: 'choosing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    success: { meta: appPages.companySelectorSuccess, on: { 'step.submit': '#app.signedIn.companyDeclaration' } },
    feedback: {
      meta: appPages.companySelectorFeedback,
      initial: 'editing',
      states: {
        editing: {
          on: { 'step.submit': { target: 'sending', actions: 'clearError' }, 'step.back': { target: '#app.signedIn.companySelector.choosing', actions: 'clearError' } },
        },
        sending: {
          tags: ['saving'],
          invoke: {
            src: 'sendFeedback',
            input: ({ event }) => ({ kind: 'company' as const, values: event.type === 'step.submit' ? event.values : {} }),
            onDone: '#app.signedIn.companySelector.latter',
            onError: { target: 'editing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    latter: { meta: appPages.companySelectorFeedbackLatter, on: { 'step.back': 'choosing', 'step.submit': 'choosing' } },
  },
});

export const companyDeclaration = appSetup.createStateConfig({
  meta: appPages.companyDeclaration,
  on: {
    'company.confirm': [{ guard: 'employed', target: 'loading' }, { target: 'declarationFeedback' }],
    'step.back': 'companySelector',
  },
});

export const declarationFeedback = appSetup.createStateConfig({
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
        onError: { target: 'editing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
