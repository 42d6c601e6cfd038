import * as v from 'valibot';
import type { Module } from '../context';
import {
  dismissSurveyPrompt, HIGH_RATING_FROM, listSurveyPrompts, submitCancellationSurvey, submitChannelPerformance, submitFeedbackComment,
  submitFeedbackRating, surveyParam, type SurveyKind,
} from '../../src/api/contract/surveys';
import { HttpError, serve } from './serve';
import { ownApplication } from './loans-store';
import { findPrompt, listPrompts, recordAnswer, settlePrompt } from './surveys-store';

const kindOf = (param: string | undefined): SurveyKind => {
  const parsed = v.safeParse(surveyParam, param);
  if (!parsed.success) throw new HttpError(404, 'SURVEY_NOT_FOUND', 'We could not find that survey.');
  return parsed.output === 'feedback' ? 'FEEDBACK' : 'CHANNEL_PERFORMANCE';
};

/** Surveys (spec §4): prompts that never nag, the feedback rating, how the borrower heard of us, why they cancelled. */
export const registerSurveys: Module = (ctx) => {
  serve(ctx, listSurveyPrompts, ({ user }) => ({ prompts: listPrompts(ctx, user.id) }));

  serve(ctx, dismissSurveyPrompt, ({ params, user }) => {
    const survey = kindOf(params.survey);
    const prompt = findPrompt(ctx, user.id, survey);
    // Dismissing an answered survey changes nothing: it stays COMPLETED.
    if (prompt?.state === 'COMPLETED') return { ...prompt };
    return settlePrompt(ctx, user.id, survey, 'DISMISSED');
  });

  serve(ctx, submitFeedbackRating, ({ body, user }) => {
    const prompt = findPrompt(ctx, user.id, 'FEEDBACK');
    if (prompt?.state === 'COMPLETED') return { outcome: 'ALREADY_COMPLETED' as const, prompt: { ...prompt } };
    recordAnswer(ctx, user.id, 'FEEDBACK', { rating: body.rating });
    const done = settlePrompt(ctx, user.id, 'FEEDBACK', 'COMPLETED');
    return { outcome: body.rating >= HIGH_RATING_FROM ? ('HIGH_RATING' as const) : ('LOW_RATING' as const), prompt: done };
  });

  serve(ctx, submitFeedbackComment, ({ body, user }) => {
    recordAnswer(ctx, user.id, 'FEEDBACK', { comment: body.comment });
    return { received: true as const };
  });

  serve(ctx, submitChannelPerformance, ({ body, user }) => {
    const prompt = findPrompt(ctx, user.id, 'CHANNEL_PERFORMANCE');
    if (prompt?.state === 'COMPLETED') return { outcome: 'ALREADY_COMPLETED' as const, prompt: { ...prompt } };
    recordAnswer(ctx, user.id, 'CHANNEL_PERFORMANCE', { channel: body.channel, ...(body.details ? { comment: body.details } : {}) });
    return { outcome: null, prompt: settlePrompt(ctx, user.id, 'CHANNEL_PERFORMANCE', 'COMPLETED') };
  });

  serve(ctx, submitCancellationSurvey, ({ params, body, user }) => {
    const app = ownApplication(ctx, user.id, params.applicationId ?? '');
    if (app.status !== 'CANCELLED') throw new HttpError(409, 'APPLICATION_NOT_CANCELLED', 'This application is not cancelled.');
    const submittedAt = new Date(ctx.now()).toISOString();
    ctx.db
      .prepare(
        `INSERT INTO cancellation_surveys (application_id, user_id, reason, details, submitted_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (application_id) DO UPDATE SET reason = excluded.reason, details = excluded.details, submitted_at = excluded.submitted_at`,
      )
      .run(app.id, user.id, body.reason, body.details || null, submittedAt);
    return { application_id: app.id, reason: body.reason, details: body.details || null, submitted_at: submittedAt };
  });
};
