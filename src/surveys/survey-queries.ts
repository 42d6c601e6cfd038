import { queryOptions } from '@tanstack/react-query';
import { listSurveyPrompts } from '~/api/contract/surveys';
import { api } from '~/api/queries/api';

/** The borrower's survey prompts (read-only: home shows a PENDING one; the surveys chart settles them). */
export const surveyPromptsQuery = () =>
  queryOptions({
    queryKey: ['surveys', 'prompts'],
    queryFn: ({ signal }) => api(listSurveyPrompts, { signal }),
    staleTime: 0,
  });
