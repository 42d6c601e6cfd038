import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { listDocuments, type DocumentRecord } from '~/api/contract/documents';
import { api } from '~/api/queries/api';

/**
 * An application's documents, read ahead while the borrower is at the loan offer (src/journeys/prefetch-next-step.ts)
 * so that document verification shows its upload without a call after "Accept offer". Read once: the upload chart
 * takes the list and drops it, as uploads and reviews change it.
 */
export const prefetchedDocumentsQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['documents', applicationId, 'prefetched'],
    queryFn: ({ signal }) => api(listDocuments, { params: { applicationId }, signal }).then((r) => r.documents),
    // Not taken (the borrower went elsewhere): dropped with the cache's default gcTime (5 minutes).
  });

/** The prefetched list (awaited if still on its way), removed from the cache; null when none was prefetched. */
export async function takePrefetchedDocuments(queryClient: QueryClient, applicationId: string): Promise<DocumentRecord[] | null> {
  const query = prefetchedDocumentsQuery(applicationId);
  if (!queryClient.getQueryState(query.queryKey)) return null;
  try {
    return await queryClient.fetchQuery({ ...query, staleTime: Infinity });
  } catch {
    return null;
  } finally {
    queryClient.removeQueries({ queryKey: query.queryKey });
  }
}
