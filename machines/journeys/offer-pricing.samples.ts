import type { OfferPricingInput } from './offer-pricing.machine';

/**
 * Samples for the generated-path traversal (tests/paths) of the offer pricing: a journey that holds every part
 * (priced at once), one that holds none (a resumed journey: all three read), and each part missing alone. A failed
 * call has no transition here (the journey handles it), so only answers are sampled.
 */
const terms = { amount_centavos: 2_500_000, tenure_months: 12, repayment_cycle: '1 Month' };
const all: OfferPricingInput = { applicationId: 'app-1', requested: terms, salary: '30,000', bank: 'OTHER' };
const inputs: OfferPricingInput[] = [
  all,
  { applicationId: 'app-1', requested: undefined, salary: undefined, bank: undefined },
  { ...all, requested: { amount_centavos: 2_500_000 } },
  { ...all, salary: undefined },
  { ...all, bank: undefined },
  { ...all, requested: undefined, bank: undefined },
];
const application = { id: 'app-1', status: 'INITIALIZED', loan_amount_centavos: 2_500_000, tenure_months: 12, repayment_cycle: '1 Month' };

export default {
  offerPricing: {
    inputs,
    outcomes: {
      readApplicationStatus: { done: [application] },
      readSavedAnswers: { done: [{ answers: { gross_monthly_salary: '30,000', bank: 'BDO' }, version: 3 }] },
      generateOffers: { done: [{ offers: [] }] },
    },
  },
};
