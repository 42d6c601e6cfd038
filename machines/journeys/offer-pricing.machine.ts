import { assign, fromPromise, setup } from 'xstate';
import { termsComplete } from './dependencies';
import { disbursementOf } from './disbursement';
import type { ApplicationInput, ApplicationLike, GenerateOffersInput, OfferListLike, SavedAnswersLike, StepInput } from './journey-types';

/**
 * A pricing of an application's offers, one platform call per state: the application's own terms, the saved salary
 * and the saved bank are read only where the journey lacks them (a resumed journey; one that went through the forms
 * holds all three and prices at once), then the offers are priced. A journey invokes it where it prices
 * (step-flows.ts); a failed call is not handled here, so it reaches the journey as this chart's failure, with the
 * call's error.
 */
export type OfferPricingInput = GenerateOffersInput;
interface OfferPricingContext extends OfferPricingInput {
  offers: OfferListLike | null;
}

const edge = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is supplied with .provide()`);
  });

const app = ({ context }: { context: OfferPricingContext }) => ({ applicationId: context.applicationId });
const saved = (serverStep: string) => ({ context }: { context: OfferPricingContext }) => ({ applicationId: context.applicationId, serverStep });
const route = (from: 'terms' | 'salary' | 'bank') =>
  [
    ...(from === 'terms' ? [{ guard: 'lacksTerms' as const, target: 'readingTerms' }] : []),
    ...(from !== 'bank' ? [{ guard: 'lacksSalary' as const, target: 'readingSalary' }] : []),
    { guard: 'lacksBank' as const, target: 'readingBank' },
    { target: 'pricing' },
  ];

export const offerPricingMachine = setup({
  types: { input: {} as OfferPricingInput, context: {} as OfferPricingContext, output: {} as OfferListLike },
  actors: {
    readApplicationStatus: edge<ApplicationLike, ApplicationInput>('readApplicationStatus'),
    readSavedAnswers: edge<SavedAnswersLike, StepInput>('readSavedAnswers'),
    generateOffers: edge<OfferListLike, GenerateOffersInput>('generateOffers'),
  },
  guards: {
    /** The journey does not hold the calculator's terms: the application's own are read. */
    lacksTerms: ({ context }) => !termsComplete(context.requested),
    /** No salary typed in this journey: the saved professional details are read. */
    lacksSalary: ({ context }) => context.salary === undefined,
    /** No bank answered in this journey: the saved bank details are read. */
    lacksBank: ({ context }) => context.bank === undefined,
  },
  actions: {
    storeTerms: assign((_, params: { application: ApplicationLike }) => ({
      application: { loan_amount_centavos: params.application.loan_amount_centavos, tenure_months: params.application.tenure_months, repayment_cycle: params.application.repayment_cycle },
    })),
    // A salary or bank the platform does not hold either is priced without (as the platform would): '' / no bank.
    storeSalary: assign((_, params: { saved: SavedAnswersLike }) => ({ salary: params.saved.answers.gross_monthly_salary ?? '' })),
    storeBank: assign((_, params: { saved: SavedAnswersLike }) => ({ bank: disbursementOf(params.saved.answers.bank) })),
    storeOffers: assign((_, params: { list: OfferListLike }) => ({ offers: params.list })),
  },
}).createMachine({
  id: 'offerPricing',
  context: ({ input }) => ({ ...input, offers: null }),
  initial: 'routing',
  states: {
    routing: { always: route('terms') },
    readingTerms: {
      invoke: {
        src: 'readApplicationStatus',
        input: app,
        onDone: route('salary').map((t) => ({ ...t, actions: { type: 'storeTerms' as const, params: ({ event }: { event: { output: ApplicationLike } }) => ({ application: event.output }) } })),
      },
    },
    readingSalary: {
      invoke: {
        src: 'readSavedAnswers',
        input: saved('professional-details'),
        onDone: route('bank').map((t) => ({ ...t, actions: { type: 'storeSalary' as const, params: ({ event }: { event: { output: SavedAnswersLike } }) => ({ saved: event.output }) } })),
      },
    },
    readingBank: {
      invoke: {
        src: 'readSavedAnswers',
        input: saved('bank-details'),
        onDone: { target: 'pricing', actions: { type: 'storeBank', params: ({ event }) => ({ saved: event.output }) } },
      },
    },
    pricing: {
      invoke: {
        src: 'generateOffers',
        input: ({ context: { offers: _priced, ...request } }) => request,
        onDone: { target: 'priced', actions: { type: 'storeOffers', params: ({ event }) => ({ list: event.output }) } },
      },
    },
    priced: { type: 'final' },
  },
  output: ({ context }) => context.offers ?? { offers: [] },
});
