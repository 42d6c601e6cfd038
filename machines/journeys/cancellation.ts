import type { StateMeta } from '../shared/meta';
import type { JourneyContext } from './journey-types';
import type { JourneyStateConfig, JourneyStates } from './journey.setup';

/**
 * Cancelling an application in progress (spec §4: CANCELLED is final; reason group CANCELLED_BY_BORROWER). Every
 * step before submission (not the success page, nor the warning and GoTyme branch pages) holds these states, so the
 * step stays on screen behind the confirmation dialog and "Keep my application" returns to it. Once cancelled, the
 * borrower is asked why (/loan-cancellation-survey), then the journey ends and the app goes home.
 */
export const cancellationSurveyPage = {
  route: '/loan-cancellation-survey',
  screen: 'loan-cancellation-survey',
  title: 'Your application is cancelled',
  page: 'Loan Cancellation Survey',
  primaryAction: 'Send and go home',
} as const satisfies StateMeta;

type Ctx = { context: JourneyContext };
const app = ({ context }: Ctx) => ({ applicationId: context.applicationId ?? '' });
const storeError = { type: 'storeError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) };

/**
 * "Cancel application": only once there is an application to cancel. `mayLackApplication`: steps up to the one that
 * creates it (calculator, purpose); later steps always have one, so they take no guard.
 */
export const cancelEntry = (mayLackApplication: boolean): NonNullable<JourneyStateConfig['on']> => ({
  'application.cancel': mayLackApplication ? { guard: 'hasApplication', target: '.cancelConfirm' } : { target: '.cancelConfirm' },
});

/** The step's own confirm / cancelling / failed states; `resume` is the step's state to return to. */
export function cancelStates(resume: string, survey: string): JourneyStates {
  return {
    cancelConfirm: { on: { 'cancel.keep': resume, 'cancel.confirm': 'cancelling' } },
    cancelling: {
      tags: ['cancelling'],
      invoke: { id: 'cancelApplication', src: 'cancelApplication', input: app, onDone: survey, onError: { target: 'cancelFailed', actions: storeError } },
    },
    cancelFailed: { on: { 'cancel.keep': resume, 'cancel.confirm': 'cancelling' } },
  };
}

/** /loan-cancellation-survey: a reason (and optional words), sent; or skipped. Either way the journey ends. */
export function cancellationSurveyStates(cancelled: string): JourneyStateConfig {
  return {
    meta: cancellationSurveyPage,
    initial: 'answering',
    states: {
      answering: { on: { 'survey.submit': { target: 'submitting', actions: 'storeCancellation' }, 'survey.skip': cancelled } },
      submitting: {
        tags: ['saving'],
        invoke: {
          id: 'submitCancellationSurvey',
          src: 'submitCancellationSurvey',
          input: ({ context }: Ctx) => ({ ...app({ context }), answer: context.cancellation ?? { reason: '', details: '' } }),
          onDone: cancelled,
          onError: { target: 'failed', actions: storeError },
        },
      },
      failed: {
        tags: ['error'],
        on: { 'survey.submit': { target: 'submitting', actions: 'storeCancellation' }, 'step.retry': 'submitting', 'survey.skip': cancelled },
      },
    },
  };
}
