import { journeys, journeyTypes, type JourneyType } from '../../machines/journeys/definitions';
import { applicationStatuses } from '../../machines/journeys/statuses';
import { applicationStatusWords } from '../../src/domain/application-status-words';

/**
 * A journey's success page is headed by the application's status in the borrower's words (W3-C item 2:
 * src/domain/application-status-words.ts), not by the step's title (which stays the document title): any status
 * headline of the journey's application type. Null for any other state.
 */
export function successHeadings(stateId: string): string[] | null {
  const [journey, step] = stateId.split('.');
  if (!(journeyTypes as readonly string[]).includes(journey ?? '') || (step !== 'loanSuccess' && step !== 'ewaSuccess')) return null;
  const type = journeys[journey as JourneyType].applicationType;
  return [...new Set(applicationStatuses.map((status) => applicationStatusWords(status, type).headline))];
}
