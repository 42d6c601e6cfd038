import type { ForwardDeviationProperties, Offer } from '~/api/contract/offers';
import { findPricing, REGULAR_SALARY_MULTIPLE } from '~/domain/campaigns';
import { formatPeso } from '~/domain/money';

export interface DeviationCopy {
  heading: string;
  /** What was asked for against what is offered, then one plain reason per deviation code. */
  lines: string[];
}

type Reason = ForwardDeviationProperties['reasons'][number];
const times = (n: number) => (n === 2 ? 'twice' : `${n} times`);

function reasonLine(reason: Reason, d: ForwardDeviationProperties, offer: Pick<Offer, 'pricing_code' | 'pricing_name'>): string {
  const pricing = findPricing(offer.pricing_code);
  switch (reason) {
    case 'SALARY_CAP':
      // A salary-share promo (Calamity 1 and 2) has its own share; every loan is also held to the regular multiple.
      if (pricing?.maxAmount?.kind === 'salaryPercent') return `${offer.pricing_name} lends up to ${pricing.maxAmount.percent}% of your gross monthly salary.`;
      if (pricing) return `A loan can be at most ${times(REGULAR_SALARY_MULTIPLE)} your gross monthly salary.`;
      return 'Your offer is capped at a share of your gross monthly salary.';
    case 'CAMPAIGN_CAP':
      return `The ${offer.pricing_name} promo lends up to ${formatPeso(d.offered_amount_centavos)}.`;
    case 'PRODUCT_CAP':
      return `This loan lends up to ${formatPeso(d.offered_amount_centavos)}.`;
    case 'TENURE_NOT_OFFERED':
      return `${d.requested_tenure_months} months is not offered for this loan, so we chose the nearest: ${d.offered_tenure_months} months.`;
  }
}

/**
 * Why the offer differs from what the borrower asked for, in their words (the spec has no copy). null when it does
 * not differ. The amounts are the platform's; the salary share comes from the pricing of the offer.
 */
export function deviationCopy(d: ForwardDeviationProperties | null | undefined, offer: Pick<Offer, 'pricing_code' | 'pricing_name'> | undefined): DeviationCopy | null {
  if (!d?.has_deviation || d.reasons.length === 0 || !offer) return null;
  const lower = d.offered_amount_centavos < d.requested_amount_centavos;
  const lines = lower ? [`You asked for ${formatPeso(d.requested_amount_centavos)}. We can lend you ${formatPeso(d.offered_amount_centavos)}.`] : [];
  return {
    heading: lower ? 'Why your offer is less than you asked for' : 'Why your offer has a different tenure',
    lines: [...lines, ...d.reasons.map((r) => reasonLine(r, d, offer))],
  };
}
