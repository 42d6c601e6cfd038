/**
 * The signed-in chunk, downloaded once: `load()` starts (or joins) the download, `loaded()` is what has arrived
 * (null before). A failed download is forgotten, so the next `load()` (the borrower's retry) tries again.
 */
export function signedInChunk<Chunk>(download: () => Promise<Chunk>) {
  let loaded: Chunk | null = null;
  let pending: Promise<Chunk> | null = null;
  const load = (): Promise<Chunk> =>
    (pending ??= download().then(
      (chunk) => (loaded = chunk),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return { load, loaded: (): Chunk | null => loaded };
}
