import { queryOptions } from '@tanstack/react-query';
import { generateContract, getLoanContract } from '~/api/contract/documents';
import { api } from '~/api/queries/api';
import { isApiError } from '~/api/errors';

/**
 * The note the borrower reads before signing: generated from the chosen offer (PENDING; regenerating while
 * PENDING refreshes it, so a changed offer shows its new terms), or the signed one (FINAL) once finalized.
 */
export const promissoryNoteQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['documents', 'contract', applicationId, 'for-signing'],
    queryFn: async ({ signal }) => {
      try {
        const existing = await api(getLoanContract, { params: { applicationId }, signal });
        if (existing.promissory_note_status === 'FINAL') return existing;
      } catch (e) {
        if (!isApiError(e) || e.httpStatus !== 404) throw e;
      }
      return api(generateContract, { params: { applicationId }, signal });
    },
    staleTime: 0,
    retry: false,
  });
