import * as v from 'valibot';
import { endpoint } from '../endpoint';

/**
 * Surveys (spec §4 "Survey or prompt states" and "Survey outcomes"; §4 cancellation reasons). The platform keeps
 * one prompt per borrower and survey: PENDING once its moment came (an application submitted, a payment made),
 * then DISMISSED or COMPLETED for good, so a prompt never comes back.
 */
export const surveyKinds = ['FEEDBACK', 'CHANNEL_PERFORMANCE'] as const;
export type SurveyKind = (typeof surveyKinds)[number];
export const promptStates = ['PENDING', 'DISMISSED', 'COMPLETED'] as const;
export type PromptState = (typeof promptStates)[number];
export const surveyOutcomes = ['LOW_RATING', 'HIGH_RATING', 'ALREADY_COMPLETED'] as const;
export type SurveyOutcome = (typeof surveyOutcomes)[number];
/** What made a prompt PENDING. */
export const promptTriggers = ['APPLICATION_SUBMITTED', 'PAYMENT_SUCCESSFUL'] as const;

/** Ratings 1 to 5; 4 and 5 are a HIGH_RATING (the app stores are offered), 1 to 3 a LOW_RATING. */
export const HIGH_RATING_FROM = 4;

/** How the borrower heard of us (the spec names the survey, not its answers: docs/decisions.md). */
export const acquisitionChannels = ['EMPLOYER', 'FRIEND_OR_COLLEAGUE', 'FACEBOOK', 'SEARCH', 'SMS_OR_EMAIL', 'OTHER'] as const;

/** The spec's cancellation reasons a borrower can give (NO_PARTNERSHIP is the lender's, not theirs). */
export const borrowerCancellationReasons = ['NO_LONGER_INTERESTED', 'NOT_ELIGIBLE_FOR_ANY_OFFER', 'PRODUCT_SWITCH', 'CANCELLED_DUE_TO_ISSUE'] as const;
export type BorrowerCancellationReason = (typeof borrowerCancellationReasons)[number];

export const promptSchema = v.object({
  survey: v.picklist(surveyKinds),
  state: v.picklist(promptStates),
  triggered_by: v.nullable(v.picklist(promptTriggers)),
  updated_at: v.string(),
});
export type SurveyPrompt = v.InferOutput<typeof promptSchema>;

export const surveyParam = v.picklist(['feedback', 'channel-performance'] as const);
export type SurveyPath = v.InferOutput<typeof surveyParam>;
export const surveyPathOf: Record<SurveyKind, SurveyPath> = { FEEDBACK: 'feedback', CHANNEL_PERFORMANCE: 'channel-performance' };

const details = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'Keep it under 500 characters.')));

/** The borrower's prompts: one per survey whose moment has come, in any state. */
export const listSurveyPrompts = endpoint({
  group: 'surveys',
  method: 'GET',
  path: '/api/v1/surveys/prompts',
  response: v.object({ prompts: v.array(promptSchema) }),
});

/** "Not now": the prompt is DISMISSED and not shown again (a COMPLETED one stays COMPLETED). */
export const dismissSurveyPrompt = endpoint({
  group: 'surveys',
  method: 'POST',
  path: '/api/v1/surveys/:survey/dismiss',
  response: promptSchema,
});

/** The feedback survey's rating: HIGH_RATING or LOW_RATING, or ALREADY_COMPLETED when it was answered before. */
export const submitFeedbackRating = endpoint({
  group: 'surveys',
  method: 'POST',
  path: '/api/v1/surveys/feedback',
  body: v.object({
    rating: v.pipe(v.number('Choose a rating.'), v.integer('Choose a rating.'), v.minValue(1, 'Choose a rating.'), v.maxValue(5, 'Choose a rating.')),
  }),
  response: v.object({ outcome: v.picklist(surveyOutcomes), prompt: promptSchema }),
});

/** After a LOW_RATING: what went wrong, in the borrower's words. */
export const submitFeedbackComment = endpoint({
  group: 'surveys',
  method: 'POST',
  path: '/api/v1/surveys/feedback/comment',
  body: v.object({
    comment: v.pipe(v.string('Tell us what went wrong.'), v.trim(), v.minLength(1, 'Tell us what went wrong.'), v.maxLength(1000, 'Keep it under 1,000 characters.')),
  }),
  response: v.object({ received: v.literal(true) }),
});

/** How the borrower heard of us; ALREADY_COMPLETED when answered before (the first answer stands). */
export const submitChannelPerformance = endpoint({
  group: 'surveys',
  method: 'POST',
  path: '/api/v1/surveys/channel-performance',
  body: v.object({ channel: v.picklist(acquisitionChannels, 'Choose how you heard about us.'), details }),
  response: v.object({ outcome: v.nullable(v.picklist(surveyOutcomes)), prompt: promptSchema }),
});

/** Why a cancelled application was cancelled (only the borrower's own CANCELLED application; the last answer stands). */
export const submitCancellationSurvey = endpoint({
  group: 'surveys',
  method: 'POST',
  path: '/api/v1/applications/:applicationId/cancellation-survey',
  body: v.object({ reason: v.picklist(borrowerCancellationReasons, 'Choose a reason.'), details }),
  response: v.object({ application_id: v.string(), reason: v.picklist(borrowerCancellationReasons), details: v.nullable(v.string()), submitted_at: v.string() }),
});

