import { assign, setup } from 'xstate';
import type { JourneyType } from '../journeys/definitions';
import { ewaPages } from './ewa-pages';
import { ewaAccess, quickLoanAccess, type ProductAccount } from './product-access';

/**
 * Earned wage access and insta-funds before their journeys (spec §2 "EWA and quick funds"): what each product is,
 * and why a borrower may not have it yet. It decides from the account the app loaded (company products and
 * computedProductEligibility), so it makes no call of its own: an activated EWA borrower goes straight to the
 * withdrawal journey, an eligible one may start the activation, anyone else sees /ewa/ineligible with the reason.
 * Starting a journey is this chart's output; the app chart prepares and runs it.
 */
export interface EwaInput {
  route: string;
  account: ProductAccount;
}

export type EwaOutput = { next: 'home' } | { next: 'journey'; journeyType: JourneyType };

export interface EwaContext extends EwaInput {
  outcome: EwaOutput | null;
}

export type EwaEvent =
  | { type: 'nav.request'; path: string }
  | { type: 'product.start' }
  | { type: 'step.back' };

const start = (journeyType: JourneyType) => ({ target: 'started' as const, actions: { type: 'startJourney' as const, params: { journeyType } } });

export const ewaMachine = setup({
  types: {
    context: {} as EwaContext,
    events: {} as EwaEvent,
    input: {} as EwaInput,
    output: {} as EwaOutput,
  },
  guards: {
    routeIs: ({ context }, params: { route: string }) => context.route === params.route,
    describesEwa: ({ context }) => context.route === ewaPages.ewaDescription.route && ewaAccess(context.account) !== 'none',
    ewaActive: ({ context }) => ewaAccess(context.account) === 'active',
    ewaActivatable: ({ context }) => ewaAccess(context.account) === 'activatable',
    quickLoanOpen: ({ context }) => quickLoanAccess(context.account) === 'open',
    quickLoanActivatable: ({ context }) => quickLoanAccess(context.account) === 'activatable',
  },
  actions: {
    storeRoute: assign({ route: ({ context, event }) => (event.type === 'nav.request' ? event.path : context.route) }),
    startJourney: assign((_, params: { journeyType: JourneyType }) => ({ outcome: { next: 'journey' as const, journeyType: params.journeyType } })),
  },
}).createMachine({
  id: 'ewa',
  context: ({ input }) => ({ route: input.route, account: input.account, outcome: null }),
  initial: 'routing',
  // Another of these pages: decided again from the same account.
  on: { 'nav.request': { target: '.routing', actions: 'storeRoute' } },
  states: {
    routing: {
      always: [
        { guard: { type: 'routeIs', params: { route: ewaPages.instaFunds.route } }, target: 'instaFunds' },
        // After activation the borrower expects their balance and a withdrawal, not the product's description.
        { guard: 'ewaActive', ...start('ewaWithdrawal') },
        { guard: 'ewaActivatable', target: 'ewaDescription' },
        // The description explains the product to anyone whose company offers it; the reason comes on "Activate".
        { guard: 'describesEwa', target: 'ewaDescription' },
        { target: 'ewaIneligible' },
      ],
    },
    ewaDescription: {
      meta: ewaPages.ewaDescription,
      on: {
        'product.start': [{ guard: 'ewaActivatable', ...start('ewaActivation') }, { target: 'ewaIneligible' }],
        'step.back': 'left',
      },
    },
    ewaIneligible: {
      meta: ewaPages.ewaIneligible,
      on: { 'step.back': 'left' },
    },
    instaFunds: {
      meta: ewaPages.instaFunds,
      on: {
        // Not offered or not eligible: the page says why and offers no start (no transition).
        'product.start': [
          { guard: 'quickLoanOpen', ...start('quickLoan') },
          { guard: 'quickLoanActivatable', ...start('quickLoanActivation') },
        ],
        'step.back': 'left',
      },
    },
    started: { type: 'final' },
    left: { type: 'final' },
  },
  output: ({ context }) => context.outcome ?? { next: 'home' },
});

export type EwaMachine = typeof ewaMachine;
