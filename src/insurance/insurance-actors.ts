import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/api/client';
import { getInsurance, putInsurance, type InsurancePolicy } from '~/api/contract/insurance';
import { fromBeneficiaries, toBeneficiaries } from '~/api/contract/insurance-rules';
import { insuranceQuery } from '~/api/queries/insurance';
import { insuranceMachine } from '@machines/insurance/insurance.machine';
import type { Answers, BeneficiaryDraft, CoverSummary, InsuranceForm, InsuranceLoaded } from '@machines/insurance/insurance-types';

export interface InsuranceEdge {
  queryClient: QueryClient;
  api: ApiClient;
}

const toCover = (p: InsurancePolicy): CoverSummary => ({ id: p.id, status: p.status, employerName: p.employer_name, beneficiaries: p.beneficiaries.length });

/**
 * The insurance chart with its effects, one platform call each: the read (insurance get, through the shared cache)
 * and the step saves (insurance put). A save refreshes the cached read, so the cover on home is current.
 */
export function provideInsuranceMachine({ queryClient, api }: InsuranceEdge) {
  const save = async (body: Parameters<typeof api<typeof putInsurance>>[1]['body']): Promise<CoverSummary> => {
    const policy = await api(putInsurance, { body });
    await queryClient.invalidateQueries({ queryKey: insuranceQuery().queryKey });
    return toCover(policy);
  };
  return insuranceMachine.provide({
    actors: {
      loadInsurance: fromPromise<InsuranceLoaded, void>(async () => {
        // The shared cache entry (home's cover reads it), fetched with this edge's client.
        const read = await queryClient.fetchQuery({ queryKey: insuranceQuery().queryKey, queryFn: ({ signal }) => api(getInsurance, { signal }), staleTime: 0 });
        // A draft goes on where it was left; otherwise the last cover's answers are the starting point.
        const from = read.draft ?? read.latest;
        const form: InsuranceForm = read.form;
        return {
          form,
          personal: from?.personal_details ?? {},
          beneficiaries: fromBeneficiaries(from?.beneficiaries ?? []),
          employment: from?.employment ?? {},
          saved: {
            personal: Boolean(read.draft && Object.keys(read.draft.personal_details).length > 0),
            beneficiaries: Boolean(read.draft && read.draft.beneficiaries.length > 0),
          },
        };
      }),
      savePersonalDetails: fromPromise<CoverSummary, { answers: Answers }>(({ input }) => save({ step: 'personal-details', answers: input.answers })),
      saveBeneficiaries: fromPromise<CoverSummary, { beneficiaries: BeneficiaryDraft[]; rules: InsuranceForm['beneficiaries'] }>(({ input }) =>
        save({ step: 'beneficiary', beneficiaries: toBeneficiaries(input.rules, input.beneficiaries) }),
      ),
      submitInsurance: fromPromise<CoverSummary, { answers: Answers }>(({ input }) => save({ step: 'employment', answers: input.answers })),
    },
  });
}
