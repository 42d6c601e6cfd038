import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tenureMonths } from '~/domain/loan-math';
import { MIN_LOAN } from '~/domain/campaigns';
import { amountError, fitTenure, REGULAR_MAX } from '~/screens/loan-calculator/calculator-rules';
import { regularTerms } from '~/screens/loan-calculator/campaign-choice';

describe('calculator rules', () => {
  it('accepts exactly the amounts between the minimum and the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * REGULAR_MAX }), (centavos) => {
        expect(amountError(centavos, regularTerms) === null).toBe(centavos >= MIN_LOAN && centavos <= REGULAR_MAX);
      }),
    );
  });

  it('a campaign cap replaces the regular one', () => {
    const promo = { code: 'ANNIVERSARY_2', monthlyInterestPercent: 2.5, maxAmount: 3_000_000, tenures: [3, 6] };
    expect(amountError(3_000_000, promo)).toBeNull();
    expect(amountError(3_000_001, promo)).toBe('The largest loan for this promo is ₱30,000.00.');
  });

  it('the fitted tenure is always allowed, and unchanged when it already was', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tenureMonths), fc.subarray([...tenureMonths], { minLength: 1 }), (tenure, allowed) => {
        const fitted = fitTenure(tenure, allowed);
        expect(allowed).toContain(fitted);
        if (allowed.includes(tenure)) expect(fitted).toBe(tenure);
      }),
    );
  });
});
