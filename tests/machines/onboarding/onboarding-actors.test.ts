/**
 * The onboarding chart's platform calls (src/onboarding): which endpoint each runs with what, and what the app's
 * cache holds after (the saved answers a reload fills the form from, the profile's flow states routing reads, the
 * employment record). The API client is a fake that records each call.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/api/client';
import { confirmEmployment, getEmployment, updateEmployment } from '~/api/contract/employment';
import { getOnboardingDetails, getRegistrationFieldConfig, saveOnboardingDetails, updateFlowState } from '~/api/contract/user';
import { profileQuery } from '~/api/queries/profile';

const globalCalls = vi.hoisted(() => [] as { path: string; input: unknown }[]);
vi.mock('~/api/queries/api', () => ({
  api: async (endpoint: { path: string }, input: unknown) => {
    globalCalls.push({ path: endpoint.path, input });
    if (endpoint.path.endsWith('registration-field-config')) return { fields: [{ key: 'tin' }] };
    if (endpoint.path.includes('/onboarding/')) return { answers: { tin: '123' } };
    return { company: 'x' };
  },
}));

const { provideOnboardingMachine } = await import('~/onboarding/onboarding-actors');
const { employmentQuery, onboardingAnswersQuery, onboardingFieldsQuery } = await import('~/onboarding/onboarding-queries');

const settled = { timeout: 2000 };
const employment = { company_id: 'cmp-sinag-bank', answers: { position: 'Clerk' } };

function start(start: 'personalDetails' | 'criticalDetails' | 'employmentStatus' | 'employmentInformation') {
  const calls: { path: string; input: unknown }[] = [];
  const api = (async (endpoint: { path: string }, input: unknown) => {
    calls.push({ path: endpoint.path, input });
    if (endpoint.path === saveOnboardingDetails.path) return { answers: { saved: 'as the platform has it' } };
    if (endpoint.path === updateFlowState.path) return { flow_states: { onboarding: 'SUBMITTED', onboarding_personal_details: 'SUBMITTED' } };
    return employment;
  }) as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery().queryKey, { name: 'Juan', flow_states: { onboarding: 'INITIALIZED' } } as never);
  queryClient.setQueryData(['loans'], []);
  const actor = createActor(provideOnboardingMachine({ queryClient, api }) as AnyActorLogic, { input: { start, company: { id: 'cmp-sinag-bank', name: 'Sinag Bank' } } }).start();
  return { actor, calls, queryClient };
}

describe('the onboarding calls', () => {
  it('a step saves its answers at its path and keeps what the platform saved for the form; progress replaces the profile’s flow states', async () => {
    const { actor, calls, queryClient } = start('criticalDetails');
    actor.send({ type: 'step.submit', values: { tin: '123456789' } });
    await waitFor(actor, (s) => s.status === 'done', settled);
    expect(calls).toEqual([
      { path: saveOnboardingDetails.path, input: { params: { step: 'critical-details' }, body: { answers: { tin: '123456789' } } } },
      { path: updateFlowState.path, input: { body: { flow: 'onboarding', state: 'SUBMITTED' } } },
    ]);
    expect(queryClient.getQueryData(onboardingAnswersQuery('critical-details').queryKey)).toEqual({ saved: 'as the platform has it' });
    expect(queryClient.getQueryData(profileQuery().queryKey)).toEqual({ name: 'Juan', flow_states: { onboarding: 'SUBMITTED', onboarding_personal_details: 'SUBMITTED' } });
    // The profile is read again (other fields may follow the flow states); nothing else is.
    expect(queryClient.getQueryState(profileQuery().queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['loans'])?.isInvalidated).toBe(false);
  });

  it('no profile in the cache stays none after progress is recorded', async () => {
    const { actor, queryClient } = start('criticalDetails');
    queryClient.removeQueries({ queryKey: profileQuery().queryKey });
    actor.send({ type: 'step.submit', values: {} });
    await waitFor(actor, (s) => s.status === 'done', settled);
    expect(queryClient.getQueryData(profileQuery().queryKey)).toBeUndefined();
  });

  it('confirming employment posts the company and keeps the employment record the platform returns', async () => {
    const { actor, calls, queryClient } = start('employmentStatus');
    actor.send({ type: 'employment.confirm' });
    await waitFor(actor, (s) => s.matches('employmentSuccess'), settled);
    expect(calls).toEqual([{ path: confirmEmployment.path, input: { body: { company_id: 'cmp-sinag-bank' } } }]);
    expect(queryClient.getQueryData(employmentQuery().queryKey)).toEqual(employment);
  });

  it('changed employment details are sent as answers and the record kept', async () => {
    const { actor, calls, queryClient } = start('employmentInformation');
    actor.send({ type: 'step.submit', values: { position: 'Clerk' } });
    await waitFor(actor, (s) => s.matches('employmentSuccess'), settled);
    expect(calls).toEqual([{ path: updateEmployment.path, input: { body: { answers: { position: 'Clerk' } } } }]);
    expect(queryClient.getQueryData(employmentQuery().queryKey)).toEqual(employment);
  });
});

describe('the onboarding queries', () => {
  it('read a step’s fields (cached an hour), its saved answers and the employment record', async () => {
    const signal = new AbortController().signal;
    const fields = onboardingFieldsQuery('personal-details');
    expect(fields.queryKey).toEqual(['user', 'registrationFieldConfig', 'personal-details']);
    expect(fields.staleTime).toBe(3_600_000);
    const run = (q: { queryFn?: unknown }) => (q.queryFn as (c: { signal: AbortSignal }) => Promise<unknown>)({ signal });
    expect(await run(fields)).toEqual([{ key: 'tin' }]);
    expect(globalCalls.at(-1)).toEqual({ path: getRegistrationFieldConfig.path, input: { query: { step: 'personal-details' }, signal } });

    const answers = onboardingAnswersQuery('critical-details');
    expect(answers.queryKey).toEqual(['user', 'onboarding', 'critical-details']);
    expect(await run(answers)).toEqual({ tin: '123' });
    expect(globalCalls.at(-1)).toEqual({ path: getOnboardingDetails.path, input: { params: { step: 'critical-details' }, signal } });

    expect(employmentQuery().queryKey).toEqual(['employment']);
    expect(await run(employmentQuery())).toEqual({ company: 'x' });
    expect(globalCalls.at(-1)).toEqual({ path: getEmployment.path, input: { signal } });
  });
});
