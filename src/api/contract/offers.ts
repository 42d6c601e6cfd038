import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { discountTypes } from '~/domain/campaigns';
import { repaymentCycles, tenureMonths } from '~/domain/loan-math';

/**
 * Offers call group. Money on the wire is integer centavos in fields ending `_centavos` (₱1.00 = 100): no
 * float rounding between app and platform, and the suffix makes a pesos/centavos mix-up impossible to miss.
 */
export const centavos = v.pipe(v.number('Enter an amount.'), v.integer('Enter a whole number of centavos.'), v.minValue(0, 'The amount cannot be negative.'));
/** Same, for query strings (the client sends every query value as text). */
export const centavosQuery = v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer('Enter a whole number of centavos.'), v.minValue(0, 'The amount cannot be negative.'));
export const tenureSchema = v.picklist(tenureMonths, 'Choose a tenure of 3, 6, 9, 12, 18, 24, 36, 48 or 60 months.');
export const cycleSchema = v.picklist(repaymentCycles, "Choose '1 Month', '1 Semi Month', '1 Week' or '2 Weeks'.");

export const offerDiscountSchema = v.object({
  type: v.picklist(discountTypes),
  amount_centavos: centavos,
  /** 'GT Waived' (disbursed to GoTyme) or 'Promo Waived'; null for cashback, which is paid back, not waived. */
  label: v.nullable(v.picklist(['GT Waived', 'Promo Waived'])),
});

export const offerSchema = v.object({
  id: v.string(),
  application_id: v.string(),
  /** 'REGULAR' or a campaign code of spec §9 (e.g. 'CALAMITY_1'). */
  pricing_code: v.string(),
  pricing_name: v.string(),
  principal_centavos: centavos,
  monthly_interest_percent: v.number(),
  tenure_months: tenureSchema,
  repayment_cycle: cycleSchema,
  installment_count: v.number(),
  installment_amount_centavos: centavos,
  total_interest_centavos: centavos,
  total_repayment_centavos: centavos,
  service_fee_centavos: centavos,
  bank_fee_centavos: centavos,
  cashback_centavos: centavos,
  net_proceeds_centavos: v.number(),
  /**
   * A refinance (or recovery refinance): the running loan's outstanding balance, paid off from the principal before
   * anything is released (net proceeds are after it). null for any other loan.
   */
  refinance: v.optional(v.nullable(v.object({ kind: v.picklist(['REFINANCE', 'RECOVERY_REFINANCE']), payoff_centavos: centavos })), null),
  discounts: v.array(offerDiscountSchema),
  promo_code: v.nullable(v.string()),
  selected: v.boolean(),
});
export type Offer = v.InferOutput<typeof offerSchema>;

const appParams = '/api/v1/applications/:applicationId' as const;

/** What offers are priced from (a pricing's terms). */
export const offerTermsSchema = v.object({
  amount_centavos: v.pipe(centavos, v.minValue(100_000, 'The smallest loan is ₱1,000.00.')),
  tenure_months: tenureSchema,
  repayment_cycle: cycleSchema,
  gross_monthly_salary_centavos: v.pipe(centavos, v.minValue(1, 'Enter your gross monthly salary.')),
  /** A spec §9 campaign; omitted = the regular loan. */
  campaign_code: v.optional(v.string()),
  disbursement_bank: v.optional(v.picklist(['GOTYME', 'OTHER'])),
});

export const generateOffers = endpoint({
  group: 'offers',
  method: 'POST',
  path: `${appParams}/offers/generate`,
  body: offerTermsSchema,
  response: v.object({ offers: v.array(offerSchema), best_offer_id: v.string() }),
});

export const listOffers = endpoint({
  group: 'offers',
  method: 'GET',
  path: `${appParams}/offers`,
  response: v.object({ offers: v.array(offerSchema) }),
});

/** The borrower adjusts the chosen offer (amount, tenure, cycle); the offer is re-priced and selected. */
export const updateOffer = endpoint({
  group: 'offers',
  method: 'PATCH',
  path: `${appParams}/offers/:offerId`,
  body: v.object({
    amount_centavos: v.optional(v.pipe(centavos, v.minValue(100_000, 'The smallest loan is ₱1,000.00.'))),
    tenure_months: v.optional(tenureSchema),
    repayment_cycle: v.optional(cycleSchema),
  }),
  response: offerSchema,
});

/**
 * How the offer deviates from what the borrower asked for; forwarded with the application so a reviewer sees
 * why a smaller amount or another tenure was offered.
 */
export const forwardDeviationPropertiesSchema = v.object({
  application_id: v.string(),
  requested_amount_centavos: centavos,
  offered_amount_centavos: centavos,
  requested_tenure_months: tenureSchema,
  offered_tenure_months: tenureSchema,
  has_deviation: v.boolean(),
  reasons: v.array(v.picklist(['SALARY_CAP', 'CAMPAIGN_CAP', 'PRODUCT_CAP', 'TENURE_NOT_OFFERED'])),
});
export type ForwardDeviationProperties = v.InferOutput<typeof forwardDeviationPropertiesSchema>;

export const forwardDeviationProperties = endpoint({
  group: 'offers',
  method: 'GET',
  path: `${appParams}/offers/deviation`,
  response: forwardDeviationPropertiesSchema,
});

export const campaignSchema = v.object({
  code: v.string(),
  name: v.string(),
  monthly_interest_percent: v.number(),
  /** This borrower's maximum; null when it is a share of a gross monthly salary the query did not give. */
  max_amount_centavos: v.nullable(centavos),
  /** The share of gross monthly salary the campaign lends at most (Calamity 1 and 2: 20), null for a fixed cap. */
  max_salary_percent: v.nullable(v.number()),
  tenures: v.array(tenureSchema),
  /** The service fee charged on the loan, taken from what is released: a share of the amount, or a fixed amount. */
  service_fee: v.variant('kind', [
    v.object({ kind: v.literal('percent'), percent: v.number() }),
    v.object({ kind: v.literal('fixed'), amount_centavos: centavos }),
  ]),
  first_time_borrowers_only: v.boolean(),
  eligible: v.boolean(),
  ineligible_reason: v.nullable(v.picklist(['NOT_FIRST_TIME_BORROWER', 'AMOUNT_TOO_LOW', 'UNKNOWN_CAMPAIGN', 'NOT_DECLARED'])),
});

/**
 * The promotional campaigns of spec §9 with this borrower's eligibility and maximum. Without a salary (not known
 * yet), salary-capped campaigns come with their rule (`max_salary_percent`) and no amount.
 */
export const listCampaigns = endpoint({
  group: 'offers',
  method: 'GET',
  path: '/api/v1/offers/campaigns',
  query: v.object({ gross_monthly_salary_centavos: v.optional(v.pipe(centavosQuery, v.minValue(1, 'Enter your gross monthly salary.'))) }),
  response: v.object({ campaigns: v.array(campaignSchema) }),
});
