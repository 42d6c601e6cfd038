// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listDocuments } from '~/api/contract/documents';

/** When a journey step reads ahead for the next one: at idle after it painted, or at once when the borrower is quicker. */
const calls: unknown[] = [];
vi.mock('~/api/queries/api', () => ({
  api: vi.fn(async (endpoint: unknown) => {
    calls.push(endpoint);
    return endpoint === listDocuments ? { documents: [] } : undefined;
  }),
  setAccessTokenSource: vi.fn(),
}));
vi.mock('~/ui/platform/screen-preload', () => ({ preloadScreen: vi.fn(async () => undefined) }));

const { usePrefetchNextStep } = await import('~/journeys/prefetch-next-step');

type Props = { enabled: boolean; saving: boolean };
function mount(initial: Props) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook((p: Props) => usePrefetchNextStep({ type: 'newLoan', step: 'loanOffer', applicationId: 'app-1', ...p }), { initialProps: initial, wrapper });
}

beforeEach(() => {
  calls.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('usePrefetchNextStep', () => {
  it('reads the next step\'s documents once the offer has painted and the page is idle, once', async () => {
    const { rerender } = mount({ enabled: true, saving: false });
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual([listDocuments]);
    rerender({ enabled: true, saving: true });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual([listDocuments]);
  });

  it('reads them at once, beside the save, when the borrower accepts before that idle moment', async () => {
    const { rerender } = mount({ enabled: true, saving: false });
    rerender({ enabled: true, saving: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([listDocuments]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual([listDocuments]);
  });

  it('reads nothing while the step still loads what it shows', async () => {
    mount({ enabled: false, saving: true });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual([]);
  });
});
