import { journeys } from '@machines/journeys/definitions';
import { applicationStatusWords, type StatusWords } from '~/domain/application-status-words';
import type { useJourney } from './use-journey';

/**
 * A success page's words: the application's status as the platform last answered it, worded by the one status
 * table (src/domain/application-status-words.ts), so the page says what home and the notifications say.
 */
export function journeyStatusWords(j: Pick<ReturnType<typeof useJourney>, 'context'>, fallbackStatus: string): StatusWords {
  return applicationStatusWords(j.context.applicationStatus ?? fallbackStatus, journeys[j.context.type].applicationType);
}
