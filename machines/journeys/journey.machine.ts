import { assign, enqueueActions, fromPromise, setup, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import type { JourneyDefinition, JourneyType } from './definitions';
import { journeys, journeyTypes } from './definitions';
import { otpMachine, type OtpOutput } from '../shared/otp.machine';
import { invalidatedBy, dependentsOf, replacedBy } from './dependencies';
import { promoLogic, type PromoInput, type PromoOutput } from './promo';
import { signingCodeLogic, type SigningCode } from './signing';
import { gotymeCodeLogic, type GotymeCode } from './gotyme';
import { documentVerificationLogic, type DocumentVerificationInput, type DocumentVerificationOutput } from './document-verification';
import { stepMeta, steps, type StepId } from './steps';
import type {
  Answers,
  JourneyContext,
  JourneyEvent,
  JourneyInput,
  JourneyOutput,
  JourneyTag,
  SaveStepInput,
  SaveStepOutput,
  StepError,
} from './journey-types';

/** Steps a borrower may change from review (documents and offers have their own charts/servers rules). */
const editableFromReview = new Set(['calculator', 'purpose', 'form']);

function toStepError(error: unknown): StepError {
  const e = (error ?? {}) as { code?: unknown; message?: unknown; fields?: unknown };
  return {
    code: typeof e.code === 'string' ? e.code : 'UNKNOWN',
    message: typeof e.message === 'string' && e.message ? e.message : 'We could not save this step. Please try again.',
    fields: typeof e.fields === 'object' && e.fields !== null ? (e.fields as Record<string, string>) : {},
  };
}

const journeySetup = setup({
  types: {
    context: {} as JourneyContext,
    events: {} as JourneyEvent,
    input: {} as JourneyInput,
    output: {} as JourneyOutput,
    tags: {} as JourneyTag,
  },
  actors: {
    // Supplied at the edge (src/app/journey-actors.ts); tests pass fakes the same way.
    saveStep: fromPromise<SaveStepOutput, SaveStepInput>(async () => {
      throw new Error('saveStep is supplied with .provide()');
    }),
    documentVerification: documentVerificationLogic,
    // Promissory-note signing: send a code, then the shared OTP chart (invoked as 'otp') verifies it.
    requestSigningCode: signingCodeLogic,
    otp: otpMachine,
    promo: promoLogic,
    requestGotymeCode: gotymeCodeLogic,
  },
  guards: {
    canJumpTo: ({ context, event }, params: { step: StepId; index: number }) =>
      event.type === 'nav.request' && event.step === params.step && params.index <= context.reached,
    isEditTarget: ({ event }, params: { step: StepId }) => event.type === 'review.edit' && event.step === params.step,
    returningToReview: ({ context }) => context.returnTo === 'reviewDetails',
    verificationFailed: ({ event }) => (event as { output?: DocumentVerificationOutput }).output?.outcome === 'failed',
    otpVerified: ({ event }) => (event as unknown as { output?: OtpOutput }).output?.verified === true,
    /** The save of `step` makes `target` stale and `target` is the first such step: the borrower goes there. */
    invalidates: ({ context, event }, params: { step: StepId; target: StepId; order: readonly StepId[] }) => {
      const output = (event as { output?: SaveStepOutput }).output;
      if (!output) return false;
      const stale = invalidatedBy(params.step, context.answers[params.step], output.answers, context.answers);
      const first = [...stale].sort((a, b) => params.order.indexOf(a) - params.order.indexOf(b))[0];
      return first === params.target;
    },
    hasWarning: ({ event }) => {
      const output = (event as { output?: SaveStepOutput }).output;
      return typeof output?.warning === 'string' && output.warning !== '';
    },
  },
  actions: {
    requestStart: enqueueActions(({ context, enqueue }) => {
      if (context.startAt) enqueue.raise({ type: 'nav.request', step: context.startAt });
    }),
    enterStep: assign(({ context }, params: { index: number }) => ({
      reached: Math.max(context.reached, params.index),
      error: null,
    })),
    storeDraft: assign(({ context, event }, params: { step: StepId }) =>
      event.type === 'draft.update' || event.type === 'step.submit' || event.type === 'gotyme.sendCode'
        ? { drafts: { ...context.drafts, [params.step]: event.values } }
        : {},
    ),
    storeSaved: assign(({ context, event }, params: { step: StepId }) => {
      const output = (event as { output?: SaveStepOutput }).output;
      if (!output) return {};
      const drafts = { ...context.drafts };
      delete drafts[params.step];
      // Answers built on what changed are dropped, and the borrower may not jump past the first of them.
      const stale = invalidatedBy(params.step, context.answers[params.step], output.answers, context.answers);
      const answers: JourneyContext['answers'] = { ...context.answers, [params.step]: output.answers };
      for (const id of [...stale, ...(replacedBy[params.step] ?? [])]) delete answers[id];
      const order = journeys[context.type].steps as readonly StepId[];
      const firstStale = Math.min(...stale.map((id) => order.indexOf(id)).filter((i) => i >= 0));
      return {
        answers,
        reached: Number.isFinite(firstStale) ? Math.min(context.reached, firstStale) : context.reached,
        drafts,
        applicationId: output.applicationId ?? context.applicationId,
        warning: output.warning ?? null,
        error: null,
      };
    }),
    storeError: assign(({ event }) => ({ error: toStepError((event as { error?: unknown }).error) })),
    markReturn: assign({ returnTo: 'reviewDetails' as const }),
    storeSigningCode: assign({ signing: ({ event }) => (event as unknown as { output: SigningCode }).output }),
    storeGotymeCode: assign({ gotymeCode: ({ event }) => (event as unknown as { output: GotymeCode }).output, error: null }),
    storePromo: assign(({ event }) => ({ promo: (event as unknown as { output: PromoOutput }).output, promoError: null })),
    storePromoError: assign(({ event }) => ({ promoError: toStepError((event as { error?: unknown }).error) })),
    clearReturn: assign({ returnTo: null }),
    markOutcome: assign((_, params: { outcome: JourneyOutput['result'] }) => ({ outcome: params.outcome })),
  },
});

/** Builds the chart of one journey type from its definition. */
export function createJourneyMachine(def: JourneyDefinition) {
  const order = def.steps;
  const ref = (step: StepId | 'left' | 'submitted') => `#${def.type}.${step}`;
  const reviewIndex = order.indexOf('reviewDetails');
  const hasWarningBranch = reviewIndex >= 0 && order.includes('promissoryNotes');
  const hasGotymeBranch = order.includes('bankDetails');

  const saveInvoke = (step: StepId, onDone: unknown, onErrorTarget = 'error') => ({
    id: 'save',
    src: 'saveStep' as const,
    input: ({ context }: { context: JourneyContext }): SaveStepInput => ({
      journeyType: def.type,
      applicationId: context.applicationId,
      step,
      serverStep: steps[step].serverStep,
      kind: steps[step].kind,
      values: context.drafts[step] ?? context.answers[step] ?? {},
      answers: context.answers,
    }),
    onDone,
    onError: { target: onErrorTarget, actions: 'storeError' as const },
  });

  const navigation = (index: number) => ({
    'step.back': index > 0 ? { target: ref(order[index - 1]!) } : { target: ref('left') },
    'nav.request': order
      .map((step, i) => ({ step, i }))
      .filter(({ i, step }) => i !== index && steps[step].kind !== 'success')
      .map(({ step, i }) => ({ guard: { type: 'canJumpTo' as const, params: { step, index: i } }, target: ref(step) })),
  });

  const states: Record<string, unknown> = {
    left: { type: 'final', entry: { type: 'markOutcome', params: { outcome: 'left' } } },
    submitted: { type: 'final', entry: { type: 'markOutcome', params: { outcome: 'submitted' } } },
  };

  order.forEach((step, index) => {
    const spec = steps[step];
    const next = order[index + 1];
    const base = { meta: stepMeta(step), entry: { type: 'enterStep', params: { index } } };
    if (spec.kind === 'success') {
      states[step] = { ...base, on: { 'journey.finish': ref('submitted') } };
      return;
    }
    if (!next) throw new Error(`Journey ${def.type}: step ${step} needs a following step`);
    if (spec.kind === 'documents') {
      // Documents are their own chart (helper F4); when it is done the step is saved like any other (e.g. a WCR
      // resubmission moves the application back to review), with the same saving/error/retry.
      states[step] = {
        ...base,
        initial: 'verifying',
        states: {
          verifying: {
            invoke: {
              id: 'documentVerification',
              src: 'documentVerification',
              input: ({ context }: { context: JourneyContext }) => ({
                applicationId: context.applicationId ?? '',
                requirements: def.requirements as DocumentVerificationInput['requirements'],
                selfieForOldLoans: def.type === 'missingSelfie',
              }),
              onDone: [{ guard: 'verificationFailed', target: 'failed' }, { target: 'saving' }],
            },
            on: navigation(index),
          },
          failed: {
            meta: { route: '/document-verification-failed', screen: 'document-verification-failed', title: 'We could not verify your identity', page: 'Document Verification Failed' },
            on: { 'step.retry': 'verifying', ...navigation(index) },
          },
          saving: { tags: ['saving'], invoke: saveInvoke(step, { target: ref(next), actions: { type: 'storeSaved', params: { step } } }) },
          error: { tags: ['error'], on: { 'step.retry': 'saving', ...navigation(index) } },
        },
      };
      return;
    }
    const storeSaved = { type: 'storeSaved', params: { step } };
    // A change from review that makes a later answer stale goes through that step first (still returning to review).
    const staleTargets = reviewIndex > index ? dependentsOf(step).filter((t) => order.indexOf(t) > index && order.indexOf(t) < reviewIndex) : [];
    const onDone = [
      ...staleTargets.map((t) => ({
        guard: { type: 'invalidates' as const, params: { step, target: t, order } },
        target: ref(t),
        actions: storeSaved,
      })),
      ...(reviewIndex > index ? [{ guard: 'returningToReview', target: ref('reviewDetails'), actions: [storeSaved, 'clearReturn'] }] : []),
      ...(step === 'reviewDetails' && hasWarningBranch ? [{ guard: 'hasWarning', target: ref('warningPage'), actions: storeSaved }] : []),
      { target: ref(next), actions: storeSaved },
    ];
    const submit = { target: 'saving', actions: { type: 'storeDraft', params: { step } } };
    const editing: Record<string, unknown> = { 'step.submit': submit, ...navigation(index) };
    if (step === 'bankDetails') editing['bank.linkGotyme'] = ref('gotymeLinking');
    if (spec.kind === 'offer') {
      editing['promo.apply'] = { target: 'promo', actions: assign({ promoError: null }) };
      editing['promo.remove'] = { target: 'promo', actions: assign({ promoError: null }) };
    }
    if (step === 'promissoryNotes') {
      states[step] = promissoryStates(base, editing, saveInvoke(step, onDone));
      return;
    }
    if (step === 'reviewDetails') {
      editing['review.edit'] = order
        .slice(0, index)
        .filter((s) => editableFromReview.has(steps[s].kind))
        .map((s) => ({ guard: { type: 'isEditTarget', params: { step: s } }, target: ref(s), actions: 'markReturn' }));
    }
    states[step] = {
      ...base,
      initial: 'editing',
      on: { 'draft.update': { actions: { type: 'storeDraft', params: { step } } } },
      states: {
        editing: { on: editing },
        saving: { tags: ['saving'], invoke: saveInvoke(step, onDone) },
        error: { tags: ['error'], on: { ...editing, 'step.retry': 'saving' } },
        ...(spec.kind === 'offer'
          ? {
              promo: {
                tags: ['promo'],
                invoke: {
                  id: 'promo',
                  src: 'promo',
                  input: ({ context, event }: { context: JourneyContext; event: JourneyEvent }): PromoInput => ({
                    applicationId: context.applicationId ?? '',
                    action: event.type === 'promo.apply' ? { type: 'apply', code: event.code } : { type: 'remove' },
                  }),
                  onDone: { target: 'editing', actions: 'storePromo' },
                  onError: { target: 'editing', actions: 'storePromoError' },
                },
              },
            }
          : {}),
      },
    };
  });

  if (hasWarningBranch) {
    const afterReview = order[reviewIndex + 1]!;
    states.warningPage = {
      meta: stepMeta('warningPage'),
      on: { 'step.submit': ref(afterReview), 'step.back': ref('reviewDetails') },
    };
  }
  if (hasGotymeBranch) {
    const afterBank = order[order.indexOf('bankDetails') + 1]!;
    const back = { 'step.back': ref('bankDetails') };
    const keepDraft = { type: 'storeDraft', params: { step: 'gotymeLinking' } };
    const sendCode = { 'gotyme.sendCode': { target: 'sendingCode', actions: keepDraft } };
    // Account number -> GoTyme sends a code (again on request) -> account number and code verified together. A
    // refusal (wrong code, unknown account) is /gotyme-linking-failed, whose "Try again" returns to the form.
    states.gotymeLinking = {
      meta: stepMeta('gotymeLinking'),
      initial: 'editing',
      on: { 'draft.update': { actions: keepDraft } },
      states: {
        editing: { on: { ...sendCode, 'step.submit': { target: 'saving', actions: keepDraft }, ...back } },
        sendingCode: {
          tags: ['saving'],
          invoke: {
            id: 'gotymeCode',
            src: 'requestGotymeCode',
            input: ({ context }: { context: JourneyContext }) => ({ accountNumber: String(context.drafts.gotymeLinking?.account_number ?? '') }),
            onDone: { target: 'editing', actions: 'storeGotymeCode' },
            onError: { target: 'codeFailed', actions: 'storeError' },
          },
        },
        codeFailed: { tags: ['error'], on: { ...sendCode, 'step.retry': 'sendingCode', ...back } },
        saving: {
          tags: ['saving'],
          invoke: saveInvoke('gotymeLinking', { target: ref(afterBank), actions: { type: 'storeSaved', params: { step: 'gotymeLinking' } } }, 'failed'),
        },
        failed: {
          tags: ['error'],
          meta: { route: '/gotyme-linking-failed', screen: 'gotyme-linking-failed', title: 'We could not link your GoTyme account', page: 'GoTyme Linking Failed' },
          on: { 'step.retry': 'editing', ...back },
        },
      },
    };
  }

  return journeySetup.createMachine({
    id: def.type,
    context: ({ input }) => ({
      type: input.type,
      applicationId: input.applicationId,
      startAt: input.startAt ?? null,
      answers: input.answers ?? {},
      drafts: input.drafts ?? {},
      reached: Math.max(input.reached ?? 0, input.startAt ? (journeys[input.type].steps as readonly StepId[]).indexOf(input.startAt) : 0),
      error: null,
      returnTo: null,
      warning: null,
      outcome: null,
      signing: null,
      gotymeCode: null,
      promo: null,
      promoError: null,
    }),
    // Resuming is a guarded jump like any other: start at the first step, then ask for the resume step (allowed
    // because `reached` covers it). One path for deep links, back/forward and resume.
    initial: order[0],
    entry: 'requestStart',
    // The config is generated from data; XState checks it at runtime and the path tests walk every state.
    states: states as never,
    output: ({ context }) => ({ result: context.outcome ?? 'left', applicationId: context.applicationId }),
  });
}

export type JourneyMachine = ReturnType<typeof createJourneyMachine>;
export type JourneySnapshot = SnapshotFrom<JourneyMachine>;

export const journeyMachines = Object.fromEntries(
  journeyTypes.map((type) => [type, createJourneyMachine(journeys[type])]),
) as Record<JourneyType, JourneyMachine>;

export const allJourneyMachines = Object.values(journeyMachines) as unknown as AnyStateMachine[];


export type { Answers };

/**
 * Promissory notes: read (editing) -> a code is sent -> /verify-pn-otp (the shared OTP chart, id 'otp') -> saving
 * (finalize PENDING -> FINAL and submit). Cancelling the code returns to the note; a failed send can be retried.
 */
function promissoryStates(base: object, editing: Record<string, unknown>, save: object) {
  return {
    ...base,
    initial: 'editing',
    states: {
      editing: { on: { ...editing, 'step.submit': 'requestingCode' } },
      requestingCode: {
        tags: ['saving'],
        invoke: { id: 'signingCode', src: 'requestSigningCode', onDone: { target: 'signing', actions: 'storeSigningCode' }, onError: { target: 'codeFailed', actions: 'storeError' } },
      },
      codeFailed: { tags: ['error'], on: { ...editing, 'step.submit': 'requestingCode', 'step.retry': 'requestingCode' } },
      signing: {
        meta: { route: '/verify-pn-otp', screen: 'verify-pn-otp', title: 'Sign your promissory notes', page: 'Verify PN OTP' },
        invoke: {
          id: 'otp',
          src: 'otp',
          input: ({ context }: { context: JourneyContext }) => ({ purpose: 'pn' as const, ...(context.signing ?? { destination: '' }) }),
          onDone: [{ guard: 'otpVerified', target: 'saving' }, { target: 'editing' }],
        },
      },
      saving: { tags: ['saving'], invoke: save },
      error: { tags: ['error'], on: { ...editing, 'step.submit': 'requestingCode', 'step.retry': 'saving' } },
    },
  };
}
