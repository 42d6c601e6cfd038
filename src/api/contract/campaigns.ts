import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { campaignSchema } from './offers';

/** A themed promotion's address part: /{product}-versary-special (lowercase letters, digits, hyphens). */
export const versaryProductSchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'Unknown promotion.'));

export const versaryCampaignSchema = v.object({
  product: v.string(),
  /** What the page is called ("Loan-versary Special"). */
  name: v.string(),
  /** The promotion's terms, in the borrower's words. */
  terms: v.string(),
  /** First and last day (inclusive), YYYY-MM-DD. */
  starts_on: v.string(),
  ends_on: v.string(),
  /** LIVE between the two days; otherwise the page says it is not running. */
  status: v.picklist(['LIVE', 'UPCOMING', 'ENDED']),
  /** The journeys "Apply" may start, in order of preference (the first one the borrower can start). */
  journey_types: v.array(v.string()),
  /** The spec §9 campaigns the promotion prices with, with this borrower's eligibility. */
  campaigns: v.array(campaignSchema),
});
export type VersaryCampaign = v.InferOutput<typeof versaryCampaignSchema>;

/**
 * The themed promotion behind /{product}-versary-special (decisions.md 2026-11-26). 404 CAMPAIGN_NOT_FOUND for a
 * product without one. Group `offers` (its faults apply).
 */
export const getVersaryCampaign = endpoint({
  group: 'offers',
  method: 'GET',
  path: '/api/v1/campaigns/versary/:product',
  response: versaryCampaignSchema,
});
