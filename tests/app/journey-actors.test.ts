import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { getApplication, patchApplicationStatus } from '~/api/contract/loans';
import type { JourneyType } from '@machines/journeys/definitions';
import type { SaveStepInput } from '@machines/journeys/journey-types';

/** The platform calls the journeys' saveStep makes, answered by a fake API that records them. */
const calls: Array<{ endpoint: unknown; input: unknown }> = [];
let status = 'INCOMPLETE_DOCUMENT';
vi.mock('~/api/queries/api', () => ({
  api: vi.fn(async (endpoint: unknown, input: unknown) => {
    calls.push({ endpoint, input });
    return { id: 'app-1', status };
  }),
  setAccessTokenSource: vi.fn(),
}));

const { createJourneyActors } = await import('~/app/journey-actors');

function saveDocuments(journeyType: JourneyType) {
  const { saveStep } = createJourneyActors({ queryClient: new QueryClient() });
  const input: SaveStepInput = {
    journeyType,
    applicationId: 'app-1',
    step: 'documentVerification',
    serverStep: 'document-verification',
    kind: 'documents',
    values: {},
    answers: {},
  };
  return toPromise(createActor(saveStep, { input }).start());
}

const submitted = () => calls.filter((c) => c.endpoint === patchApplicationStatus).map((c) => (c.input as { body: { status: string } }).body.status);

describe('saveStep: documents', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('missing selfie: the selfie is the last thing asked, so the application goes to review (the flag is cleared there)', async () => {
    status = 'INCOMPLETE_DOCUMENT';
    await expect(saveDocuments('missingSelfie')).resolves.toEqual({ answers: { complete: 'true' } });
    expect(calls.some((c) => c.endpoint === getApplication)).toBe(true);
    expect(submitted()).toEqual(['SYSTEM_REVIEW']);
  });

  it('WCR: the resubmitted documents send the application back to review', async () => {
    status = 'WCR';
    await saveDocuments('wcr');
    expect(submitted()).toEqual(['SYSTEM_REVIEW']);
  });

  it('a loan journey keeps going after its documents (review and the promissory note come next)', async () => {
    status = 'OFFER_ACCEPTED';
    await saveDocuments('newLoan');
    expect(calls).toEqual([]);
  });
});
