import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listDocuments } from '~/api/contract/documents';
import { listLoanPurposes } from '~/api/contract/form-options';
import { getApplicationStep } from '~/api/contract/loans';

/** What a journey step reads ahead for the next one (issue W2-F "steps without waiting"), against a fake API. */
const calls: unknown[] = [];
vi.mock('~/api/queries/api', () => ({
  api: vi.fn(async (endpoint: unknown) => {
    calls.push(endpoint);
    if (endpoint === listLoanPurposes) return { categories: [{ label: 'Personal', purposes: [{ code: 'MEDICAL', label: 'Medical' }] }] };
    if (endpoint === listDocuments) return { documents: [{ id: 'd1', document_type: 'UMID' }] };
    if (endpoint === getApplicationStep) return { step: 'professional-details', answers: { employee_id: 'EMP-1' }, version: 1 };
    return undefined;
  }),
  setAccessTokenSource: vi.fn(),
}));
const warmUpFields = vi.fn();
vi.mock('~/ui/platform/screen-preload', () => ({ preloadScreen: vi.fn(async (name: string) => (name === 'journey-form' ? { warmUpFields } : {})) }));

const { prefetchNextStep, SAVED_ANSWERS_CACHE } = await import('~/journeys/prefetch-next-step');
const { stepAnswersQuery } = await import('~/api/queries/loans');
const { loanPurposesQuery } = await import('~/api/queries/form-options');
const { takePrefetchedDocuments } = await import('~/api/queries/documents');

const settled = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => void (calls.length = 0));

describe('prefetchNextStep', () => {
  it('before a form, has the form screen warm its fields up; before the loan purpose, not', async () => {
    warmUpFields.mockClear();
    prefetchNextStep(new QueryClient(), { type: 'newLoan', step: 'loanCalculator', applicationId: null });
    await settled();
    expect(warmUpFields).not.toHaveBeenCalled();
    prefetchNextStep(new QueryClient(), { type: 'newLoan', step: 'loanPurpose', applicationId: 'app-1' });
    await settled();
    expect(warmUpFields).toHaveBeenCalledTimes(1);
  });

  it('at the calculator, reads the loan purposes the next step lists', async () => {
    const client = new QueryClient();
    prefetchNextStep(client, { type: 'newLoan', step: 'loanCalculator', applicationId: null });
    await settled();
    expect(calls).toEqual([listLoanPurposes]);
    expect(client.getQueryData(loanPurposesQuery().queryKey)).toEqual([{ label: 'Personal', purposes: [{ code: 'MEDICAL', label: 'Medical' }] }]);
  });

  it('at the loan offer, reads the documents once: the upload chart takes them without a call, and reads them itself after', async () => {
    const client = new QueryClient();
    prefetchNextStep(client, { type: 'newLoan', step: 'loanOffer', applicationId: 'app-1' });
    expect(await takePrefetchedDocuments(client, 'app-1')).toEqual([{ id: 'd1', document_type: 'UMID' }]);
    expect(calls).toEqual([listDocuments]);
    expect(await takePrefetchedDocuments(client, 'app-1')).toBeNull();
    expect(await takePrefetchedDocuments(client, 'app-2')).toBeNull();
    expect(calls).toEqual([listDocuments]);
  });

  it('reads the next form\'s saved answers once: the form opened ten minutes later is filled from them without a call', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      prefetchNextStep(client, { type: 'newLoan', step: 'personalDetails', applicationId: 'app-1' });
      await vi.advanceTimersByTimeAsync(0);
      expect(calls.filter((c) => c === getApplicationStep)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      // What the form screen reads as it opens (src/journeys/screens/journey-form).
      const saved = await client.fetchQuery({ ...stepAnswersQuery('app-1', 'professional-details'), ...SAVED_ANSWERS_CACHE });
      expect(saved.answers).toEqual({ employee_id: 'EMP-1' });
      expect(calls.filter((c) => c === getApplicationStep)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
