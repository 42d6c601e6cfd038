import { assign, fromPromise, setup } from 'xstate';
import { surveysPages, type SurveyName } from './surveys-pages';
import type { OutcomeLike, SurveysContext, SurveysEvent, SurveysInput } from './surveys-types';

/**
 * Surveys (spec §4 prompt states PENDING / DISMISSED / COMPLETED, outcomes LOW_RATING / HIGH_RATING /
 * ALREADY_COMPLETED). The app chart mounts this chart for a survey page, or to dismiss a prompt ("Not now" on home).
 * Feedback: a rating; a high one offers the app stores, a low one asks what went wrong. Channel performance: how
 * the borrower heard of us. The platform keeps each prompt's state, so a dismissed or answered one never returns.
 */
const edge = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is supplied with .provide() (src/surveys)`);
  });

const toError = (e: unknown): SurveysContext['error'] => {
  const x = (e ?? {}) as { message?: unknown; fields?: unknown };
  return {
    message: typeof x.message === 'string' && x.message ? x.message : 'We could not send your answer. Please try again.',
    fields: typeof x.fields === 'object' && x.fields !== null ? (x.fields as Record<string, string>) : {},
  };
};
const failTo = (target: string) => ({ target, actions: { type: 'storeError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } });

export const surveysActors = {
  dismissPrompt: edge<unknown, { survey: SurveyName }>('dismissPrompt'),
  submitRating: edge<OutcomeLike, { rating: number }>('submitRating'),
  submitComment: edge<unknown, { comment: string }>('submitComment'),
  submitChannel: edge<OutcomeLike, { channel: string; details: string }>('submitChannel'),
};

export const surveysMachine = setup({
  types: {
    context: {} as SurveysContext,
    events: {} as SurveysEvent,
    input: {} as SurveysInput,
    tags: {} as 'loading' | 'saving' | 'error',
  },
  actors: surveysActors,
  guards: {
    dismisses: ({ context }) => context.dismiss !== null,
    asksFeedback: ({ context }) => context.route === surveysPages.feedback.route,
    isOutcome: (_, params: { output: OutcomeLike; outcome: OutcomeLike['outcome'] }) => params.output.outcome === params.outcome,
  },
  actions: {
    storeRating: assign(({ event }) => (event.type === 'survey.rate' ? { rating: event.rating, error: null } : {})),
    storeComment: assign(({ event }) => (event.type === 'survey.comment' ? { comment: event.comment, error: null } : {})),
    storeAnswer: assign(({ event }) => (event.type === 'survey.answer' ? { channel: event.channel, details: event.details, error: null } : {})),
    storeOutcome: assign((_, params: { output: OutcomeLike }) => ({ outcome: params.output.outcome, error: null })),
    markDismiss: assign((_, params: { survey: SurveyName }) => ({ dismiss: params.survey })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toError(params.error) })),
  },
}).createMachine({
  id: 'surveys',
  context: ({ input }) => ({
    route: input.route ?? surveysPages.feedback.route,
    dismiss: input.dismiss ?? null,
    rating: null,
    comment: '',
    channel: '',
    details: '',
    outcome: null,
    error: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'dismisses', target: 'dismissing' }, { guard: 'asksFeedback', target: 'feedback' }, { target: 'channelPerformance' }],
    },
    // A failed dismissal leaves the prompt PENDING: it is offered again next time, which is what it is.
    dismissing: {
      tags: ['loading'],
      invoke: { id: 'dismissPrompt', src: 'dismissPrompt', input: ({ context }) => ({ survey: context.dismiss ?? 'FEEDBACK' }), onDone: 'done', onError: 'done' },
    },
    feedback: {
      meta: surveysPages.feedback,
      initial: 'rating',
      states: {
        rating: { on: { 'survey.rate': { target: 'submittingRating', actions: 'storeRating' }, 'survey.dismiss': { target: '#surveys.dismissing', actions: { type: 'markDismiss', params: { survey: 'FEEDBACK' as const } } } } },
        submittingRating: {
          tags: ['saving'],
          invoke: {
            id: 'submitRating',
            src: 'submitRating',
            input: ({ context }) => ({ rating: context.rating ?? 0 }),
            onDone: [
              { guard: { type: 'isOutcome', params: ({ event }) => ({ output: event.output, outcome: 'HIGH_RATING' as const }) }, target: 'highRating', actions: { type: 'storeOutcome', params: ({ event }) => ({ output: event.output }) } },
              { guard: { type: 'isOutcome', params: ({ event }) => ({ output: event.output, outcome: 'ALREADY_COMPLETED' as const }) }, target: 'alreadyCompleted', actions: { type: 'storeOutcome', params: ({ event }) => ({ output: event.output }) } },
              { target: 'lowRating', actions: { type: 'storeOutcome', params: ({ event }) => ({ output: event.output }) } },
            ],
            onError: failTo('ratingFailed'),
          },
        },
        ratingFailed: {
          tags: ['error'],
          on: { 'survey.rate': { target: 'submittingRating', actions: 'storeRating' }, 'survey.retry': 'submittingRating', 'survey.dismiss': { target: '#surveys.dismissing', actions: { type: 'markDismiss', params: { survey: 'FEEDBACK' as const } } } },
        },
        // The app stores are offered (external links); done goes home.
        highRating: { on: { 'survey.done': '#surveys.done' } },
        // What went wrong: optional, so done (skip) goes home too.
        lowRating: { on: { 'survey.comment': { target: 'submittingComment', actions: 'storeComment' }, 'survey.done': '#surveys.done' } },
        submittingComment: {
          tags: ['saving'],
          invoke: { id: 'submitComment', src: 'submitComment', input: ({ context }) => ({ comment: context.comment }), onDone: 'thanks', onError: failTo('commentFailed') },
        },
        commentFailed: {
          tags: ['error'],
          on: { 'survey.comment': { target: 'submittingComment', actions: 'storeComment' }, 'survey.retry': 'submittingComment', 'survey.done': '#surveys.done' },
        },
        thanks: { on: { 'survey.done': '#surveys.done' } },
        alreadyCompleted: { on: { 'survey.done': '#surveys.done' } },
      },
    },
    channelPerformance: {
      meta: surveysPages.channelPerformance,
      initial: 'answering',
      states: {
        answering: { on: { 'survey.answer': { target: 'submitting', actions: 'storeAnswer' }, 'survey.dismiss': { target: '#surveys.dismissing', actions: { type: 'markDismiss', params: { survey: 'CHANNEL_PERFORMANCE' as const } } } } },
        submitting: {
          tags: ['saving'],
          invoke: {
            id: 'submitChannel',
            src: 'submitChannel',
            input: ({ context }) => ({ channel: context.channel, details: context.details }),
            onDone: [
              { guard: { type: 'isOutcome', params: ({ event }) => ({ output: event.output, outcome: 'ALREADY_COMPLETED' as const }) }, target: 'alreadyCompleted', actions: { type: 'storeOutcome', params: ({ event }) => ({ output: event.output }) } },
              { target: 'thanks', actions: { type: 'storeOutcome', params: ({ event }) => ({ output: event.output }) } },
            ],
            onError: failTo('failed'),
          },
        },
        failed: {
          tags: ['error'],
          on: { 'survey.answer': { target: 'submitting', actions: 'storeAnswer' }, 'survey.retry': 'submitting', 'survey.dismiss': { target: '#surveys.dismissing', actions: { type: 'markDismiss', params: { survey: 'CHANNEL_PERFORMANCE' as const } } } },
        },
        thanks: { on: { 'survey.done': '#surveys.done' } },
        alreadyCompleted: { on: { 'survey.done': '#surveys.done' } },
      },
    },
    done: { type: 'final' },
  },
});

export type SurveysMachine = typeof surveysMachine;
