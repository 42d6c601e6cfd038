import type { ChartSamplesOf } from '../shared/chart-samples';
import type { surveysActors } from './surveys.machine';
import { surveysPages } from './surveys-pages';
import type { SurveysContext, SurveysEvent, SurveysInput } from './surveys-types';

/** Samples for the generated paths of the surveys chart: each way in, every outcome, every call failing. */
const unavailable = { code: 'HTTP_503', message: 'Try again.', fields: {} };
const prompt = { survey: 'FEEDBACK', state: 'COMPLETED', triggered_by: 'PAYMENT_SUCCESSFUL', updated_at: '2026-11-25T00:00:00.000Z' } as const;

// Whole responses (more fields than the chart reads), in constants so they are checked as responses, not literals.
const high = { outcome: 'HIGH_RATING' as const, prompt };
const low = { outcome: 'LOW_RATING' as const, prompt };
const already = { outcome: 'ALREADY_COMPLETED' as const, prompt };
const channelPrompt = { ...prompt, survey: 'CHANNEL_PERFORMANCE' as const, triggered_by: 'APPLICATION_SUBMITTED' as const };
const answered = { outcome: null, prompt: channelPrompt };
const answeredBefore = { outcome: 'ALREADY_COMPLETED' as const, prompt: channelPrompt };

export const surveysSamples: ChartSamplesOf<SurveysEvent, typeof surveysActors, SurveysInput, SurveysContext> = {
  inputs: [{ route: surveysPages.feedback.route }, { route: surveysPages.channelPerformance.route }, { dismiss: 'FEEDBACK' }],
  events: {
    'survey.rate': [{ type: 'survey.rate', rating: 5 }],
    'survey.comment': [{ type: 'survey.comment', comment: 'The offer page was confusing.' }],
    'survey.answer': [{ type: 'survey.answer', channel: 'EMPLOYER', details: '' }],
  },
  outcomes: {
    dismissPrompt: { done: [{ ...prompt, state: 'DISMISSED' }], error: [unavailable] },
    submitRating: {
      done: [high, low, already],
      error: [unavailable],
    },
    submitComment: { done: [{ received: true }], error: [unavailable] },
    submitChannel: {
      done: [answered, answeredBefore],
      error: [unavailable],
    },
  },
  serialize: (s) => JSON.stringify([s.value, s.status, s.context.dismiss, s.context.route]),
};

export default { surveys: surveysSamples };
