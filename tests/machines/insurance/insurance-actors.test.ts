/**
 * The insurance chart's calls (src/insurance/insurance-actors.ts) with a fake API client: the read goes on from a
 * draft (or starts from the last cover's answers), which steps count as saved, each save's body, and the cached
 * read marked stale after a save (home's cover is current).
 */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/api/client';
import { getInsurance, putInsurance } from '~/api/contract/insurance';
import { insuranceQuery } from '~/api/queries/insurance';
import { provideInsuranceMachine } from '~/insurance/insurance-actors';

const form = { personal_details: [], beneficiaries: { min: 1, max: 3, shares_required: true }, employment: [] };
const policy = { id: 'P1', status: 'PENDING', employer_name: 'Mabuhay', beneficiaries: [{}, {}], other: 1 };
const ana = { full_name: 'Ana Cruz', relation: 'SPOUSE', birth_date: '1990-01-01', share_percent: 100 };

function setup(read: unknown) {
  const calls: { path: string; input: unknown }[] = [];
  const api = (async (endpoint: { path: string; method: string }, input: unknown) => {
    calls.push({ path: `${endpoint.method} ${endpoint.path}`, input });
    return endpoint.method === 'GET' ? read : policy;
  }) as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const actors = provideInsuranceMachine({ queryClient, api }).implementations.actors as Record<string, AnyActorLogic>;
  const run = (name: string, input?: unknown) => toPromise(createActor(actors[name]!, { input }).start());
  return { calls, queryClient, run };
}

describe('the insurance read', () => {
  it('goes on from a draft: its answers, and the steps it has count as saved', async () => {
    const { run, calls, queryClient } = setup({ form, draft: { personal_details: { first: 'Juan' }, beneficiaries: [ana], employment: { position: 'RN' } }, latest: null });
    expect(await run('loadInsurance')).toEqual({
      form,
      personal: { first: 'Juan' },
      beneficiaries: [{ full_name: 'Ana Cruz', relation: 'SPOUSE', birth_date: '1990-01-01', share_percent: '100' }],
      employment: { position: 'RN' },
      saved: { personal: true, beneficiaries: true },
    });
    expect(calls).toEqual([{ path: `GET ${getInsurance.path}`, input: { signal: expect.any(AbortSignal) } }]);
    // Through the shared cache entry home's cover reads.
    expect(queryClient.getQueryData(insuranceQuery().queryKey)).toMatchObject({ form });
  });

  it('a draft with empty steps has nothing saved', async () => {
    const { run } = setup({ form, draft: { personal_details: {}, beneficiaries: [], employment: {} }, latest: null });
    expect(await run('loadInsurance')).toMatchObject({ saved: { personal: false, beneficiaries: false } });
  });

  it('without a draft, the last cover’s answers are the starting point, nothing saved; with neither, empty', async () => {
    const latest = setup({ form, draft: null, latest: { personal_details: { first: 'Juan' }, beneficiaries: [ana], employment: { position: 'RN' } } });
    expect(await latest.run('loadInsurance')).toMatchObject({ personal: { first: 'Juan' }, employment: { position: 'RN' }, saved: { personal: false, beneficiaries: false } });
    const none = setup({ form, draft: null, latest: null });
    expect(await none.run('loadInsurance')).toEqual({ form, personal: {}, beneficiaries: [], employment: {}, saved: { personal: false, beneficiaries: false } });
  });

  it('reads again each time (a cached read is not reused)', async () => {
    const { run, calls, queryClient } = setup({ form, draft: null, latest: null });
    queryClient.setQueryData(insuranceQuery().queryKey, { stale: true } as never);
    await run('loadInsurance');
    expect(calls).toHaveLength(1);
  });
});

describe('the insurance saves', () => {
  it('each step is put with its step name; the cover comes back summarised and home’s read is marked stale', async () => {
    const { run, calls, queryClient } = setup({});
    queryClient.setQueryData(insuranceQuery().queryKey, { form } as never);
    queryClient.setQueryData(['loans'], []);
    const summary = { id: 'P1', status: 'PENDING', employerName: 'Mabuhay', beneficiaries: 2 };
    expect(await run('savePersonalDetails', { answers: { first: 'Juan' } })).toEqual(summary);
    expect(queryClient.getQueryState(insuranceQuery().queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['loans'])?.isInvalidated).toBe(false);
    expect(await run('saveBeneficiaries', { beneficiaries: [{ ...ana, share_percent: ' 100% ' }], rules: form.beneficiaries })).toEqual(summary);
    expect(await run('submitInsurance', { answers: { position: 'RN' } })).toEqual(summary);
    expect(calls).toEqual([
      { path: `PUT ${putInsurance.path}`, input: { body: { step: 'personal-details', answers: { first: 'Juan' } } } },
      { path: `PUT ${putInsurance.path}`, input: { body: { step: 'beneficiary', beneficiaries: [ana] } } },
      { path: `PUT ${putInsurance.path}`, input: { body: { step: 'employment', answers: { position: 'RN' } } } },
    ]);
  });
});
