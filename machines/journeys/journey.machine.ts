import type { SnapshotFrom } from 'xstate';
import type { JourneyDefinition, JourneyType } from './definitions';
import { journeys, journeyTypes } from './definitions';
import { dependentsOf } from './dependencies';
import { stepMeta, steps, type StepId } from './steps';
import type { JourneyContext, JourneyInput } from './journey-types';
import { journeySetup, type JourneyStateConfig, type JourneyStates } from './journey.setup';
import { cancelEntry, cancellationSurveyStates, cancelStates } from './cancellation';
import { saveStates } from './step-flows';
import { notePreparation, offerLoading, promoStates } from './offer-flows';
import type { Commit } from './flow-parts';
import { gotymeStates, signingStates } from './branches.states';
import { calculatorLookup } from './calculator.states';
import { startingAnswers } from './resume';

/** Steps a borrower may change from review (documents and offers have their own charts/servers rules). */
const editableFromReview = new Set(['calculator', 'purpose', 'form']);
type Ctx = { context: JourneyContext };

/** Builds the chart of one journey type from its definition. */
export function createJourneyMachine(def: JourneyDefinition) {
  const order = def.steps;
  const ref = (step: StepId | 'left' | 'submitted' | 'cancelled' | 'cancellationSurvey') => `#${def.type}.${step}`;
  const creatingIndex = order.indexOf('loanPurpose');
  const cancelOn = (index: number) => cancelEntry(index <= creatingIndex);
  const cancellable = (resume: string) => cancelStates(resume, ref('cancellationSurvey'));
  // An amount step (EWA withdrawal, insta-funds) offers no "Cancel application": before "Withdraw" / "Apply" there
  // is no application (Back leaves), and that one press creates and submits it (docs/decisions.md 2026-11-26).
  const cancelsAt = (step: StepId) => steps[step].kind !== 'amount';
  const anyCancels = order.some((step) => steps[step].kind !== 'success' && cancelsAt(step));
  const reviewIndex = order.indexOf('reviewDetails');
  const hasWarningBranch = reviewIndex >= 0 && order.includes('promissoryNotes');
  const hasGotymeBranch = order.includes('bankDetails');
  // Steps whose saves can change what offers are priced from (in journeys that have offers).
  const pricesOffers = (step: StepId) => order.includes('loanOffer') && dependentsOf(step).includes('loanOffer');

  const navigation = (index: number): JourneyStateConfig['on'] => ({
    'step.back': index > 0 ? { target: ref(order[index - 1]!) } : { target: ref('left') },
    'nav.request': order
      .map((step, i) => ({ step, i }))
      .filter(({ i, step }) => i !== index && steps[step].kind !== 'success')
      .map(({ step, i }) => ({ guard: { type: 'canJumpTo' as const, params: { step, index: i } }, target: ref(step) })),
  });

  /** Where a step goes once saved: a stale later step first (still returning to review), review, warning, next. */
  const committing = (step: StepId, index: number, next: StepId): Commit => {
    const staleTargets = reviewIndex > index ? dependentsOf(step).filter((t) => order.indexOf(t) > index && order.indexOf(t) < reviewIndex) : [];
    return [
        ...staleTargets.map((t) => ({ guard: { type: 'invalidates' as const, params: { step, target: t, order } }, target: ref(t), actions: 'commit' as const })),
        ...(reviewIndex > index ? [{ guard: 'returningToReview' as const, target: ref('reviewDetails'), actions: ['commit' as const, 'clearReturn' as const] }] : []),
        ...(step === 'reviewDetails' && hasWarningBranch ? [{ guard: 'hasWarning' as const, target: ref('warningPage'), actions: 'commit' as const }] : []),
        { target: ref(next), actions: 'commit' as const },
    ];
  };

  const states: JourneyStates = {
    left: { type: 'final', entry: { type: 'markOutcome', params: { outcome: 'left' } } },
    submitted: { type: 'final', entry: { type: 'markOutcome', params: { outcome: 'submitted' } } },
    // Journeys that create their application at the purpose step may lose that race to another tab.
    ...(order.includes('loanPurpose') ? { resumed: { type: 'final' as const, entry: { type: 'markOutcome' as const, params: { outcome: 'resumed' as const } } } } : {}),
    ...(anyCancels ? { cancelled: { type: 'final' as const, entry: { type: 'markOutcome' as const, params: { outcome: 'cancelled' as const } } } } : {}),
  };

  order.forEach((step, index) => {
    const spec = steps[step];
    const next = order[index + 1];
    const showsOffers = spec.kind === 'offer' || spec.kind === 'acceptOffer';
    const base = { meta: stepMeta(step, order), entry: { type: 'enterStep' as const, params: { index, showsOffers, isReview: step === 'reviewDetails', signsNote: spec.kind === 'promissoryNotes' } } };
    if (spec.kind === 'success') {
      states[step] = { ...base, on: { 'journey.finish': ref('submitted') } };
      return;
    }
    if (!next) throw new Error(`Journey ${def.type}: step ${step} needs a following step`);
    const calls = saveStates(def, step, pricesOffers(step), committing(step, index, next));
    // A step whose save makes platform calls can fail; then the borrower retries it (or goes elsewhere).
    const canFail = Object.values(calls).some((state) => state.invoke !== undefined);
    const save: JourneyStates = { ...calls, ...(canFail ? { error: { tags: ['error'], on: { 'step.retry': 'saving', ...navigation(index) } } } : {}) };
    if (spec.kind === 'documents') {
      // Documents are their own chart (helper F4); when it is done the step is saved like any other.
      states[step] = {
        ...base,
        initial: 'verifying',
        // Verifying and its failed page hold their own confirmation; the step's own is for a failed save (where
        // the documents step saves through the platform at all).
        on: canFail ? cancelOn(index) : {},
        states: {
          ...(canFail ? cancellable('error') : {}),
          // The confirmation sits inside `verifying`, so the documents chart (uploads, selfie tries) lives on behind
          // the dialog and "Keep my application" returns to the same document.
          verifying: {
            initial: 'working',
            invoke: {
              id: 'documentVerification',
              src: 'documentVerification',
              input: ({ context }: Ctx) => ({ applicationId: context.applicationId ?? '', requirements: def.requirements, selfieForOldLoans: def.type === 'missingSelfie' }),
              onDone: [
                {
                  guard: { type: 'verificationFailed', params: ({ event }) => ({ output: event.output }) },
                  target: 'failed',
                  actions: { type: 'storeVerificationFailure', params: ({ event }) => ({ output: event.output }) },
                },
                { target: 'saving' },
              ],
            },
            on: { ...navigation(index), 'application.cancel': '.cancelConfirm' },
            states: { working: {}, ...cancellable('working') },
          },
          failed: {
            meta: { route: '/document-verification-failed', screen: 'document-verification-failed', title: 'We could not verify your identity', page: 'Document Verification Failed' },
            initial: 'shown',
            on: { 'step.retry': 'verifying', ...navigation(index), 'application.cancel': '.cancelConfirm' },
            states: { shown: {}, ...cancellable('shown') },
          },
          ...save,
        },
      };
      return;
    }
    const submit = { target: 'saving', actions: { type: 'storeDraft' as const, params: { step } } };
    const editing: NonNullable<JourneyStateConfig['on']> = { 'step.submit': submit, ...navigation(index) };
    if (step === 'bankDetails') editing['bank.linkGotyme'] = ref('gotymeLinking');
    // An email answer is checked when the borrower leaves it: the form stays editable (a hint, never a block).
    const emailCheck: JourneyStates =
      spec.kind === 'form'
        ? {
            checkingEmail: {
              on: editing,
              invoke: {
                id: 'checkEmail',
                src: 'checkEmail',
                input: ({ event }) => ({ email: event.type === 'email.check' ? event.email : '' }),
                onDone: { target: 'editing', actions: { type: 'storeEmailFacts', params: ({ event }) => ({ facts: event.output }) } },
                // A failed check says nothing rather than blocking the borrower.
                onError: 'editing',
              },
            },
          }
        : {};
    if (spec.kind === 'offer') {
      editing['promo.apply'] = { target: 'applyingPromo', actions: 'clearPromoError' };
      editing['promo.remove'] = { target: 'removingPromo', actions: 'clearPromoError' };
    }
    if (step === 'reviewDetails') {
      editing['review.edit'] = order
        .slice(0, index)
        .filter((s) => editableFromReview.has(steps[s].kind))
        .map((s) => ({ guard: { type: 'isEditTarget' as const, params: { step: s } }, target: ref(s), actions: 'markReturn' as const }));
    }
    if (spec.kind === 'promissoryNotes') {
      const offerStep = order.find((s) => steps[s].kind === 'offer' || steps[s].kind === 'acceptOffer') ?? order[0]!;
      states[step] = {
        ...base,
        initial: reviewIndex >= 0 ? 'checking' : 'checkingOffer',
        on: cancelOn(index),
        states: { ...notePreparation(navigation(index), ref(offerStep), reviewIndex >= 0), ...signingStates(editing, ref(step)), ...save, ...cancellable('checkingOffer') },
      };
      return;
    }
    states[step] = {
      ...base,
      // The offer step follows a save (which may have priced its offers); accepting an offer opens a journey; the
      // calculator looks up the salary and loan types first.
      initial: spec.kind === 'offer' ? 'checking' : showsOffers ? 'loading' : spec.kind === 'calculator' ? 'lookingUp' : 'editing',
      on: { 'draft.update': { actions: { type: 'storeDraft', params: { step } } }, ...(cancelsAt(step) ? cancelOn(index) : {}) },
      states: {
        ...(showsOffers ? offerLoading(navigation(index), spec.kind === 'offer') : {}),
        ...(spec.kind === 'calculator' ? calculatorLookup(navigation(index)) : {}),
        ...(cancelsAt(step) ? cancellable(showsOffers ? 'loading' : 'editing') : {}),
        editing: { on: { ...editing, ...(spec.kind === 'form' ? { 'email.check': 'checkingEmail' } : {}) } },
        ...emailCheck,
        ...save,
        ...(canFail ? { error: { tags: ['error'], on: { ...editing, 'step.retry': 'saving' } } } : {}),
        ...(spec.kind === 'offer' ? promoStates : {}),
      },
    };
  });

  if (hasWarningBranch) {
    states.warningPage = { meta: stepMeta('warningPage'), on: { 'step.submit': ref(order[reviewIndex + 1]!), 'step.back': ref('reviewDetails') } };
  }
  if (hasGotymeBranch) states.gotymeLinking = gotymeStates(ref, order[order.indexOf('bankDetails') + 1]!);
  // After the steps, so the journey reads in order (maps, stories): the survey follows a cancellation.
  if (anyCancels) states.cancellationSurvey = cancellationSurveyStates(ref('cancelled'));

  return journeySetup.createMachine({
    id: def.type,
    context: ({ input }) => ({
      type: input.type,
      applicationId: input.applicationId,
      applicationStatus: input.applicationStatus ?? null,
      startAt: input.startAt ?? null,
      answers: startingAnswers(input, reachedAt(input)),
      drafts: input.drafts ?? {},
      reached: reachedAt(input),
      error: null,
      returnTo: null,
      warning: null,
      outcome: null,
      signing: null,
      gotymeCode: null,
      promo: null,
      promoError: null,
      pending: null,
      offers: null,
      offersFresh: null,
      note: null,
      cancellation: null,
      stepBase: null,
    }),
    // Resuming is a guarded jump like any other: start at the first step, then ask for the resume step (allowed
    // because `reached` covers it). One path for deep links, back/forward and resume.
    initial: order[0],
    entry: 'requestStart',
    states,
    output: ({ context }) => ({ result: context.outcome ?? 'left', applicationId: context.applicationId }),
  });
}

/** How far a journey starting with `input` has been: what it records, and at least where it starts. */
const reachedAt = (input: JourneyInput) => Math.max(input.reached ?? 0, input.startAt ? (journeys[input.type].steps as readonly StepId[]).indexOf(input.startAt) : 0);

export type JourneyMachine = ReturnType<typeof createJourneyMachine>;
export type JourneySnapshot = SnapshotFrom<JourneyMachine>;

export const journeyMachines = Object.fromEntries(journeyTypes.map((type) => [type, createJourneyMachine(journeys[type])])) as Record<JourneyType, JourneyMachine>;

export const allJourneyMachines: JourneyMachine[] = Object.values(journeyMachines);
