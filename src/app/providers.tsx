import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { Providers, type AppQueryClient } from './providers-base';
import type { AppRouter } from '~/router/create-router';

export { Providers, type AppQueryClient } from './providers-base';

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
