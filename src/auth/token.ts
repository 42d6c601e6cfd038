import { hasStoredSession } from './stored-session';
import type * as SessionModule from './session';

// The session module once it has loaded: a dynamic import() of a module already there still resolves a task later,
// and that task queues behind whatever the page has scheduled (analytics after a frame): every Continue's save went
// out ~100 ms after the click under 4x CPU (npm run bench:steps -- --trace, 2026-11-27).
let session: typeof SessionModule | undefined;

/** For the platform API client: the bearer token of the signed-in borrower, refreshed when expired. */
export async function getAccessToken(): Promise<string | null> {
  if (!hasStoredSession()) return null;
  session ??= await import('./session');
  return session.getAccessToken();
}
