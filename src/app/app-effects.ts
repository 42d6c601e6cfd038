import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { isActiveCompanyStatus, type Company } from '~/api/contract/company';
import { applicationTypes, createApplication } from '~/api/contract/loans';
import { updateFlowState, updateProfile } from '~/api/contract/user';
import { api } from '~/api/queries/api';
import { companyQuery } from '~/api/queries/company';
import { eligibilityQuery, ongoingApplicationQuery } from '~/api/queries/loans';
import { profileQuery } from '~/api/queries/profile';
import { journeyDefinition, type JourneyType } from '@machines/journeys/definitions';
import type { AccountSummary, CompanySummary } from '@machines/journeys/entry';
import type { EligibilityLike, OngoingLike, ProfileLike, TabKept } from '@machines/app/account-loading.machine';
import type { JourneyInput } from '@machines/journeys/journey-types';
import { readSnapshot, snapshotKey } from '@machines/journeys/snapshot';

/** Spec §3 company flags, derived once from the platform's company record. */
export function toCompanySummary(company: Company): CompanySummary {
  const products = new Set(company.active_product_types_for_application.map((p) => p.product_type_code));
  return {
    id: company.id,
    name: company.name,
    statusCode: company.status_code,
    hasLoanProduct: products.has('LOAN'),
    hasEwaProduct: products.has('EWA'),
    hasQuickLoanProduct: products.has('QUICK_LOAN'),
    hasFintelligenceProduct: products.has('FINTELLIGENCE'),
    hasInsuranceProduct: company.cst_data.has_insurance,
    isCompanyActive: isActiveCompanyStatus(company.status_code),
  };
}

export interface AppActorDeps {
  queryClient: QueryClient;
  storage: Pick<Storage, 'getItem' | 'removeItem'>;
  now?: () => number;
  /** A payment left while processing (helper F4 keeps its id in storage). */
  pendingPaymentId?: () => string | undefined;
}

/**
 * The app chart's signed-in effects over the platform API, as plain functions: src/app/create-root-actor.ts wraps
 * them as the chart's actors (they live in the signed-in chunk, downloaded after sign-in).
 */
export function createAppEffects({ queryClient, storage, now = Date.now, pendingPaymentId }: AppActorDeps) {
  return {
    // Loading the account (machines/app/account-loading.machine.ts): one platform call each, the chart orders them.
    async readProfile(): Promise<ProfileLike> {
      const profile = await queryClient.fetchQuery(profileQuery());
      return { companyId: profile.company_id, flowStates: profile.flow_states };
    },
    async readEligibility(): Promise<EligibilityLike> {
      return (await queryClient.fetchQuery({ ...eligibilityQuery(), staleTime: 0 })).computedProductEligibility ?? null;
    },
    async readOngoing(): Promise<OngoingLike> {
      return { application: (await queryClient.fetchQuery({ ...ongoingApplicationQuery(), staleTime: 0 })).application };
    },
    async readCompany(input: { companyId: string }): Promise<CompanySummary> {
      return toCompanySummary(await queryClient.fetchQuery(companyQuery(input.companyId)));
    },
    /** What this tab kept for the borrower: the journey snapshot (keyed by username) and a payment left processing. */
    async readTabKept(input: { userId: string }): Promise<TabKept> {
      return { snapshot: readSnapshot(storage.getItem(snapshotKey(input.userId)), { userId: input.userId, now: now() }), pendingPaymentId: pendingPaymentId?.() };
    },
    async saveCompany(input: { companyId: string }): Promise<void> {
      const profile = await api(updateProfile, { body: { company_id: input.companyId } });
      queryClient.setQueryData(profileQuery().queryKey, profile);
    },
    async sendFeedback(input: { kind: 'company' | 'declaration'; values: Record<string, unknown> }): Promise<void> {
      // The platform has no feedback call in the known groups; the flow state records that it was given.
      await api(updateFlowState, { body: { flow: `${input.kind}_feedback`, state: 'SUBMITTED' } });
    },
    async prepareJourney(input: { type: JourneyType; account: AccountSummary }): Promise<JourneyInput> {
      const def = journeyDefinition(input.type);
      // Journeys without a calculator (EWA and insta-funds activation) need their application before the first form step.
      if (def.steps[0] === 'personalDetails') {
        const app = await api(createApplication, {
          body: { product_type: def.productType ?? 'LOAN', application_type: v.parse(v.picklist(applicationTypes), def.applicationType) },
          idempotencyKey: `start-${input.type}-${crypto.randomUUID()}`,
        });
        await queryClient.invalidateQueries({ queryKey: ['loans'] });
        return { type: input.type, applicationId: app.id };
      }
      return { type: input.type, applicationId: null };
    },
  };
}

export type AppEffects = ReturnType<typeof createAppEffects>;
