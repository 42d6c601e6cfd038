import { assign, fromPromise, setup } from 'xstate';
import { onboardingPages } from './onboarding-pages';
import { onboardingFlows } from './onboarding-rules';
import type {
  DraftPage,
  OnboardingContext,
  OnboardingError,
  OnboardingEvent,
  OnboardingInput,
  OnboardingOutput,
  OnboardingStepName,
  OnboardingTag,
  Values,
} from './onboarding-types';

/**
 * Onboarding (/onboarding/personal-details, /onboarding/critical-details) and the employment check
 * (/employment-status, /employment-information, /employment-status-success). The app chart mounts it after
 * sign-in when the platform asks for either (onboarding-rules.ts), starting where the borrower left off. Each
 * onboarding step saves its answers, then records its progress with the flow-state update, so a reload or another
 * device resumes on the next step.
 */

const edge = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`'${name}' is supplied with .provide() (src/onboarding)`);
  });

export function toOnboardingError(error: unknown): OnboardingError {
  const e = (error ?? {}) as { code?: unknown; message?: unknown; fields?: unknown };
  return {
    code: typeof e.code === 'string' ? e.code : 'UNKNOWN',
    message: typeof e.message === 'string' && e.message ? e.message : 'We could not save your details. Please try again.',
    fields: typeof e.fields === 'object' && e.fields !== null ? (e.fields as Record<string, string>) : {},
  };
}

export const onboardingActors = {
  saveDetails: edge<Values, { step: OnboardingStepName; answers: Values }>('saveDetails'),
  recordFlowState: edge<Record<string, string>, { flow: string; state: 'INITIALIZED' | 'SUBMITTED' }>('recordFlowState'),
  confirmEmployment: edge<void, { companyId: string }>('confirmEmployment'),
  updateEmployment: edge<void, { answers: Values }>('updateEmployment'),
};

const onboardingSetup = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
    output: {} as OnboardingOutput,
    tags: {} as OnboardingTag,
  },
  actors: onboardingActors,
  guards: {
    startsAt: ({ context }, params: { start: OnboardingInput['start'] }) => context.start === params.start,
    hasFieldErrors: (_, params: { error: unknown }) => Object.keys(toOnboardingError(params.error).fields).length > 0,
  },
  actions: {
    storeDraft: assign(({ context, event }, params: { page: DraftPage }) =>
      event.type === 'step.submit' || event.type === 'draft.update' ? { drafts: { ...context.drafts, [params.page]: event.values } } : {},
    ),
    storeError: assign({ error: (_, params: { error: unknown }) => toOnboardingError(params.error) }),
    clearError: assign({ error: null }),
    leaveForCompany: assign({ next: 'companySelector' as const }),
  },
});

/** An onboarding step: edit, save the answers, record the step's flow state; field errors come back to the form. */
const detailsStep = (page: 'personalDetails' | 'criticalDetails', step: OnboardingStepName, flow: string, next: string, back?: string) =>
  onboardingSetup.createStateConfig({
    meta: onboardingPages[page],
    initial: 'editing',
    states: {
      editing: {
        on: {
          'draft.update': { actions: { type: 'storeDraft', params: { page } } },
          'step.submit': { target: 'saving', actions: [{ type: 'storeDraft', params: { page } }, 'clearError'] },
          ...(back ? { 'step.back': { target: back, actions: 'clearError' } } : {}),
        },
      },
      saving: {
        tags: ['saving'],
        invoke: {
          // Stryker disable next-line StringLiteral: invoke id for readers only: nothing reads children.saveDetails or the actor id (analytics and maps use src)
          id: 'saveDetails',
          src: 'saveDetails',
          input: ({ context }) => ({ step, answers: context.drafts[page] ?? {} }),
          onDone: 'recording',
          onError: [
            { guard: { type: 'hasFieldErrors', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
            { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      recording: {
        tags: ['saving'],
        invoke: {
          // Stryker disable next-line StringLiteral: invoke id for readers only: nothing reads children.recordFlowState or the actor id (analytics and maps use src)
          id: 'recordFlowState',
          src: 'recordFlowState',
          input: () => ({ flow, state: 'SUBMITTED' as const }),
          onDone: next,
          onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      // Nothing was lost: the answers stay in the form; Try again saves them again (the save is idempotent).
      failed: {
        tags: ['error'],
        on: {
          'step.retry': { target: 'saving', actions: 'clearError' },
          'draft.update': { actions: { type: 'storeDraft', params: { page } } },
          'step.submit': { target: 'saving', actions: [{ type: 'storeDraft', params: { page } }, 'clearError'] },
          ...(back ? { 'step.back': { target: back, actions: 'clearError' } } : {}),
        },
      },
    },
  });

export const onboardingMachine = onboardingSetup.createMachine({
  id: 'onboarding',
  context: ({ input }) => ({ start: input.start, company: input.company, drafts: {}, error: null, next: 'home' }),
  initial: 'starting',
  output: ({ context }) => ({ next: context.next }),
  states: {
    starting: {
      always: [
        { guard: { type: 'startsAt', params: { start: 'criticalDetails' } }, target: 'criticalDetails' },
        { guard: { type: 'startsAt', params: { start: 'employmentStatus' } }, target: 'employmentStatus' },
        { guard: { type: 'startsAt', params: { start: 'employmentInformation' } }, target: 'employmentInformation' },
        { target: 'personalDetails' },
      ],
    },
    personalDetails: detailsStep('personalDetails', 'personal-details', onboardingFlows.personalDetails, '#onboarding.criticalDetails'),
    // The last step records the whole onboarding as done.
    criticalDetails: detailsStep('criticalDetails', 'critical-details', onboardingFlows.onboarding, '#onboarding.finished', '#onboarding.personalDetails'),
    employmentStatus: {
      meta: onboardingPages.employmentStatus,
      initial: 'asking',
      on: {
        'employment.update': { target: 'employmentInformation', actions: 'clearError' },
        'employment.changed': { target: 'finished', actions: ['clearError', 'leaveForCompany'] },
      },
      states: {
        asking: { on: { 'employment.confirm': 'confirming' } },
        confirming: {
          tags: ['saving'],
          invoke: {
            // Stryker disable next-line StringLiteral: invoke id for readers only: nothing reads children.confirmEmployment or the actor id (analytics and maps use src)
            id: 'confirmEmployment',
            src: 'confirmEmployment',
            input: ({ context }) => ({ companyId: context.company?.id ?? '' }),
            onDone: '#onboarding.employmentSuccess',
            onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: {
          tags: ['error'],
          on: { 'step.retry': { target: 'confirming', actions: 'clearError' }, 'employment.confirm': { target: 'confirming', actions: 'clearError' } },
        },
      },
    },
    employmentInformation: {
      meta: onboardingPages.employmentInformation,
      initial: 'editing',
      // Back always leads to the question, also when the platform asked for the details first: there the borrower can
      // say they no longer work there (W3-C item 10; it had no Back at all).
      on: { 'step.back': { target: 'employmentStatus', actions: 'clearError' } },
      states: {
        editing: {
          on: {
            'draft.update': { actions: { type: 'storeDraft', params: { page: 'employmentInformation' } } },
            'step.submit': { target: 'saving', actions: [{ type: 'storeDraft', params: { page: 'employmentInformation' } }, 'clearError'] },
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            // Stryker disable next-line StringLiteral: invoke id for readers only: nothing reads children.updateEmployment or the actor id (analytics and maps use src)
            id: 'updateEmployment',
            src: 'updateEmployment',
            input: ({ context }) => ({ answers: context.drafts.employmentInformation ?? {} }),
            onDone: '#onboarding.employmentSuccess',
            onError: [
              { guard: { type: 'hasFieldErrors', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
              { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        failed: {
          tags: ['error'],
          on: {
            'step.retry': { target: 'saving', actions: 'clearError' },
            'draft.update': { actions: { type: 'storeDraft', params: { page: 'employmentInformation' } } },
            'step.submit': { target: 'saving', actions: [{ type: 'storeDraft', params: { page: 'employmentInformation' } }, 'clearError'] },
          },
        },
      },
    },
    employmentSuccess: { meta: onboardingPages.employmentStatusSuccess, on: { 'step.submit': 'finished' } },
    finished: { type: 'final' },
  },
});

export type OnboardingMachine = typeof onboardingMachine;
