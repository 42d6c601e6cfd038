import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tenureMonths } from '~/domain/loan-math';
import { MIN_LOAN } from '~/domain/campaigns';
import { amountError, fitTenure, REGULAR_MAX } from '~/journeys/screens/loan-calculator/calculator-rules';
import { optionLabel, regularTerms } from '~/journeys/screens/loan-calculator/campaign-choice';

describe('calculator rules', () => {
  it('accepts exactly the amounts between the minimum and the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * REGULAR_MAX }), (centavos) => {
        expect(amountError(centavos, regularTerms) === null).toBe(centavos >= MIN_LOAN && centavos <= REGULAR_MAX);
      }),
    );
  });

  it('a campaign cap replaces the regular one', () => {
    const promo = { ...regularTerms, code: 'ANNIVERSARY_2', name: 'Anniversary 2', monthlyInterestPercent: 2.5, maxAmount: 3_000_000, tenures: [3, 6] };
    expect(amountError(3_000_000, promo)).toBeNull();
    expect(amountError(3_000_001, promo)).toBe('The largest loan for this promo is ₱30,000.00.');
  });

  it('a salary-capped campaign says how its cap was worked out', () => {
    const calamity = { ...regularTerms, code: 'CALAMITY_1', name: 'Calamity 1', monthlyInterestPercent: 0, maxAmount: 800_000, salaryPercent: 20, salary: 4_000_000, tenures: [3, 6, 9, 12] };
    expect(amountError(800_000, calamity)).toBeNull();
    expect(amountError(800_001, calamity)).toBe('The largest loan for this promo is ₱8,000.00: 20% of your gross monthly salary of ₱40,000.00.');
    expect(optionLabel(calamity)).toBe('Calamity 1 — 0% a month, up to ₱8,000.00 (20% of your gross monthly salary of ₱40,000.00), 3, 6, 9 or 12 months');
    // Salary not known yet: the rule, and the amount is only held to the regular maximum until the offer.
    const rule = { ...calamity, maxAmount: null, salary: null };
    expect(optionLabel(rule)).toBe('Calamity 1 — 0% a month, up to 20% of your gross monthly salary, 3, 6, 9 or 12 months');
    expect(amountError(2_000_000, rule)).toBeNull();
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
