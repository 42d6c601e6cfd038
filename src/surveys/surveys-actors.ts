import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { acquisitionChannels, dismissSurveyPrompt, submitChannelPerformance, submitFeedbackComment, submitFeedbackRating, surveyPathOf } from '~/api/contract/surveys';
import type { ApiClient } from '~/api/client';
import { surveysMachine } from '@machines/surveys/surveys.machine';
import type { SurveyName } from '@machines/surveys/surveys-pages';
import type { OutcomeLike } from '@machines/surveys/surveys-types';
import { surveyPromptsQuery } from './survey-queries';

/** The surveys chart's platform calls, one per actor; each settles the cached prompts so home shows them as they are. */
export function provideSurveysMachine({ queryClient, api }: { queryClient: QueryClient; api: ApiClient }) {
  const promptsChanged = () => queryClient.invalidateQueries({ queryKey: surveyPromptsQuery().queryKey });
  return surveysMachine.provide({
    actors: {
      dismissPrompt: fromPromise<unknown, { survey: SurveyName }>(async ({ input }) => {
        const prompt = await api(dismissSurveyPrompt, { params: { survey: surveyPathOf[input.survey] } });
        await promptsChanged();
        return prompt;
      }),
      submitRating: fromPromise<OutcomeLike, { rating: number }>(async ({ input }) => {
        const answer = await api(submitFeedbackRating, { body: { rating: input.rating } });
        await promptsChanged();
        return answer;
      }),
      submitComment: fromPromise<unknown, { comment: string }>(({ input }) => api(submitFeedbackComment, { body: { comment: input.comment } })),
      submitChannel: fromPromise<OutcomeLike, { channel: string; details: string }>(async ({ input }) => {
        const channel = acquisitionChannels.find((c) => c === input.channel);
        if (!channel) throw Object.assign(new Error('Choose how you heard about us.'), { code: 'VALIDATION', fields: { channel: 'Choose how you heard about us.' } });
        const details = input.details.trim();
        const answer = await api(submitChannelPerformance, { body: { channel, ...(details ? { details } : {}) } });
        await promptsChanged();
        return answer;
      }),
    },
  });
}
