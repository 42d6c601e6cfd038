import { importOnce } from '~/ui/platform/import-once';
import { hasStoredSession } from './stored-session';

const sessionModule = importOnce(() => import('./session'));

/** For the platform API client: the bearer token of the signed-in borrower, refreshed when expired. */
export async function getAccessToken(): Promise<string | null> {
  if (!hasStoredSession()) return null;
  return (await sessionModule()).getAccessToken();
}
