import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { discountTypes } from '~/domain/campaigns';
import { offerSchema } from './offers';

export const promoDetailsSchema = v.object({
  code: v.string(),
  description: v.string(),
  /** Fee and cashback values in centavos; INTEREST_RATE_DISCOUNT in percentage points off the monthly rate. */
  discounts: v.array(v.object({ type: v.picklist(discountTypes), value: v.number() })),
  first_time_borrowers_only: v.boolean(),
  valid_until: v.string(),
});
export type PromoDetails = v.InferOutput<typeof promoDetailsSchema>;

const promoCode = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9-]{3,20}$/, 'Enter a promo code of 3 to 20 letters or digits.'));

export const promoDetails = endpoint({
  group: 'promo',
  method: 'GET',
  path: '/api/v1/promos/:code',
  response: promoDetailsSchema,
});

/** Applies a promo code to the application's selected (or best) offer; the offer comes back re-priced. */
export const applyPromo = endpoint({
  group: 'promo',
  method: 'POST',
  path: '/api/v1/applications/:applicationId/promo',
  body: v.object({ promo_code: promoCode }),
  response: v.object({ promo: promoDetailsSchema, offer: offerSchema }),
});

export const removePromo = endpoint({
  group: 'promo',
  method: 'DELETE',
  path: '/api/v1/applications/:applicationId/promo',
  response: v.object({ offer: offerSchema }),
});
