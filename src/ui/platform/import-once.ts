/**
 * A module loaded by dynamic `import()`, fetched once: later calls get the same promise. A second `import()` of a
 * module already there still resolves a task later, queued behind whatever the page has scheduled (a Continue's
 * save waited ~90 ms behind the analytics under 4x CPU: npm run bench:steps -- --trace). A failed download is
 * forgotten, so the next call tries again.
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
