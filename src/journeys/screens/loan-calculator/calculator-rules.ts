import { MIN_LOAN, regularPricing } from '~/domain/campaigns';
import { formatPeso, type Centavos } from '~/domain/money';
import type { CampaignTerms } from './campaign-choice';

/** Regular maximum (the spec's product has no fixed figure; sandbox pricing, docs/decisions.md). */
export const REGULAR_MAX: Centavos = regularPricing.maxAmount?.kind === 'fixed' ? regularPricing.maxAmount.amount : 150_000_00;

/** The calculator's own checks, same bounds the platform applies; null = fine. */
export function amountError(centavos: Centavos | null, terms: CampaignTerms): string | null {
  const max = terms.maxAmount ?? REGULAR_MAX;
  if (centavos === null) return 'Enter the amount you want to borrow.';
  if (centavos < MIN_LOAN) return `The smallest loan is ${formatPeso(MIN_LOAN)}.`;
  if (centavos > max) {
    const share = terms.salaryPercent !== null && terms.salary !== null ? `: ${terms.salaryPercent}% of your gross monthly salary of ${formatPeso(terms.salary)}` : '';
    return `The largest loan${terms.code === regularPricing.code ? '' : ' for this promo'} is ${formatPeso(max)}${share}.`;
  }
  return null;
}

/** The tenure to keep when the loan type changes: the same if allowed, else the nearest allowed. */
export function fitTenure(tenure: number, allowed: readonly number[]): number {
  if (allowed.includes(tenure) || allowed.length === 0) return tenure;
  return [...allowed].sort((a, b) => Math.abs(a - tenure) - Math.abs(b - tenure))[0]!;
}
