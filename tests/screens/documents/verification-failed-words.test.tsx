// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ChartProvider } from '~/app/use-chart';
import { journeyMachines } from '@machines/journeys/journey.machine';
import type { DocumentVerificationOutput } from '@machines/journeys/document-verification';
import DocumentVerificationFailedScreen from '~/journeys/screens/document-verification-failed/document-verification-failed.screen';

afterEach(cleanup);

/** The missing-selfie journey whose document verification ends with this output; the failed page rendered on it. */
async function failedWith(selfie: DocumentVerificationOutput['selfie']) {
  const documentVerification = fromPromise(async (): Promise<DocumentVerificationOutput> => ({ outcome: 'failed', documents: [], selfie }));
  const actor = createActor(journeyMachines.missingSelfie.provide({ actors: { documentVerification } as never }), { input: { type: 'missingSelfie', applicationId: 'app-1' } }).start();
  await waitFor(actor, (s) => JSON.stringify(s.value).includes('failed'));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChartProvider actor={actor}>
        <DocumentVerificationFailedScreen />
      </ChartProvider>
    </QueryClientProvider>,
  );
}

describe('document verification failed: the words fit how often the selfie failed (issue 25 item 12)', () => {
  it('the first failure does not say "after several tries"', async () => {
    await failedWith({ result: 'FAILED', lastResult: 'FAILED', attempts: 1 });
    expect(screen.getByRole('heading', { level: 1, name: 'We could not verify your identity' })).toBeTruthy();
    expect(screen.getByText(/^Your selfie could not be matched\. Your application is saved/)).toBeTruthy();
    expect(screen.queryByText(/after several tries/)).toBeNull();
  });

  it('after repeated failures (the tries ran out) it does', async () => {
    await failedWith({ result: 'EXHAUSTED', lastResult: 'QUALITY_CHECK_FAILED', attempts: 3 });
    expect(screen.getByText(/^Your selfie could not be matched after several tries\./)).toBeTruthy();
  });
});
