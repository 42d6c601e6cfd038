import { MIN_LOAN, priceOffer, regularPricing, type Discount, type PricedOffer } from './campaigns';
import type { RepaymentCycle } from './loan-math';
import type { Centavos } from './money';

/**
 * A refinance, priced once for the calculator, the offer, review and the promissory note (the sandbox prices its
 * offers with this very function). The new loan is a regular salary loan; its principal first pays off the running
 * loan's outstanding balance (a REFINANCE_PAYMENT), then the service and bank fees are taken, and the rest is
 * released to the borrower. A recovery refinance works the same; its point is a lower instalment, not cash.
 */
export type RefinanceKind = 'REFINANCE' | 'RECOVERY_REFINANCE';

export interface RefinanceRequest {
  kind: RefinanceKind;
  /** The new loan's principal. */
  amount: Centavos;
  /** The running loan's outstanding balance, paid off first. */
  outstanding: Centavos;
  tenureMonths: number;
  cycle: RepaymentCycle;
  /** Unknown at the calculator (bank details come later): the bank fee is then charged, as for any other bank. */
  disbursedToGoTyme?: boolean;
  discounts?: readonly Discount[];
}

export interface RefinanceQuote extends PricedOffer {
  kind: RefinanceKind;
}

export function priceRefinance(req: RefinanceRequest): RefinanceQuote {
  const priced = priceOffer({
    pricing: regularPricing,
    principal: req.amount,
    tenureMonths: req.tenureMonths,
    cycle: req.cycle,
    disbursedToGoTyme: req.disbursedToGoTyme ?? false,
    discounts: req.discounts ?? [],
    payoff: req.outstanding,
  });
  return { ...priced, kind: req.kind };
}

/** The largest refinance: the regular product maximum (a salary cap, once the salary is known, may lower it). */
export const REFINANCE_MAX: Centavos = regularPricing.maxAmount?.kind === 'fixed' ? regularPricing.maxAmount.amount : 15_000_000;

/** What must be left after the payoff and the fees: a regular refinance the smallest loan in cash, a recovery one nothing. */
export const refinanceFloor = (kind: RefinanceKind): Centavos => (kind === 'REFINANCE' ? MIN_LOAN : 0);

/** What a principal releases after payoff and fees (bank fee charged, no discounts: the calculator's case). */
const released = (kind: RefinanceKind, amount: Centavos, outstanding: Centavos) =>
  priceRefinance({ kind, amount, outstanding, tenureMonths: 12, cycle: '1 Month' }).netProceeds;

/**
 * The smallest principal that pays off `outstanding` and the fees and leaves the floor (never below the smallest
 * loan). Released money only grows with the principal (a 1-centavo step adds 1 and at most 1 centavo of fee), so a
 * binary search finds it exactly.
 */
export function refinanceMinimum(kind: RefinanceKind, outstanding: Centavos): Centavos {
  const floor = refinanceFloor(kind);
  let low = Math.max(MIN_LOAN, outstanding + floor);
  if (released(kind, low, outstanding) >= floor) return low;
  let high = low * 2 + 100_000;
  while (released(kind, high, outstanding) < floor) high *= 2;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (released(kind, mid, outstanding) >= floor) high = mid;
    else low = mid;
  }
  return high;
}

export interface RefinanceLimits {
  min: Centavos;
  max: Centavos;
}

export const refinanceLimits = (kind: RefinanceKind, outstanding: Centavos): RefinanceLimits => ({
  min: refinanceMinimum(kind, outstanding),
  max: REFINANCE_MAX,
});
