import { describe, expect, it } from 'vitest';
import { refinanceBounds, termsProblem } from '@machines/repayments/refinance-rules';
import { closedStatusCodes, loanStatusCodes } from '@machines/repayments/repayments-types';

/**
 * The refinance limits the edge hands over with a loan (fees included), against the chart's own bounds, at the
 * one-centavo edges; and which loans count as past products. Every figure below is worked out by hand.
 */
const terms = (amount: number) => ({ amount, tenureMonths: 12, cycle: '1 Month' }) as const;

describe('refinance limits handed over with the loan', () => {
  // Payoff ₱10,000.00: without limits a refinance needs ₱11,000.00 (payoff + ₱1,000.00), up to ₱150,000.00.
  const payoff = 1_000_000;

  it('a higher smallest refinance (the fees) and a lower largest one both apply', () => {
    const limits = { min: 1_250_000, max: 10_000_000 };
    expect(refinanceBounds('REFINANCE', payoff, limits)).toEqual({ min: 1_250_000, max: 10_000_000 });
    expect(termsProblem('REFINANCE', payoff, terms(1_249_999), limits)).toBe('tooLow');
    expect(termsProblem('REFINANCE', payoff, terms(1_250_000), limits)).toBeNull();
    // The largest allowed is taken; one centavo more is refused.
    expect(termsProblem('REFINANCE', payoff, terms(10_000_000), limits)).toBeNull();
    expect(termsProblem('REFINANCE', payoff, terms(10_000_001), limits)).toBe('tooHigh');
  });

  it('limits looser than the product never widen it: at least payoff + ₱1,000.00, at most ₱150,000.00', () => {
    const limits = { min: 500_000, max: 20_000_000 };
    expect(refinanceBounds('REFINANCE', payoff, limits)).toEqual({ min: 1_100_000, max: 15_000_000 });
    expect(termsProblem('REFINANCE', payoff, terms(1_099_999), limits)).toBe('tooLow');
    expect(termsProblem('REFINANCE', payoff, terms(15_000_000), limits)).toBeNull();
    expect(termsProblem('REFINANCE', payoff, terms(15_000_001), limits)).toBe('tooHigh');
  });

  it('a recovery refinance: the larger of what is owed and the limit, the smaller of the two maximums', () => {
    const limits = { min: 1_055_263, max: 12_000_000 };
    expect(refinanceBounds('RECOVERY_REFINANCE', payoff, limits)).toEqual({ min: 1_055_263, max: 12_000_000 });
    expect(termsProblem('RECOVERY_REFINANCE', payoff, terms(1_055_262), limits)).toBe('tooLow');
    expect(termsProblem('RECOVERY_REFINANCE', payoff, terms(12_000_000), limits)).toBeNull();
    expect(termsProblem('RECOVERY_REFINANCE', payoff, terms(12_000_001), limits)).toBe('tooHigh');
  });

  it('without limits, exactly ₱150,000.00 is taken and a centavo more refused', () => {
    expect(termsProblem('REFINANCE', payoff, terms(15_000_000))).toBeNull();
    expect(termsProblem('REFINANCE', payoff, terms(15_000_001))).toBe('tooHigh');
  });
});

describe('past products', () => {
  it('lists the loans closed, rejected, withdrawn or overpaid (spec §2), not those running or to be disbursed', () => {
    expect(loanStatusCodes.filter((c) => closedStatusCodes.includes(c))).toEqual([400, 500, 600, 601, 602, 700]);
    expect(loanStatusCodes.filter((c) => !closedStatusCodes.includes(c))).toEqual([100, 200, 300, 303, 304]);
  });
});
