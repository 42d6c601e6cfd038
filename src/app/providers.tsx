import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, type ReactNode } from 'react';
import { ToastProvider } from '~/ui';
import { ErrorBoundary } from './error-boundary';
import type { AppRouter } from '~/router/create-router';

const isClientError = (error: unknown): boolean => {
  const status = (error as { httpStatus?: unknown } | null)?.httpStatus;
  return typeof status === 'number' && status >= 400 && status < 500;
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Charts own retries of writes; reads retry once (a flaky network), never on 4xx.
      queries: {
        retry: (count, error) => count < 1 && !isClientError(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <ErrorBoundary homeHref="/" onError={(error) => console.error('Lakbay crashed', error)}>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </Providers>
  );
}

/** The whole tree, as the browser renders (or hydrates) it and as the build prerenders it: one definition, one markup. */
export function appElement(router: AppRouter, queryClient: QueryClient) {
  return (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
}
