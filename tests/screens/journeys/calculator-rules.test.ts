import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tenureMonths } from '~/domain/loan-math';
import { MIN_LOAN } from '~/domain/campaigns';
import { amountError, fitTenure, REGULAR_MAX } from '~/journeys/screens/loan-calculator/calculator-rules';
import { distinctOptions, feeWords, optionLabel, regularTerms } from '~/journeys/screens/loan-calculator/campaign-choice';

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
    const calamity = { ...regularTerms, code: 'CALAMITY_1', name: 'Calamity 1', monthlyInterestPercent: 0, maxAmount: 800_000, salaryPercent: 20, salary: 4_000_000, tenures: [3, 6, 9, 12], serviceFee: { kind: 'fixed' as const, amount: 10_000 } };
    expect(amountError(800_000, calamity)).toBeNull();
    expect(amountError(800_001, calamity)).toBe('The largest loan for this promo is ₱8,000.00: 20% of your gross monthly salary of ₱40,000.00.');
    expect(optionLabel(calamity)).toBe('Calamity 1 — 0% a month, up to ₱8,000.00 (20% of your gross monthly salary of ₱40,000.00), ₱100.00 service fee, 3, 6, 9 or 12 months');
    // Salary not known yet: the rule, and the amount is only held to the regular maximum until the offer.
    const rule = { ...calamity, maxAmount: null, salary: null };
    expect(optionLabel(rule)).toBe('Calamity 1 — 0% a month, up to 20% of your gross monthly salary, ₱100.00 service fee, 3, 6, 9 or 12 months');
    expect(amountError(2_000_000, rule)).toBeNull();
  });

  it('a loan type that offers nothing another listed one does not is left out; two options never read the same', () => {
    const fee = { kind: 'fixed' as const, amount: 10_000 };
    const c1 = { ...regularTerms, code: 'CALAMITY_1', name: 'Calamity relief loan', monthlyInterestPercent: 0, maxAmount: null, salaryPercent: 20, tenures: [3, 6, 9, 12], serviceFee: fee };
    const c2 = { ...c1, code: 'CALAMITY_2', tenures: [6] };
    const c3 = { ...c1, code: 'CALAMITY_3', monthlyInterestPercent: 1, maxAmount: 5_000_000, salaryPercent: null, tenures: [6], serviceFee: { kind: 'percent' as const, percent: 7.5 } };
    const twin = { ...c3, code: 'CALAMITY_3B' };
    expect(distinctOptions([regularTerms, c2, c1, c3, twin]).map((o) => o.code)).toEqual(['REGULAR', 'CALAMITY_1', 'CALAMITY_3']);
    const labels = distinctOptions([regularTerms, c1, c2, c3]).map(optionLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('the service fee in words: a share or a fixed amount, and what it comes to for an amount', () => {
    expect(feeWords({ kind: 'percent', percent: 5 })).toBe('5% service fee');
    expect(feeWords({ kind: 'fixed', amount: 10_000 })).toBe('₱100.00 service fee');
    expect(feeWords({ kind: 'fixed', amount: 0 })).toBe('no service fee');
    expect(feeWords({ kind: 'percent', percent: 5 }, 2_500_000)).toBe('Service fee ₱1,250.00 (5%)');
    expect(feeWords({ kind: 'percent', percent: 2.75 }, 1_000_000)).toBe('Service fee ₱275.00 (2.75%)');
    expect(feeWords({ kind: 'fixed', amount: 10_000 }, 800_000)).toBe('Service fee ₱100.00');
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
