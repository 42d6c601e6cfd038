import type { QueryClient } from '@tanstack/react-query';
import { fromPromise, type InputFrom } from 'xstate';
import { confirmEmployment, updateEmployment } from '~/api/contract/employment';
import { saveOnboardingDetails, updateFlowState } from '~/api/contract/user';
import type { ApiClient } from '~/api/client';
import { profileQuery } from '~/api/queries/profile';
import { onboardingMachine, type onboardingActors } from '@machines/onboarding/onboarding.machine';
import type { Values } from '@machines/onboarding/onboarding-types';
import { employmentQuery, onboardingAnswersQuery } from './onboarding-queries';

type Input<K extends keyof typeof onboardingActors> = InputFrom<(typeof onboardingActors)[K]>;

/** The onboarding chart's platform calls, one each (machines/onboarding/onboarding.machine.ts orders them). */
export function provideOnboardingMachine({ queryClient, api }: { queryClient: QueryClient; api: ApiClient }) {
  return onboardingMachine.provide({
    actors: {
      saveDetails: fromPromise<Values, Input<'saveDetails'>>(async ({ input }) => {
        const saved = await api(saveOnboardingDetails, { params: { step: input.step }, body: { answers: input.answers } });
        queryClient.setQueryData(onboardingAnswersQuery(input.step).queryKey, saved.answers);
        return saved.answers;
      }),
      recordFlowState: fromPromise<Record<string, string>, Input<'recordFlowState'>>(async ({ input }) => {
        const { flow_states } = await api(updateFlowState, { body: input });
        // Spec §4: a flow state update replaces profile.flow_states.
        queryClient.setQueryData(profileQuery().queryKey, (p) => (p ? { ...p, flow_states } : p));
        await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
        return flow_states;
      }),
      confirmEmployment: fromPromise<void, Input<'confirmEmployment'>>(async ({ input }) => {
        queryClient.setQueryData(employmentQuery().queryKey, await api(confirmEmployment, { body: { company_id: input.companyId } }));
      }),
      updateEmployment: fromPromise<void, Input<'updateEmployment'>>(async ({ input }) => {
        queryClient.setQueryData(employmentQuery().queryKey, await api(updateEmployment, { body: { answers: input.answers } }));
      }),
    },
  });
}
