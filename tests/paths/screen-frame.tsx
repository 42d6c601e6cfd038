/**
 * What a screen needs around it outside the router: the chart (ChartProvider), a query client that never
 * fetches on its own (no retries, no refetch), and toasts. Shared by tests/paths/screens.test.tsx and stories.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { ChartProvider } from '~/app/use-chart';
import { ToastProvider } from '~/ui';

export const inertQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity }, mutations: { retry: false } } });

export function ScreenFrame({ actor, Screen, client, children }: { actor: AnyActorRef; Screen: ComponentType; client: QueryClient; children?: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ChartProvider actor={actor}>
          <Suspense fallback={<p>Loading…</p>}>
            {/* Screens bring their own <main> (PageLayout). */}
            <Screen />
          </Suspense>
          {children}
        </ChartProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
