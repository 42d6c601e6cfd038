import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { forwardDeviationProperties, generateOffers, listOffers, offerTermsSchema, type ForwardDeviationProperties, type Offer } from '../api/contract/offers';
import { promoDetails } from '../api/contract/promo';
import { parseAmountInput } from '~/domain/amount-input';
import type { DisbursementBank } from '@machines/journeys/disbursement';
import type { GenerateOffersInput } from '@machines/journeys/journey-types';
import { api } from '../api/queries/api';

/** What the borrower asked for at the calculator (journey answers); any of it may be missing after a resume. */
export type RequestedTerms = Partial<Record<'amount_centavos' | 'tenure_months' | 'repayment_cycle' | 'campaign_code', unknown>>;

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : undefined);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

type OfferTerms = v.InferInput<typeof offerTermsSchema>;
type Known = { requested?: RequestedTerms; salary?: string | undefined; bank?: DisbursementBank | undefined };
const isComplete = (r: RequestedTerms) => num(r.amount_centavos) !== undefined && num(r.tenure_months) !== undefined && text(r.repayment_cycle) !== undefined;

/** A pricing's terms: what the journey holds, the application's own figures for what it does not. */
function offerTerms(requested: RequestedTerms, salary: string, bank: DisbursementBank | undefined, app?: { loan_amount_centavos?: number | null | undefined; tenure_months?: number | null | undefined; repayment_cycle?: string | null | undefined } | null): OfferTerms {
  const campaign = text(requested.campaign_code);
  return {
    amount_centavos: num(requested.amount_centavos) ?? app?.loan_amount_centavos ?? 0,
    // The journey's tenure and cycle, else the application's; one the contract does not know is refused in its words.
    tenure_months: v.parse(offerTermsSchema.entries.tenure_months, num(requested.tenure_months) ?? app?.tenure_months),
    repayment_cycle: v.parse(offerTermsSchema.entries.repayment_cycle, text(requested.repayment_cycle) ?? app?.repayment_cycle),
    gross_monthly_salary_centavos: parseAmountInput(salary) ?? 0,
    ...(campaign ? { campaign_code: campaign } : {}),
    ...(bank ? { disbursement_bank: bank } : {}),
  };
}

/** The terms when the journey holds them all (a step's save then prices the first offers), else null. */
export function knownOfferTerms({ requested = {}, salary, bank }: Known): OfferTerms | null {
  return isComplete(requested) && salary !== undefined && (parseAmountInput(salary) ?? 0) > 0 && bank !== undefined ? offerTerms(requested, salary, bank) : null;
}

/**
 * Prices the application's offers from what the pricing chart put together (machines/journeys/offer-pricing.machine.ts):
 * the calculator's amount, tenure, cycle and campaign (the application's own figures when the journey no longer holds
 * them), the gross monthly salary and the disbursement bank. One call: the platform replaces any earlier offers of
 * the application and keeps an applied promo code.
 */
export function priceApplicationOffers(applicationId: string, input: Omit<GenerateOffersInput, 'applicationId'>, signal?: AbortSignal) {
  const { requested = {}, salary, bank, application, idempotencyKey } = input;
  return api(generateOffers, {
    params: { applicationId },
    body: offerTerms(requested, salary ?? '', bank, application),
    ...(idempotencyKey ? { idempotencyKey } : {}),
    ...(signal ? { signal } : {}),
  });
}

/** Where the offer screen reads the application's offers: written by the journey's offer actors, read with GET. */
export const offerListQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['offers', applicationId, 'list'],
    queryFn: ({ signal }) => api(listOffers, { params: { applicationId }, signal }),
    // The chart's offer actors write it as they read or price offers; changes elsewhere invalidate it.
    staleTime: 30_000,
  });

/**
 * Why the best offer differs from what was asked for. null when the platform could not say: the deviation only
 * explains the offer, so a failed read never keeps the borrower from it (docs/decisions.md).
 */
export const offerDeviationQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['offers', applicationId, 'deviation'],
    queryFn: async ({ signal }): Promise<ForwardDeviationProperties | null> => {
      try {
        return await api(forwardDeviationProperties, { params: { applicationId }, signal });
      } catch (error) {
        if (signal.aborted) throw error;
        return null;
      }
    },
  });

/** The offers are new (priced, selected, promo): the screen shows the list given and reads the deviation again. */
export async function offersChanged(queryClient: QueryClient, applicationId: string, list?: { offers: Offer[] }) {
  if (!list) return queryClient.invalidateQueries({ queryKey: ['offers', applicationId] });
  queryClient.setQueryData(offerListQuery(applicationId).queryKey, list);
  return queryClient.invalidateQueries({ queryKey: offerDeviationQuery(applicationId).queryKey });
}

/** The platform selected `offerId` (accepting it): the cached list says so too, without reading it again. */
export function offerSelected(queryClient: QueryClient, applicationId: string, offerId: string) {
  queryClient.setQueryData(offerListQuery(applicationId).queryKey, (list) => list && { offers: list.offers.map((o) => ({ ...o, selected: o.id === offerId })) });
}

/** What an applied promo code gives and until when (the offer carries only its code, also after a reload). */
export const promoDetailsQuery = (code: string) =>
  queryOptions({ queryKey: ['promo', code], queryFn: ({ signal }) => api(promoDetails, { params: { code }, signal }), staleTime: 5 * 60_000 });
