import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createApplication, getApplication, patchApplicationStatus, setLoanPurpose } from '~/api/contract/loans';
import { applyPromo, removePromo } from '~/api/contract/promo';
import type { JourneyType } from '@machines/journeys/definitions';
import type { SaveStepInput } from '@machines/journeys/journey-types';

/** The platform calls the journeys' saveStep makes, answered by a fake API that records them. */
const calls: Array<{ endpoint: unknown; input: unknown }> = [];
let status = 'INCOMPLETE_DOCUMENT';
let answer: (endpoint: unknown) => unknown = () => ({ id: 'app-1', status });
vi.mock('~/api/queries/api', () => ({
  api: vi.fn(async (endpoint: unknown, input: unknown) => {
    calls.push({ endpoint, input });
    return answer(endpoint);
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
    answer = () => ({ id: 'app-1', status });
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

describe('promo', () => {
  const key = ['offers', 'app-1', 'ensure'];
  const offer = (id: string, promo: string | null, selected = false) => ({ id, promo_code: promo, selected, service_fee_centavos: promo ? 90_000 : 100_000 });

  function run(queryClient: QueryClient, action: { type: 'apply'; code: string } | { type: 'remove' }) {
    const { promo } = createJourneyActors({ queryClient });
    return toPromise(createActor(promo, { input: { applicationId: 'app-1', action } }).start());
  }

  it('applying a code shows it on the returned offer at once and reads every offer again (the code re-prices them all)', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, [offer('best', null, true), offer('other', null)]);
    answer = (endpoint) =>
      endpoint === applyPromo ? { promo: { code: 'WELCOME100', description: '₱100 off' }, offer: offer('best', 'WELCOME100', true) } : undefined;
    await expect(run(queryClient, { type: 'apply', code: 'WELCOME100' })).resolves.toEqual({ code: 'WELCOME100', description: '₱100 off' });
    expect(queryClient.getQueryData<Array<{ id: string; promo_code: string | null }>>(key)?.find((o) => o.id === 'best')?.promo_code).toBe('WELCOME100');
    // Stale: the next read (the offer screen is watching it) brings the other offers with the code too.
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('removing the code reads every offer again too', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, [offer('best', 'WELCOME100', true), offer('other', 'WELCOME100')]);
    answer = (endpoint) => (endpoint === removePromo ? { offer: offer('best', null, true) } : undefined);
    await expect(run(queryClient, { type: 'remove' })).resolves.toBeNull();
    expect(queryClient.getQueryData<Array<{ id: string; promo_code: string | null }>>(key)?.find((o) => o.id === 'best')?.promo_code).toBeNull();
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});

describe('saveStep: purpose', () => {
  const purposeStep = (applicationId: string | null): SaveStepInput => ({
    journeyType: 'refinance', applicationId, step: 'loanPurpose', serverStep: 'loan-purpose', kind: 'purpose',
    values: { loan_purpose: 'MEDICAL' }, answers: { refinanceCalculator: { amount_centavos: '3000000', tenure_months: '12', repayment_cycle: '1 Month' } },
  });
  const run = (input: SaveStepInput) => toPromise(createActor(createJourneyActors({ queryClient: new QueryClient() }).saveStep, { input }).start());

  beforeEach(() => {
    calls.length = 0;
    answer = () => ({ id: 'app-9', status: 'INITIALIZED' });
  });

  it('an application made at the calculator (refinance) gets the purpose saved on it, not a second application', async () => {
    await expect(run(purposeStep('app-1'))).resolves.toEqual({ answers: { loan_purpose: 'MEDICAL' } });
    expect(calls.map((c) => c.endpoint)).toEqual([setLoanPurpose]);
    expect(calls[0]!.input).toEqual({ params: { applicationId: 'app-1' }, body: { loan_purpose: 'MEDICAL' } });
  });

  it('without an application yet, the application is created with the calculator terms and the purpose', async () => {
    await expect(run(purposeStep(null))).resolves.toEqual({ answers: { loan_purpose: 'MEDICAL' }, applicationId: 'app-9' });
    expect(calls.map((c) => c.endpoint)).toEqual([createApplication]);
    expect((calls[0]!.input as { body: { loan_purpose: string; application_type: string } }).body).toMatchObject({ loan_purpose: 'MEDICAL', application_type: 'REFINANCE' });
  });
});
