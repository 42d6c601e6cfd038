import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ToastProvider } from '~/ui';
import { ErrorBoundary } from './error-boundary';
import { isLazyQueryClient, readyQueryClient, type LazyQueryClient } from './lazy-query-client';
import type { AppRouter } from '~/router/create-router';

/** A query client now or later (src/app/lazy-query-client.ts). */
export type AppQueryClient = QueryClient | LazyQueryClient;

/**
 * QueryClientProvider's job for a client that may arrive later: the context holds it once it exists (the
 * signed-in chunk creates it before any screen that reads queries renders), mounted while provided. The element
 * tree is the same before and after, so nothing remounts when it arrives.
 */
function QueryClientSlot({ client: given, children }: { client: AppQueryClient; children: ReactNode }) {
  const source = useMemo(() => (isLazyQueryClient(given) ? given : readyQueryClient(given)), [given]);
  const client = useSyncExternalStore(source.subscribe, source.get, source.get);
  useEffect(() => {
    if (!client) return undefined;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

export function Providers({ queryClient, children }: { queryClient: AppQueryClient; children: ReactNode }) {
  return (
    <QueryClientSlot client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientSlot>
  );
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: AppQueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <ErrorBoundary homeHref="/" onError={(error) => console.error('Lakbay crashed', error)}>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </Providers>
  );
}

/** The whole tree, as the browser renders (or hydrates) it and as the build prerenders it: one definition, one markup. */
export function appElement(router: AppRouter, queryClient: AppQueryClient) {
  return (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
}
