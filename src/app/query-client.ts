import { QueryClient } from '@tanstack/react-query';

const isClientError = (error: unknown): boolean => {
  const status = (error as { httpStatus?: unknown } | null)?.httpStatus;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * The app's query cache. Only signed-in screens and effects read through it, so the browser creates it with the
 * signed-in chunk (src/main.tsx: lazyQueryClient), keeping TanStack Query's core out of the first load of /login.
 */
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
