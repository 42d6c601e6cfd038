import { track } from './types';

/** Offer, payment, refinance and EWA events. Amounts are numbers in pesos; never strings (see the PII scrubber). */
export const moneyEvents = [
  // Offer
  track('offer_generated', ['journey']),
  track('offer_generation_failed', ['journey', 'error_code']),
  track('offer_tenure_changed', ['tenure_months']),
  track('offer_amount_changed', ['amount']),
  track('offer_accepted', ['journey', 'amount', 'tenure_months']),
  track('offer_declined', ['journey']),
  track('promo_applied', ['campaign']),
  track('promo_removed', ['campaign']),
  track('promo_failed', ['error_code']),
  // Payment
  track('payment_started', ['purpose']),
  track('payment_method_selected', ['provider']),
  track('payment_fee_loaded', ['provider']),
  track('payment_submitted', ['provider', 'purpose']),
  track('payment_redirected', ['provider']),
  track('payment_processing', ['provider']),
  track('payment_succeeded', ['provider', 'purpose']),
  track('payment_failed', ['provider', 'purpose', 'status']),
  track('payment_retried', ['provider']),
  // Refinance and reloan
  track('reloan_started', ['journey']),
  track('refinance_started', ['journey']),
  track('refinance_calculator_changed', ['amount', 'tenure_months']),
  track('refinance_submitted', ['journey']),
  track('recovery_refinance_started'),
  // EWA
  track('ewa_activation_started'),
  track('ewa_ineligible'),
  track('ewa_activation_submitted'),
  track('ewa_success'),
  track('insta_funds_started'),
] as const;
