import type { QueryClient } from '@tanstack/react-query';

/**
 * A query client created on first need (issue W2-F: TanStack Query's core is not in the first load of /login;
 * no public screen reads queries). `load()` creates it once (the signed-in chunk awaits it before any signed-in
 * screen can render); `get()` is what exists now; the providers re-render their context on `subscribe`.
 */
export interface LazyQueryClient {
  get: () => QueryClient | undefined;
  load: () => Promise<QueryClient>;
  subscribe: (listener: () => void) => () => void;
}

export function lazyQueryClient(create: () => Promise<QueryClient>): LazyQueryClient {
  let client: QueryClient | undefined;
  let pending: Promise<QueryClient> | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => client,
    load: () =>
      (pending ??= create().then(
        (created) => {
          client = created;
          for (const listener of listeners) listener();
          return created;
        },
        (error: unknown) => {
          // A failed download is forgotten: the next load (the borrower's retry) tries again.
          pending = null;
          throw error;
        },
      )),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** A client that exists already (tests, the build-time render) as a LazyQueryClient. */
export function readyQueryClient(client: QueryClient): LazyQueryClient {
  return { get: () => client, load: () => Promise.resolve(client), subscribe: () => () => undefined };
}

export const isLazyQueryClient = (value: QueryClient | LazyQueryClient): value is LazyQueryClient =>
  typeof (value as Partial<LazyQueryClient>).load === 'function' && typeof (value as Partial<LazyQueryClient>).subscribe === 'function';
