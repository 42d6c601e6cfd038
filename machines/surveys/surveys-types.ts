import type { SurveyName } from './surveys-pages';

/** Spec §4 survey outcomes. */
export type SurveyOutcome = 'LOW_RATING' | 'HIGH_RATING' | 'ALREADY_COMPLETED';

export interface SurveysInput {
  /** The survey page asked for (its route). */
  route?: string | undefined;
  /** "Not now" on a prompt: dismiss this survey's prompt and go back. */
  dismiss?: SurveyName | undefined;
}

export interface SurveysContext {
  route: string;
  dismiss: SurveyName | null;
  rating: number | null;
  comment: string;
  channel: string;
  details: string;
  outcome: SurveyOutcome | null;
  error: { message: string; fields: Record<string, string> } | null;
}

export type SurveysEvent =
  | { type: 'survey.rate'; rating: number }
  | { type: 'survey.comment'; comment: string }
  | { type: 'survey.answer'; channel: string; details: string }
  | { type: 'survey.retry' }
  /** "Not now" on the survey page: the prompt is dismissed for good. */
  | { type: 'survey.dismiss' }
  /** Leave the finished survey (home). */
  | { type: 'survey.done' };

/** What a platform call answers, as far as the chart reads it. */
export interface OutcomeLike {
  outcome: SurveyOutcome | null;
}
