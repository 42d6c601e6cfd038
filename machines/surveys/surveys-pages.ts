import type { StateMeta } from '../shared/meta';

/** The surveys chart's pages, apart from the chart so the app chart knows their routes without loading it. */
export const surveysPages = {
  feedback: { route: '/feedback-survey', screen: 'feedback-survey', title: 'How are we doing?', page: 'Feedback Survey', primaryAction: 'Send rating' },
  channelPerformance: { route: '/channel-performance-survey', screen: 'channel-performance-survey', title: 'How did you hear about us?', page: 'Channel Performance Survey', primaryAction: 'Send answer' },
} as const satisfies Record<string, StateMeta>;

/** Spec §4 survey names as the platform knows them. */
export type SurveyName = 'FEEDBACK' | 'CHANNEL_PERFORMANCE';
export const surveyRoute: Record<SurveyName, string> = { FEEDBACK: surveysPages.feedback.route, CHANNEL_PERFORMANCE: surveysPages.channelPerformance.route };
