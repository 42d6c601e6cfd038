import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { journeys } from './definitions';
import { otpMachine, type OtpOutput, type OtpSent } from '../shared/otp.machine';
import { replacedBy, repriceNeeded, staleAfter } from './dependencies';
import { offerPricingMachine } from './offer-pricing.machine';
import { baseIsCurrent } from './saved-step';
import { signingCodeLogic } from './signing';
import { documentVerificationLogic, type DocumentVerificationOutput } from './document-verification';
import { isStatusIn, offerAcceptingStatuses, submittableStatuses } from './statuses';
import type { StepId } from './steps';
import { afterSalaryRead, lookupStart, pricedTerms, salaryCandidates, salaryHeld } from './calculator-lookup';
import type {
  AcceptOfferInput, Answers, ApplicationInput, ApplicationLike, ApplicationListLike, CampaignListLike,
  CancellationSurveyInput, CreateApplicationInput, EmailFactsLike, JourneyContext, JourneyEvent, JourneyInput,
  JourneyOutput, JourneyTag, LinkedAccountLike, OfferListLike, PhoneLike, PromissoryNoteLike, SavedAnswersLike,
  SavedSalaryLike, SavedStepLike, SaveFormStepInput, StepInput, StepVersionLike, SetLoanPurposeInput, StepError,
  VerifyGotymeInput,
} from './journey-types';

export function toStepError(error: unknown): StepError {
  const e = (error ?? {}) as { code?: unknown; message?: unknown; fields?: unknown };
  return {
    code: typeof e.code === 'string' ? e.code : 'UNKNOWN',
    message: typeof e.message === 'string' && e.message ? e.message : 'We could not save this step. Please try again.',
    fields: typeof e.fields === 'object' && e.fields !== null ? (e.fields as Record<string, string>) : {},
  };
}

/** A platform call, one each, supplied at the edge (src/journeys/journey-actors.ts); tests pass fakes the same way. */
const edge = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is supplied with .provide()`);
  });

export interface PromoApplied {
  promo: { code: string; description: string };
}

/** Offers are priced again only when the save changed what they are priced from (and an application exists). */
const needsReprice = (context: JourneyContext): boolean =>
  context.applicationId !== null && context.pending !== null && repriceNeeded(context.pending, context.answers);

export const journeySetup = setup({
  types: {
    context: {} as JourneyContext,
    events: {} as JourneyEvent,
    input: {} as JourneyInput,
    output: {} as JourneyOutput,
    tags: {} as JourneyTag,
  },
  actors: {
    createApplication: edge<ApplicationLike, CreateApplicationInput>('createApplication'),
    setLoanPurpose: edge<ApplicationLike, SetLoanPurposeInput>('setLoanPurpose'),
    /** The version a form step's save is based on: this tab's (no call), else a GET of the step. */
    readStepVersion: edge<StepVersionLike, StepInput>('readStepVersion'),
    saveFormStep: edge<SavedStepLike, SaveFormStepInput>('saveFormStep'),
    /** A GET of a step's saved answers: the newer answers after a refused save, a salary or bank a pricing needs. */
    readSavedAnswers: edge<SavedAnswersLike, StepInput>('readSavedAnswers'),
    verifyGotymeAccount: edge<LinkedAccountLike, VerifyGotymeInput>('verifyGotymeAccount'),
    readOffers: edge<OfferListLike, ApplicationInput>('readOffers'),
    /** Reads what the journey lacks for a pricing, then prices (a chart of its own, one call per state). */
    priceOffers: offerPricingMachine,
    acceptOffer: edge<ApplicationLike, AcceptOfferInput>('acceptOffer'),
    readApplicationStatus: edge<ApplicationLike, ApplicationInput>('readApplicationStatus'),
    submitForReview: edge<ApplicationLike, ApplicationInput>('submitForReview'),
    generateNote: edge<PromissoryNoteLike, ApplicationInput>('generateNote'),
    /** The note as it is (already signed: the platform refuses to generate it again, 409 CONTRACT_FINAL). */
    readNote: edge<PromissoryNoteLike, ApplicationInput>('readNote'),
    /** Where a code goes: the borrower's mobile number from the profile, masked (read while the code is sent). */
    readPhone: edge<PhoneLike, void>('readPhone'),
    /** The platform's unique check of an email answer (a POST), on leaving the field: hints only, never blocking. */
    checkEmail: edge<EmailFactsLike, { email: string }>('checkEmail'),
    finalizeNote: edge<PromissoryNoteLike, ApplicationInput & { contractId: string }>('finalizeNote'),
    applyPromo: edge<PromoApplied, ApplicationInput & { code: string }>('applyPromo'),
    removePromo: edge<unknown, ApplicationInput>('removePromo'),
    /** The borrower cancels the application (CANCELLED, reason group CANCELLED_BY_BORROWER). */
    cancelApplication: edge<ApplicationLike, ApplicationInput>('cancelApplication'),
    submitCancellationSurvey: edge<unknown, CancellationSurveyInput>('submitCancellationSurvey'),
    documentVerification: documentVerificationLogic,
    // Promissory-note signing: send a code, then the shared OTP chart (invoked as 'otp') verifies it.
    requestSigningCode: signingCodeLogic,
    otp: otpMachine,
    /** GoTyme sends its code for the account number (the number it went to is read beside it). */
    requestGotymeCode: edge<OtpSent, { accountNumber: string }>('requestGotymeCode'),
    // The calculator's look-ups (calculator.states.ts): applications, one's saved salary, campaigns for a salary.
    listApplications: edge<ApplicationListLike, void>('listApplications'),
    readSavedSalary: edge<SavedSalaryLike, ApplicationInput>('readSavedSalary'),
    readCampaigns: edge<CampaignListLike, { salary: string | null }>('readCampaigns'),
  },
  guards: {
    canJumpTo: ({ context, event }, params: { step: StepId; index: number }) =>
      event.type === 'nav.request' && event.step === params.step && params.index <= context.reached,
    isEditTarget: ({ event }, params: { step: StepId }) => event.type === 'review.edit' && event.step === params.step,
    returningToReview: ({ context }) => context.returnTo === 'reviewDetails',
    verificationFailed: (_, params: { output: DocumentVerificationOutput }) => params.output.outcome === 'failed',
    otpVerified: (_, params: { output: OtpOutput }) => params.output.verified,
    hasApplication: ({ context }) => context.applicationId !== null,
    /** Some application may hold the borrower's saved salary (calculator-lookup.ts `salaryCandidates`). */
    hasSalaryCandidates: ({ context }, params: { list: ApplicationListLike }) => salaryCandidates(params.list, context.applicationId).length > 0,
    /** No salary known yet and an application left whose saved salary may be it. */
    salaryToRead: ({ context }) => context.lookup?.salary === null && context.lookup.toRead.length > 0,
    salaryKnown: ({ context }) => typeof context.lookup?.salary === 'string',
    /** The save of `step` makes `target` stale and `target` is the first such step: the borrower goes there. */
    invalidates: ({ context }, params: { step: StepId; target: StepId; order: readonly StepId[] }) => {
      const p = context.pending;
      if (!p) return false;
      const stale = staleAfter(p, context.answers);
      const first = [...stale].sort((a, b) => params.order.indexOf(a) - params.order.indexOf(b))[0];
      return first === params.target;
    },
    /** The note shown is already signed (the same offer signed before final approval): no second code is needed. */
    noteSigned: ({ context }) => context.note?.promissory_note_status === 'FINAL',
    hasWarning: ({ context }) => typeof context.warning === 'string' && context.warning !== '',
    /** Offers are priced again only when the save changed what they are priced from (and an application exists). */
    needsReprice: ({ context }) => needsReprice(context),
    hasOffers: (_, params: { list: OfferListLike }) => params.list.offers.length > 0,
    /** The application has an offer chosen (selected): the promissory note can be written from its figures. */
    hasSelectedOffer: (_, params: { list: OfferListLike }) => params.list.offers.some((o) => o.selected),
    /** The platform refuses a note for an application without an accepted offer (409 NO_ACCEPTED_OFFER). */
    noAcceptedOffer: (_, params: { error: unknown }) => toStepError(params.error).code === 'NO_ACCEPTED_OFFER',
    /** The note is signed already (409 CONTRACT_FINAL): it is read back as it is. */
    noteFinal: (_, params: { error: unknown }) => toStepError(params.error).code === 'CONTRACT_FINAL',
    /** The version read may be written over (saved-step.ts); else the step was saved elsewhere. */
    baseIsCurrent: (_, params: { read: StepVersionLike; known: Answers | undefined }) => baseIsCurrent(params.read, params.known),
    /**
     * Loan terms changed from review while the journey does not hold what they were (a resumed journey): read the
     * application's terms first, to know whether they changed and the offers must be priced again.
     */
    termsUnknown: ({ context }) => context.returnTo === 'reviewDetails' && context.applicationId !== null && context.pending !== null && context.pending.before === undefined,
    /** A form step's save that needs a new pricing, and its answer says offers are priced: price them again. */
    repricesPricedOffers: ({ context }) => needsReprice(context) && context.pending?.offersPriced === true,
    /** The save's answer carried the offers priced from what it saved: nothing else to call. */
    savedWithOffers: (_, params: { saved: SavedStepLike }) => params.saved.offers !== undefined,
    /** The offer step follows the save that priced its offers, or that said there are none yet. */
    offersJustPriced: ({ context }) => context.offersFresh === 'priced' && context.offers !== null,
    noOffersYet: ({ context }) => context.offersFresh === 'none',
    /** Review just read the offers and accepted the chosen one: the note is written from it without a second read. */
    offerJustAccepted: ({ context }) => context.offersFresh === 'accepted',
    /** The same when the save's answer did not say whether offers are priced: read them first. */
    repricesUnknownOffers: ({ context }) => needsReprice(context) && context.pending?.offersPriced === undefined,
    /** The create lost a race: the platform already holds an application in progress (409 ONGOING_APPLICATION). */
    ongoingElsewhere: (_, params: { error: unknown }) => toStepError(params.error).code === 'ONGOING_APPLICATION',
    staleAnswers: (_, params: { error: unknown }) => toStepError(params.error).code === 'STALE_ANSWERS',
    choseOffer: ({ context }) => typeof context.pending?.after.offer_id === 'string' && context.pending.after.offer_id !== '',
    submittable: (_, params: { application: ApplicationLike }) => isStatusIn(submittableStatuses, params.application.status),
    /** Review accepts the chosen offer: still to accept, or accepted on the offer page and confirmed again. */
    acceptsOffer: (_, params: { application: ApplicationLike }) => isStatusIn(offerAcceptingStatuses, params.application.status) || params.application.status === 'OFFER_ACCEPTED',
  },
  actions: {
    requestStart: enqueueActions(({ context, enqueue }) => {
      if (context.startAt) enqueue.raise({ type: 'nav.request', step: context.startAt });
    }),
    // A save left unfinished (failed, then the borrower went elsewhere) is dropped: the step's draft keeps the values.
    enterStep: assign(({ context }, params: { index: number; showsOffers?: boolean; isReview?: boolean; signsNote?: boolean }) => ({
      reached: Math.max(context.reached, params.index),
      error: null,
      pending: null,
      offersFresh: params.showsOffers || (params.signsNote && context.offersFresh === 'accepted') ? (context.offersFresh ?? null) : null,
      repriced: params.isReview ? (context.repriced ?? false) : false,
      stepBase: null,
      lookup: null,
    })),
    /** The calculator starts its look-ups from the salary this journey holds (none: it is looked up). */
    startLookup: assign(({ context }) => ({ lookup: { ...lookupStart, salary: salaryHeld(context.answers) } })),
    storeSalaryCandidates: assign(({ context }, params: { list: ApplicationListLike }) => ({ lookup: { ...(context.lookup ?? lookupStart), toRead: salaryCandidates(params.list, context.applicationId) } })),
    storeSalaryRead: assign(({ context }, params: { read: SavedSalaryLike }) => ({ lookup: afterSalaryRead(context.lookup ?? lookupStart, params.read.salary) })),
    storeCampaigns: assign(({ context }, params: { list: CampaignListLike }) => ({ lookup: { ...(context.lookup ?? lookupStart), toRead: [], campaigns: params.list.campaigns } })),
    storeDraft: assign(({ context, event }, params: { step: StepId }) =>
      event.type === 'draft.update' || event.type === 'step.submit' || event.type === 'gotyme.sendCode'
        ? { drafts: { ...context.drafts, [params.step]: event.values } }
        : {},
    ),
    /** The values to save: the draft (or, on a retry without one, the saved answers). */
    stageDraft: assign(({ context }, params: { step: StepId }) => ({
      pending: { step: params.step, before: context.answers[params.step], after: context.drafts[params.step] ?? context.answers[params.step] ?? {} },
      warning: null,
    })),
    /** The calculator's values to save: a loan type no longer open is priced regular (calculator-lookup.ts). */
    stageTerms: assign(({ context }, params: { step: StepId }) => {
      const values = context.drafts[params.step] ?? context.answers[params.step] ?? {};
      return { pending: { step: params.step, before: context.answers[params.step], after: pricedTerms(values, context.lookup?.campaigns ?? null) }, warning: null };
    }),
    stageSaved: assign(({ context }, params: { step: StepId; saved: SavedStepLike }) => ({
      pending: {
        step: params.step,
        before: context.answers[params.step] ?? context.stepBase?.previous,
        after: params.saved.answers,
        offersPriced: params.saved.has_offers,
      },
      stepBase: null,
      // Offers the answer carried were priced from the saved answers: they are the ones to show and sign.
      ...(params.saved.offers ? { offers: params.saved.offers } : {}),
      offersFresh: params.saved.offers ? ('priced' as const) : params.saved.has_offers === false ? ('none' as const) : null,
    })),
    /** The offers just stored were priced from the answers being saved (the pricing right after a save). */
    markOffersPriced: assign({ offersFresh: 'priced' as const }),
    clearOffersFresh: assign({ offersFresh: null }),
    /** Review accepted the offer chosen in the list it just read (one is selected): the notes step need not read it. */
    markOfferAccepted: assign(({ context }) => ({ offersFresh: context.offers?.offers.some((o) => o.selected) ? ('accepted' as const) : null })),
    stageLinked: assign((_, params: { account: LinkedAccountLike }) => ({
      pending: { step: 'gotymeLinking' as const, before: undefined, after: { account_name: params.account.account_name, masked_account_number: params.account.masked_account_number } },
    })),
    /** The calculator's answers before this save, as the application holds them (the journey did not know them). */
    stageFormerTerms: assign(({ context }, params: { application: ApplicationLike }) => {
      const a = params.application;
      const before = { amount_centavos: a.loan_amount_centavos ?? '', tenure_months: a.tenure_months ?? '', repayment_cycle: a.repayment_cycle ?? '' };
      return { pending: context.pending ? { ...context.pending, before } : null, applicationStatus: a.status };
    }),
    /** The new best offer was accepted in place of the one chosen (terms changed from review); review says so. */
    stageRepricedAcceptance: assign(({ context }, params: { application: ApplicationLike }) => {
      const accepted = context.offers?.offers.find((o) => o.selected)?.id;
      return { pending: context.pending && accepted ? { ...context.pending, accepted } : context.pending, applicationStatus: params.application.status, repriced: accepted !== undefined };
    }),
    stageStatus: assign(({ context }, params: { application: ApplicationLike }) => ({
      pending: context.pending ? { ...context.pending, after: { ...context.pending.after, status: params.application.status } } : null,
      warning: params.application.warning ?? null,
      applicationStatus: params.application.status,
    })),
    /** The answers another tab or device saved become the step's answers; this tab's draft of it is dropped. */
    adoptNewer: assign(({ context }, params: { step: StepId; newer: Answers }) => {
      const { [params.step]: _dropped, ...drafts } = context.drafts;
      return { answers: { ...context.answers, [params.step]: params.newer }, drafts };
    }),
    /** The version this save is based on, and what the step held then (this tab's own read: the rules compare it). */
    storeStepBase: assign((_, params: { read: StepVersionLike }) => ({
      stepBase: { version: params.read.version, previous: params.read.readHere ? params.read.answers : undefined },
    })),
    storeWarning: assign((_, params: { application: ApplicationLike }) => ({ warning: params.application.warning ?? null, applicationStatus: params.application.status })),
    storeApplication: assign((_, params: { application: ApplicationLike }) => ({ applicationId: params.application.id, applicationStatus: params.application.status })),
    noteStatus: assign((_, params: { application: ApplicationLike }) => ({ applicationStatus: params.application.status })),
    storeOffers: assign((_, params: { list: OfferListLike }) => ({ offers: params.list })),
    storeNote: assign((_, params: { note: PromissoryNoteLike | null }) => ({ note: params.note, error: null })),
    /** The save is done: its answers replace the step's, and answers built on what changed are dropped. */
    commit: assign(({ context }) => {
      const p = context.pending;
      if (!p) return {};
      const drafts = { ...context.drafts };
      delete drafts[p.step];
      const stale = staleAfter(p, context.answers);
      const answers: JourneyContext['answers'] = { ...context.answers, [p.step]: p.after, ...(p.accepted ? { loanOffer: { offer_id: p.accepted } } : {}) };
      for (const id of [...stale, ...(replacedBy[p.step] ?? [])]) delete answers[id];
      // The borrower may not jump past the first stale answer.
      const order = journeys[context.type].steps as readonly StepId[];
      const firstStale = Math.min(...stale.map((id) => order.indexOf(id)).filter((i) => i >= 0));
      return {
        answers,
        reached: Number.isFinite(firstStale) ? Math.min(context.reached, firstStale) : context.reached,
        drafts,
        pending: null,
        error: null,
      };
    }),
    storeError: assign((_, params: { error: unknown }) => ({ error: toStepError(params.error) })),
    /** Why document verification failed, for its page's words: "after several tries" only after repeated failures. */
    storeVerificationFailure: assign((_, params: { output: DocumentVerificationOutput }) => {
      const selfie = params.output.selfie;
      const repeated = selfie?.result === 'EXHAUSTED' || (selfie?.attempts ?? 0) > 1;
      return { error: { code: repeated ? 'SELFIE_NOT_MATCHED_REPEATEDLY' : 'SELFIE_NOT_MATCHED', message: '', fields: {} } };
    }),
    markReturn: assign({ returnTo: 'reviewDetails' as const }),
    // The code and the number it went to arrive from two calls made side by side, in either order.
    clearSigningCode: assign({ signing: null }),
    storeSigningCode: assign(({ context }, params: { sent: OtpSent }) => ({ signing: { destination: context.signing?.destination ?? '', ...params.sent } })),
    storeSigningPhone: assign(({ context }, params: { phone: PhoneLike }) => ({ signing: { sentAt: 0, ...context.signing, destination: params.phone.destination } })),
    clearGotymeCode: assign({ gotymeCode: null }),
    storeGotymeCode: assign(({ context }, params: { sent: OtpSent }) => ({ gotymeCode: { destination: context.gotymeCode?.destination ?? '', ...params.sent }, error: null })),
    storeGotymePhone: assign(({ context }, params: { phone: PhoneLike }) => ({ gotymeCode: { sentAt: 0, ...context.gotymeCode, destination: params.phone.destination } })),
    storePromo: assign((_, params: { promo: JourneyContext['promo'] }) => ({ promo: params.promo, promoError: null })),
    storePromoError: assign((_, params: { error: unknown }) => ({ promoError: toStepError(params.error) })),
    clearPromoError: assign({ promoError: null }),
    clearReturn: assign({ returnTo: null }),
    storeEmailFacts: assign((_, params: { facts: EmailFactsLike }) => ({ emailFacts: params.facts })),
    storeCancellation: assign(({ event }) => (event.type === 'survey.submit' ? { cancellation: event.answer, error: null } : {})),
    markOutcome: assign((_, params: { outcome: JourneyOutput['result'] }) => ({ outcome: params.outcome })),
  },
});

type MachineConfig = Parameters<typeof journeySetup.createMachine>[0];
/** One state of a journey chart, typed by the setup above: invokes name their actor, onDone sees its output. */
export type JourneyStateConfig = NonNullable<MachineConfig['states']>[string];
export type JourneyStates = Record<string, JourneyStateConfig>;
