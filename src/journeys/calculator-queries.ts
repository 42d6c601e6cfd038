import { queryOptions } from '@tanstack/react-query';
import { listCampaigns } from '~/api/contract/offers';
import { api } from '~/api/queries/api';
import type { Centavos } from '~/domain/money';

/** What the calculator's look-ups keep (machines/journeys/calculator.states.ts): a visit back within it calls nothing. */
export const CALCULATOR_LOOKUP_STALE_MS = 5 * 60_000;

/**
 * The promotional campaigns (spec §9) for this borrower. With a known gross monthly salary the platform works out
 * each maximum (20% of it for Calamity 1 and 2); without one, salary-capped campaigns come with their rule and the
 * offer applies the exact cap once the salary is saved.
 */
export const campaignsQuery = (salary: Centavos | null) =>
  queryOptions({
    queryKey: ['offers', 'campaigns', salary ?? 'salary-unknown'],
    queryFn: ({ signal }) => api(listCampaigns, { query: salary === null ? {} : { gross_monthly_salary_centavos: salary }, signal }).then((r) => ({ campaigns: r.campaigns })),
    staleTime: CALCULATOR_LOOKUP_STALE_MS,
  });
