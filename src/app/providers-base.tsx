import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ToastProvider } from '~/ui';
import { isLazyQueryClient, readyQueryClient, type LazyQueryClient } from './lazy-query-client';

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

/** What every tree of the browser sits in: the app's (src/app/providers.tsx) and the /login island's (src/islands/login.tsx). */
export function Providers({ queryClient, children }: { queryClient: AppQueryClient; children: ReactNode }) {
  return (
    <QueryClientSlot client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientSlot>
  );
}
