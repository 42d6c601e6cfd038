import { isActivation, type JourneyDefinition } from './definitions';
import { firstPricing, pricingAfter } from './dependencies';
import { steps, type StepId } from './steps';
import type { ApplicationLike, JourneyContext, OfferListLike, PricingRequest, SavedStepLike, StepVersionLike } from './journey-types';
import { savedElsewhere } from './saved-step';
import type { JourneyStateConfig, JourneyStates } from './journey.setup';

/**
 * The platform calls of saving each kind of step, as chart states: one call per state, the order and the branches
 * as guards (so the generated paths walk them). Every sequence starts at `saving` and ends at `committing`, whose
 * transitions the chart factory adds (stale answers, back to review, warning, next step).
 */
type Ctx = { context: JourneyContext };
const app = ({ context }: Ctx) => ({ applicationId: context.applicationId ?? '' });
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const failTo = (target: string) => ({
  target,
  actions: { type: 'storeError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
});
/** The application a call answered with: its status is what the saved snapshot records (journey-types.ts). */
const noteStatus = { type: 'noteStatus' as const, params: ({ event }: { event: { output: ApplicationLike } }) => ({ application: event.output }) };
const stage = (step: StepId) => ({ type: 'stageDraft' as const, params: { step } });
const stageTerms = (step: StepId) => ({ type: 'stageTerms' as const, params: { step } });

/** Where a saved step goes (the factory's list): inlined in passing states, `committing` after a call. */
export type Commit = Extract<NonNullable<JourneyStateConfig['always']>, readonly unknown[]>;

/**
 * A passing state's way out when the save needs its offers priced again: read them first. An answer that makes the
 * chosen offer stale always needs a new pricing, so the stale-step routing happens at `committing`, after it.
 */
const repriceFirst = (commit: Commit): Commit => [
  { guard: 'needsReprice', target: 'readingOffers' },
  ...commit.filter((t) => !isStaleRouting(t)),
];
/**
 * A form step's way out after its save: the save's answer says whether the application has priced offers, so a
 * save that changes what they are priced from prices them again directly (no list read first), and a first pass
 * through the forms (nothing priced yet) goes on after the one call. When the answer did not say, read them first.
 */
const repriceAfterSave = (commit: Commit): Commit => [
  { guard: 'repricesPricedOffers', target: 'repricing' },
  { guard: 'repricesUnknownOffers', target: 'readingOffers' },
  ...commit.filter((t) => !isStaleRouting(t)),
];
/** The commit's way back to review, unguarded (for states reached only while returning to review). */
const backToReview = (commit: Commit): Commit =>
  commit.filter((t) => typeof t === 'object' && t !== null && 'guard' in t && t.guard === 'returningToReview').map((t) => ({ ...(t as object), guard: undefined }) as Commit[number]);
const isStaleRouting = (t: unknown): boolean =>
  typeof t === 'object' && t !== null && 'guard' in t && typeof t.guard === 'object' && t.guard !== null && 'type' in t.guard && t.guard.type === 'invalidates';

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
function submitTail(commit: Commit): JourneyStates {
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

/** The save sequence of `step` in journey `def`: `saving` ... `committing` (exclusive). */
export function saveStates(def: JourneyDefinition, step: StepId, hasPricing: boolean, commit: Commit): JourneyStates {
  const afterWrite = hasPricing ? 'pricing' : 'committing';
  // The save right before the offer step, before any offer was seen or chosen, carries the first pricing's terms:
  // the platform prices with the save when it has no offers yet.
  const pricesFirst = hasPricing && def.steps[def.steps.indexOf(step) + 1] === 'loanOffer';
  const tail: JourneyStates = hasPricing ? { pricing: { tags: ['saving'], always: repriceAfterSave(commit) }, ...pricingTail(commit) } : { committing: { always: commit } };
  switch (steps[step].kind) {
    case 'calculator':
      // Kept with the journey until the purpose is known; the application is created with both. Changed from review
      // on a resumed journey (which does not hold the terms it was priced from), the application's terms are read first.
      // A loan type no longer open is saved as the regular loan (`stageTerms`, calculator-lookup.ts).
      if (!hasPricing) return { saving: { tags: ['saving'], entry: stageTerms(step), always: commit } };
      return {
        saving: { tags: ['saving'], entry: stageTerms(step), always: [{ guard: 'termsUnknown', target: 'readingTerms' }, ...repriceFirst(commit)] },
        readingTerms: {
          tags: ['saving'],
          invoke: {
            id: 'readApplicationStatus',
            src: 'readApplicationStatus',
            input: app,
            onDone: { target: 'termsRead', actions: { type: 'stageFormerTerms', params: ({ event }) => ({ application: event.output }) } },
            onError: failTo('error'),
          },
        },
        // Reached only on the way back to review: there is nowhere else to go once the terms are known.
        termsRead: { tags: ['saving'], always: [{ guard: 'needsReprice', target: 'readingOffers' }, ...backToReview(commit)] },
        ...pricingTail(commit, 'error', true),
      };
    case 'purpose':
      // An application made before the purpose was asked (refinance) or a purpose changed from review: set it.
      return {
        saving: { tags: ['saving'], entry: stage(step), always: [{ guard: 'hasApplication', target: 'settingPurpose' }, { target: 'creatingApplication' }] },
        committing: { always: commit },
        settingPurpose: {
          tags: ['saving'],
          invoke: { id: 'setLoanPurpose', src: 'setLoanPurpose', input: ({ context }) => ({ ...app({ context }), loanPurpose: str(context.pending?.after.loan_purpose) }), onDone: 'committing', onError: failTo('error') },
        },
        creatingApplication: {
          tags: ['saving'],
          invoke: {
            id: 'createApplication',
            src: 'createApplication',
            input: ({ context }) => {
              const values = context.pending?.after ?? {};
              return {
                journeyType: def.type,
                applicationType: def.applicationType,
                calculator: context.answers.loanCalculator ?? context.answers.reloanCalculator ?? context.answers.refinanceCalculator ?? {},
                loanPurpose: str(values.loan_purpose),
                idempotencyKey: `create-${def.type}-${str(values.idempotency_key) || crypto.randomUUID()}`,
              };
            },
            onDone: { target: 'committing', actions: { type: 'storeApplication', params: ({ event }) => ({ application: event.output }) } },
            // Another tab created the application first: trying again would be refused forever; continue that one.
            onError: [{ guard: { type: 'ongoingElsewhere', params: ({ event }) => ({ error: event.error }) }, ...failTo('ongoingElsewhere') }, failTo('error')],
          },
        },
        ongoingElsewhere: { tags: ['error'], on: { 'journey.continueOngoing': `#${def.type}.resumed` } },
      };
    case 'form':
      // The version the save is based on (this tab's, else read), the save, and on a refusal (saved elsewhere in
      // between, 409 STALE_ANSWERS) the newer answers, which replace the draft with the message.
      return {
        saving: {
          tags: ['saving'],
          invoke: {
            id: 'readStepVersion',
            src: 'readStepVersion',
            input: ({ context }) => ({ ...app({ context }), serverStep: steps[step].serverStep }),
            onDone: [
              {
                guard: { type: 'baseIsCurrent', params: ({ context, event }) => ({ read: event.output, known: context.answers[step] }) },
                target: 'writing',
                actions: { type: 'storeStepBase', params: ({ event }) => ({ read: event.output }) },
              },
              { target: 'error', actions: [{ type: 'storeError', params: { error: savedElsewhere } }, { type: 'adoptNewer', params: ({ event }: { event: { output: StepVersionLike } }) => ({ step, newer: event.output.answers }) }] },
            ],
            onError: failTo('error'),
          },
        },
        writing: {
          tags: ['saving'],
          invoke: {
            id: 'saveFormStep',
            src: 'saveFormStep',
            input: ({ context }) => {
              const values = context.drafts[step] ?? context.answers[step] ?? {};
              const first = pricesFirst && context.offers === null && context.answers.loanOffer === undefined ? { firstPricing: firstPricing({ ...context.answers, [step]: values }, context.applicationId ?? '') } : {};
              return { ...app({ context }), serverStep: steps[step].serverStep, values, version: context.stepBase?.version, ...first };
            },
            onDone: [
              // The answer carries the offers priced from what was saved (salary, bank): nothing else to call.
              ...(hasPricing
                ? [{ guard: { type: 'savedWithOffers' as const, params: ({ event }: { event: { output: SavedStepLike } }) => ({ saved: event.output }) }, target: 'committing', actions: { type: 'stageSaved' as const, params: ({ event }: { event: { output: SavedStepLike } }) => ({ step, saved: event.output }) } }]
                : []),
              { target: afterWrite, actions: { type: 'stageSaved', params: ({ event }) => ({ step, saved: event.output }) } },
            ],
            onError: [{ guard: { type: 'staleAnswers', params: ({ event }) => ({ error: event.error }) }, ...failTo('rereading') }, failTo('error')],
          },
        },
        rereading: {
          tags: ['saving'],
          invoke: {
            id: 'rereadSavedAnswers',
            src: 'readSavedAnswers',
            input: ({ context }) => ({ ...app({ context }), serverStep: steps[step].serverStep }),
            onDone: { target: 'error', actions: { type: 'adoptNewer', params: ({ event }) => ({ step, newer: event.output.answers }) } },
            onError: failTo('error'),
          },
        },
        ...tail,
      };
    case 'offer':
      // "Accept offer" selects the offer and accepts it in one call (OFFER_ACCEPTED: resume goes to document
      // verification); review accepts it again with the terms then chosen, as answers stay editable until submitted.
      return {
        saving: { tags: ['saving'], entry: stage(step), always: [{ guard: 'choseOffer', target: 'acceptingOffer' }, ...commit] },
        committing: { always: commit },
        acceptingOffer: {
          tags: ['saving'],
          invoke: {
            id: 'acceptOffer',
            src: 'acceptOffer',
            // The platform selects the offer and the application takes its amount and tenure.
            input: ({ context }) => ({ ...app({ context }), terms: null, offerId: str(context.pending?.after.offer_id) }),
            onDone: { target: 'committing', actions: { type: 'storeWarning', params: ({ event }) => ({ application: event.output }) } },
            onError: failTo('error'),
          },
        },
      };
    case 'acceptOffer':
      return {
        committing: { always: commit },
        saving: {
          tags: ['saving'],
          entry: stage(step),
          invoke: {
            id: 'acceptOffer',
            src: 'acceptOffer',
            // The offer the borrower chose ("Choose this offer"): the platform selects it and approves it.
            input: ({ context }) => ({ ...app({ context }), terms: null, offerId: str(context.pending?.after.offer_id) }),
            onDone: { target: 'committing', actions: { type: 'stageStatus', params: ({ event }) => ({ application: event.output }) } },
            onError: failTo('error'),
          },
        },
      };
    case 'documents':
      // WCR and missing-selfie journeys end with their documents: the application goes (back) to review.
      return def.type === 'wcr' || def.type === 'missingSelfie'
        ? { saving: { tags: ['saving'], entry: stage(step), always: 'readingStatus' }, ...submitTail(commit) }
        : { saving: { tags: ['saving'], entry: stage(step), always: commit } };
    case 'review':
      // Activations have no promissory notes: their review is the submit. A loan's review accepts the chosen offer.
      if (isActivation(def.type)) return { saving: { tags: ['saving'], entry: stage(step), always: 'readingStatus' }, ...submitTail(commit) };
      return {
        committing: { always: commit },
        saving: {
          tags: ['saving'],
          entry: stage(step),
          invoke: {
            id: 'readApplicationStatus',
            src: 'readApplicationStatus',
            input: app,
            onDone: [
              { guard: { type: 'acceptsOffer', params: ({ event }) => ({ application: event.output }) }, target: 'readingChoice', actions: noteStatus },
              { target: 'committing', actions: noteStatus },
            ],
            onError: failTo('error'),
          },
        },
        readingChoice: {
          tags: ['saving'],
          invoke: { id: 'readOffers', src: 'readOffers', input: app, onDone: { target: 'accepting', actions: { type: 'storeOffers', params: ({ event }) => ({ list: event.output }) } }, onError: failTo('error') },
        },
        accepting: {
          tags: ['saving'],
          invoke: {
            id: 'acceptOffer',
            src: 'acceptOffer',
            // The application takes the chosen offer's amount and tenure (they may differ from what was asked).
            input: ({ context }) => {
              const chosen = context.offers?.offers.find((o) => o.selected);
              return { ...app({ context }), terms: chosen ? { loan_amount_centavos: chosen.principal_centavos, tenure_months: chosen.tenure_months } : null };
            },
            onDone: { target: 'committing', actions: { type: 'storeWarning', params: ({ event }) => ({ application: event.output }) } },
            onError: failTo('error'),
          },
        },
      };
    case 'amount':
      // An EWA withdrawal or a quick loan: the application is created with the amount, then submitted (an
      // application left unsubmitted by a failed submit is submitted on retry).
      return {
        saving: { tags: ['saving'], entry: stage(step), always: [{ guard: 'hasApplication', target: 'submitting' }, { target: 'creatingApplication' }] },
        creatingApplication: {
          tags: ['saving'],
          invoke: {
            id: 'createApplication',
            src: 'createApplication',
            input: ({ context }) => ({
              journeyType: def.type,
              applicationType: def.applicationType,
              calculator: context.pending?.after ?? {},
              loanPurpose: '',
              idempotencyKey: `create-${def.type}-${str(context.pending?.after.idempotency_key) || crypto.randomUUID()}`,
            }),
            onDone: { target: 'submitting', actions: { type: 'storeApplication', params: ({ event }) => ({ application: event.output }) } },
            onError: failTo('error'),
          },
        },
        submitting: { tags: ['saving'], invoke: { id: 'submitForReview', src: 'submitForReview', input: app, onDone: { target: 'committing', actions: noteStatus }, onError: failTo('error') } },
        committing: { always: commit },
      };
    case 'promissoryNotes':
      // Signing finalizes the note (PENDING -> FINAL), then the application goes to review where the spec allows.
      return {
        saving: {
          tags: ['saving'],
          entry: stage(step),
          invoke: {
            id: 'finalizeNote',
            src: 'finalizeNote',
            // The note shown is the one signed: its own id keys the signature, so a later note is never answered with this one.
            input: ({ context }) => ({ ...app({ context }), contractId: context.note?.contract_id ?? '' }),
            onDone: { target: 'readingStatus', actions: { type: 'storeNote', params: ({ event }) => ({ note: event.output }) } },
            onError: failTo('error'),
          },
        },
        ...submitTail(commit),
      };
    default:
      return { saving: { tags: ['saving'], entry: stage(step), always: commit } };
  }
}

/**
 * The promissory note for signing: first the offers are read, and without a chosen offer there is no note to sign
 * (the borrower is sent back to the offer); then it is generated (again) from the chosen offer, or the signed one as
 * it is (read back when the platform refuses to generate it again, 409 CONTRACT_FINAL). The platform's own refusal of a note without
 * an accepted offer (409 NO_ACCEPTED_OFFER) ends the same way. No probe for "no note yet": that answered 404 on
 * every first visit (issue W2-G, the console's failing resource).
 */
export const notePreparation = (nav: JourneyStateConfig['on'], offerStep: string): JourneyStates => ({
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
