import { isActivation, type JourneyDefinition } from './definitions';
import { firstPricing } from './dependencies';
import { steps, type StepId } from './steps';
import type { SavedStepLike, StepVersionLike } from './journey-types';
import { savedElsewhere } from './saved-step';
import type { JourneyStates } from './journey.setup';
import { app, failTo, noteStatus, repriceAfterSave, repriceFirst, backToReview, stage, stageTerms, str, type Commit } from './flow-parts';
import { pricingTail, submitTail } from './offer-flows';

/**
 * The platform calls of saving each kind of step, as chart states: one call per state, the order and the branches
 * as guards (so the generated paths walk them). Every sequence starts at `saving` and ends at `committing`, whose
 * transitions the chart factory adds (stale answers, back to review, warning, next step).
 */
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
            onDone: { target: 'committing', actions: [{ type: 'storeWarning', params: ({ event }) => ({ application: event.output }) }, 'markOfferAccepted'] },
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
