import { firstPricing, pricingAfter } from './dependencies';
import type { ApplicationLike, JourneyContext, OfferListLike, PricingRequest } from './journey-types';
import type { JourneyStateConfig, JourneyStates } from './journey.setup';
import { app, failTo, noteStatus, type Commit, type Ctx } from './flow-parts';

/**
 * The offer and note flows of a journey, as chart states: pricing the offers (a child chart), reading them before the
 * offer step, promo codes, submitting for review, and preparing the promissory note. One call per state.
 */
type OffersInvoke = Extract<Exclude<NonNullable<JourneyStateConfig['invoke']>, readonly unknown[]>, { src: 'priceOffers' }>;

/**
 * A pricing of the application's offers: the child chart (offer-pricing.machine.ts) reads what the journey lacks
 * (the application's terms, the saved salary, the saved bank), one call per state, then prices them. Its failure,
 * whichever call failed, is this state's.
 */
function pricingState(tags: ('saving' | 'loading')[], pricing: (context: JourneyContext) => PricingRequest, on: JourneyStateConfig['on'], done: NonNullable<OffersInvoke['onDone']>, failed: string): JourneyStateConfig {
  return {
    tags,
    on,
    invoke: {
      id: 'generateOffers',
      src: 'priceOffers',
      input: ({ context }) => ({ ...app({ context }), ...pricing(context) }),
      onDone: done,
      onError: failTo(failed),
    },
  };
}

/**
 * After a save that changed what offers are priced from: read them, and price them again if there are any. The
 * states entered from a call's completion pass through `pricing` (no passing state leads to another: the
 * generated paths see every hop).
 */
export function pricingTail(commit: Commit, failed = 'error', reaccepts = false): JourneyStates {
  const next = 'committing';
  // Terms changed from review: the offer chosen is gone with the old pricing, so the new best one is accepted in its
  // place (the application takes its terms, the note its figures) and review says the offer changed.
  const priced = [{ type: 'storeOffers' as const, params: ({ event }: { event: { output: OfferListLike } }) => ({ list: event.output }) }, 'markOffersPriced' as const];
  return {
    committing: { always: commit },
    readingOffers: {
      tags: ['saving'],
      invoke: {
        id: 'readOffers',
        src: 'readOffers',
        input: app,
        onDone: [
          { guard: { type: 'hasOffers', params: ({ event }) => ({ list: event.output }) }, target: 'repricing' },
          { target: next },
        ],
        onError: failTo(failed),
      },
    },
    repricing: pricingState(
      ['saving'],
      (context) => pricingAfter(context.pending ?? { step: 'loanOffer', before: undefined, after: {} }, context.answers),
      undefined,
      [...(reaccepts ? [{ guard: 'returningToReview' as const, target: 'acceptingRepriced', actions: priced }] : []), { target: next, actions: priced }],
      failed,
    ),
    ...(reaccepts
      ? {
          acceptingRepriced: {
            tags: ['saving' as const],
            invoke: {
              id: 'acceptOffer',
              src: 'acceptOffer' as const,
              input: ({ context }: Ctx) => ({ ...app({ context }), terms: null, offerId: context.offers?.offers.find((o) => o.selected)?.id ?? '' }),
              onDone: { target: next, actions: { type: 'stageRepricedAcceptance' as const, params: ({ event }: { event: { output: ApplicationLike } }) => ({ application: event.output }) } },
              onError: failTo(failed),
            },
          },
        }
      : {}),
  };
}

/** Reads the application's status; submits it for review only from a status the spec lets the borrower submit. */
export function submitTail(commit: Commit): JourneyStates {
  return {
    committing: { always: commit },
    readingStatus: {
      tags: ['saving'],
      invoke: {
        id: 'readApplicationStatus',
        src: 'readApplicationStatus',
        input: app,
        onDone: [
          { guard: { type: 'submittable', params: ({ event }) => ({ application: event.output }) }, target: 'submitting', actions: noteStatus },
          { target: 'committing', actions: noteStatus },
        ],
        onError: failTo('error'),
      },
    },
    submitting: { tags: ['saving'], invoke: { id: 'submitForReview', src: 'submitForReview', input: app, onDone: { target: 'committing', actions: noteStatus }, onError: failTo('error') } },
  };
}

/** Offers are read (and priced the first time) before the offer step shows them; a failure can be retried. */
export function offerLoading(onRetryNav: JourneyStateConfig['on'], afterSave = true): JourneyStates {
  // The borrower may leave (back, a step already reached) while the offers load.
  return {
    // Offers the save before this step just priced (or said are none yet) are not read again.
    ...(afterSave
      ? {
          checking: {
            tags: ['loading' as const],
            always: [
              { guard: 'offersJustPriced' as const, target: 'editing', actions: 'clearOffersFresh' as const },
              { guard: 'noOffersYet' as const, target: 'generating', actions: 'clearOffersFresh' as const },
              { target: 'loading' },
            ],
          },
        }
      : {}),
    loading: {
      tags: ['loading'],
      on: onRetryNav,
      invoke: {
        id: 'readOffers',
        src: 'readOffers',
        input: app,
        onDone: [
          { guard: { type: 'hasOffers', params: ({ event }) => ({ list: event.output }) }, target: 'editing', actions: { type: 'storeOffers', params: ({ event }) => ({ list: event.output }) } },
          { target: 'generating' },
        ],
        onError: failTo('offersFailed'),
      },
    },
    generating: pricingState(
      ['loading'],
      (context) => firstPricing(context.answers, context.applicationId ?? ''),
      onRetryNav,
      [{ target: 'editing', actions: { type: 'storeOffers', params: ({ event }: { event: { output: OfferListLike } }) => ({ list: event.output }) } }],
      'offersFailed',
    ),
    offersFailed: { tags: ['error'], on: { ...onRetryNav, 'step.retry': 'loading' } },
  };
}

/** Promo codes on the offer: applied or removed on the platform, which prices every offer again. */
export const promoStates: JourneyStates = {
  applyingPromo: {
    tags: ['promo'],
    invoke: {
      id: 'applyPromo',
      src: 'applyPromo',
      input: ({ context, event }) => ({ ...app({ context }), code: event.type === 'promo.apply' ? event.code : '' }),
      onDone: { target: 'editing', actions: { type: 'storePromo', params: ({ event }) => ({ promo: { code: event.output.promo.code, description: event.output.promo.description } }) } },
      onError: { target: 'editing', actions: { type: 'storePromoError', params: ({ event }) => ({ error: event.error }) } },
    },
  },
  removingPromo: {
    tags: ['promo'],
    invoke: {
      id: 'removePromo',
      src: 'removePromo',
      input: app,
      onDone: { target: 'editing', actions: { type: 'storePromo', params: { promo: null } } },
      onError: { target: 'editing', actions: { type: 'storePromoError', params: ({ event }) => ({ error: event.error }) } },
    },
  },
};

/**
 * The promissory note for signing: first the offers are read (unless review just read them and accepted the chosen
 * one), and without a chosen offer there is no note to sign
 * (the borrower is sent back to the offer); then it is generated (again) from the chosen offer, or the signed one as
 * it is (read back when the platform refuses to generate it again, 409 CONTRACT_FINAL). The platform's own refusal of a note without
 * an accepted offer (409 NO_ACCEPTED_OFFER) ends the same way. No probe for "no note yet": that answered 404 on
 * every first visit (issue W2-G, the console's failing resource).
 */
export const notePreparation = (nav: JourneyStateConfig['on'], offerStep: string, afterReview: boolean): JourneyStates => ({
  // Right after review accepted the offer chosen in the list it read (journeys with a review), it is not read again.
  ...(afterReview
    ? { checking: { tags: ['loading' as const], always: [{ guard: 'offerJustAccepted' as const, target: 'preparing', actions: 'clearOffersFresh' as const }, { target: 'checkingOffer' }] } }
    : {}),
  checkingOffer: {
    tags: ['loading'],
    on: nav,
    invoke: {
      id: 'readOffers',
      src: 'readOffers',
      input: app,
      onDone: [
        { guard: { type: 'hasSelectedOffer', params: ({ event }) => ({ list: event.output }) }, target: 'preparing', actions: { type: 'storeOffers', params: ({ event }) => ({ list: event.output }) } },
        { target: 'noOffer', actions: { type: 'storeOffers', params: ({ event }) => ({ list: event.output }) } },
      ],
      onError: failTo('noteFailed'),
    },
  },
  preparing: {
    tags: ['loading'],
    on: nav,
    invoke: {
      id: 'generateNote',
      src: 'generateNote',
      input: app,
      onDone: { target: 'editing', actions: { type: 'storeNote', params: ({ event }) => ({ note: event.output }) } },
      onError: [
        { guard: { type: 'noAcceptedOffer', params: ({ event }) => ({ error: event.error }) }, target: 'noOffer' },
        { guard: { type: 'noteFinal', params: ({ event }) => ({ error: event.error }) }, target: 'readingNote' },
        failTo('noteFailed'),
      ],
    },
  },
  // Signed already: the platform will not write it again, so the note is read as it is.
  readingNote: {
    tags: ['loading'],
    on: nav,
    invoke: {
      id: 'readNote',
      src: 'readNote',
      input: app,
      onDone: { target: 'editing', actions: { type: 'storeNote', params: ({ event }) => ({ note: event.output }) } },
      onError: failTo('noteFailed'),
    },
  },
  // "Back to your offer": the offer step, whatever step comes before the notes.
  noOffer: { on: { ...nav, 'step.back': offerStep } },
  noteFailed: { tags: ['error'], on: { ...nav, 'step.retry': 'checkingOffer' } },
});
