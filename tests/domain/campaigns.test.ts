import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountCap, BANK_FEE, campaigns, eligibility, findPricing, usableSalary, maxAmountFor, priceOffer, prospectiveEligibility, regularPricing, type Discount } from '~/domain/campaigns';
import { repaymentCycles, tenureMonths } from '~/domain/loan-math';
import { percentOf, pesosToCentavos } from '~/domain/money';

const pesos = pesosToCentavos;
const firstTimer = { isFirstTimeBorrower: true, grossMonthlySalary: pesos(100_000) };
const returning = { ...firstTimer, isFirstTimeBorrower: false };

describe('promotional campaigns (spec §9)', () => {
  it('holds the table row for row', () => {
    const rows = campaigns.map((c) => [c.code, c.monthlyInterestPercent, c.tenures.join('/'), c.firstTimeBorrowersOnly]);
    expect(rows).toEqual([
      ['ANNIVERSARY_1', 1, '3/6', true],
      ['ANNIVERSARY_2', 2.5, '3/6', false],
      ['CALAMITY_1', 0, '3/6/9/12', false],
      ['CALAMITY_2', 0, '6', false],
      ['CALAMITY_3', 1, '6', false],
      ['CALAMITY_4', 2.5, '12', false],
      ['SCHOOL_SUPPORT_1', 1, '6', false],
      ['SCHOOL_SUPPORT_2', 1, '12', false],
      ['SCHOOL_SUPPORT_3', 2.5, '6', false],
      ['SCHOOL_SUPPORT_4', 2.5, '12', false],
      ['EMERGENCY', 0, '3/6', false],
    ]);
  });

  it('Anniversary 1 is for first-time borrowers only', () => {
    const a1 = findPricing('ANNIVERSARY_1')!;
    expect(eligibility(a1, firstTimer)).toEqual({ eligible: true });
    expect(eligibility(a1, returning)).toEqual({ eligible: false, reason: 'NOT_FIRST_TIME_BORROWER' });
    expect(eligibility(findPricing('ANNIVERSARY_2')!, returning)).toEqual({ eligible: true });
  });

  it('caps amounts: fixed maximums, 20% of gross salary for calamity loans, never above the regular caps', () => {
    expect(maxAmountFor(findPricing('ANNIVERSARY_1')!, firstTimer)).toBe(pesos(30_000));
    expect(maxAmountFor(findPricing('CALAMITY_1')!, { ...firstTimer, grossMonthlySalary: pesos(25_000) })).toBe(pesos(5_000));
    expect(maxAmountFor(findPricing('SCHOOL_SUPPORT_1')!, firstTimer)).toBe(pesos(80_000));
    // Salary ₱20,000: twice the salary (₱40,000) is below the School support 1 cap.
    expect(maxAmountFor(findPricing('SCHOOL_SUPPORT_1')!, { ...firstTimer, grossMonthlySalary: pesos(20_000) })).toBe(pesos(40_000));
    expect(maxAmountFor(findPricing('EMERGENCY')!, firstTimer)).toBe(pesos(5_000));
    // 20% of ₱4,000 is ₱800, under the ₱1,000 minimum loan: not eligible.
    expect(eligibility(findPricing('CALAMITY_2')!, { ...firstTimer, grossMonthlySalary: pesos(4_000) })).toEqual({ eligible: false, reason: 'AMOUNT_TOO_LOW' });
  });

  it('charges the campaign fee: ₱100 flat for Calamity 1, 7.5% for School support 1, none for Emergency', () => {
    const offer = (code: string, principal: number, tenure: number) =>
      priceOffer({ pricing: findPricing(code)!, principal, tenureMonths: tenure, cycle: '1 Month', disbursedToGoTyme: false });
    expect(offer('CALAMITY_1', pesos(5_000), 12).serviceFee).toBe(pesos(100));
    expect(offer('CALAMITY_1', pesos(5_000), 12).totalInterest).toBe(0);
    expect(offer('SCHOOL_SUPPORT_1', pesos(80_000), 6).serviceFee).toBe(pesos(6_000));
    expect(offer('CALAMITY_4', pesos(50_000), 12).serviceFee).toBe(pesos(1_375));
    expect(offer('EMERGENCY', pesos(5_000), 6).serviceFee).toBe(0);
    expect(offer('ANNIVERSARY_1', pesos(30_000), 6).serviceFee).toBe(pesos(1_500)); // fee not shown: regular 5%
    expect(() => offer('CALAMITY_2', pesos(5_000), 12)).toThrow(/not offered/);
  });
});

describe('offer discounts', () => {
  const base = { pricing: regularPricing, principal: pesos(20_000), tenureMonths: 12, cycle: '1 Month' as const, disbursedToGoTyme: false };

  it("waives the bank fee as 'GT Waived' when the money goes to GoTyme", () => {
    const plain = priceOffer(base);
    const gt = priceOffer({ ...base, disbursedToGoTyme: true });
    expect(plain.bankFee).toBe(BANK_FEE);
    expect(gt.bankFee).toBe(0);
    expect(gt.waivers).toEqual([{ type: 'BANK_FEE_DISCOUNT', amount: BANK_FEE, label: 'GT Waived' }]);
    expect(gt.netProceeds - plain.netProceeds).toBe(BANK_FEE);
  });

  it("labels promo discounts 'Promo Waived' and lowers the interest for INTEREST_RATE_DISCOUNT", () => {
    const priced = priceOffer({ ...base, discounts: [{ type: 'SERVICE_FEE_DISCOUNT', value: pesos(100) }, { type: 'INTEREST_RATE_DISCOUNT', value: 0.5 }, { type: 'CASHBACK', value: pesos(500) }] });
    expect(priced.serviceFee).toBe(pesos(1_000) - pesos(100));
    expect(priced.monthlyInterestPercent).toBe(2.49);
    expect(priced.totalInterest).toBe(pesos(5_976)); // 20,000 x 2.49% x 12
    expect(priced.cashback).toBe(pesos(500));
    expect(priced.waivers.map((w) => [w.type, w.amount, w.label])).toEqual([
      ['SERVICE_FEE_DISCOUNT', pesos(100), 'Promo Waived'],
      ['INTEREST_RATE_DISCOUNT', pesos(7_176) - pesos(5_976), 'Promo Waived'],
    ]);
  });

  it('never discounts more than the fee or the rate, and net proceeds are principal less fees', () => {
    const discount = fc.record({
      type: fc.constantFrom('CASHBACK', 'BANK_FEE_DISCOUNT', 'SERVICE_FEE_DISCOUNT', 'INTEREST_RATE_DISCOUNT') as fc.Arbitrary<Discount['type']>,
      value: fc.integer({ min: 0, max: 500_000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 15_000_000 }),
        fc.constantFrom(...tenureMonths),
        fc.constantFrom(...repaymentCycles),
        fc.boolean(),
        fc.array(discount, { maxLength: 4 }),
        (principal, tenure, cycle, gt, discounts) => {
          const p = priceOffer({ pricing: regularPricing, principal, tenureMonths: tenure, cycle, disbursedToGoTyme: gt, discounts });
          expect(p.serviceFee).toBeGreaterThanOrEqual(0);
          expect(p.bankFee).toBeGreaterThanOrEqual(0);
          expect(p.monthlyInterestPercent).toBeGreaterThanOrEqual(0);
          expect(p.waivers.every((w) => w.amount >= 0)).toBe(true);
          expect(p.netProceeds).toBe(principal - p.serviceFee - p.bankFee);
          const full = priceOffer({ pricing: regularPricing, principal, tenureMonths: tenure, cycle, disbursedToGoTyme: false });
          expect(p.totalRepayment).toBeLessThanOrEqual(full.totalRepayment);
        },
      ),
    );
  });
});

describe('campaign caps before an offer (calculator)', () => {
  const calamity1 = findPricing('CALAMITY_1')!;
  const salaryShared = campaigns.filter((c) => c.maxAmount?.kind === 'salaryPercent');
  const prospect = (grossMonthlySalary: number | null, isFirstTimeBorrower = false) => ({ isFirstTimeBorrower, grossMonthlySalary });

  it('with a known salary, Calamity 1 and 2 cap at exactly 20% of it: 20% of ₱40,000 = ₱8,000', () => {
    expect(salaryShared.map((c) => c.code)).toEqual(['CALAMITY_1', 'CALAMITY_2']);
    expect(amountCap(calamity1, prospect(pesos(40_000)))).toEqual({ kind: 'amount', amount: pesos(8_000), salaryShare: { percent: 20, salary: pesos(40_000) } });
    expect(prospectiveEligibility(calamity1, prospect(pesos(40_000)))).toEqual({ eligible: true });
  });

  it('without a salary, they are listed with their rule (not ruled out); fixed caps show their own figure', () => {
    expect(amountCap(calamity1, prospect(null))).toEqual({ kind: 'salaryShare', percent: 20 });
    expect(prospectiveEligibility(calamity1, prospect(null))).toEqual({ eligible: true });
    expect(amountCap(findPricing('ANNIVERSARY_2')!, prospect(null))).toEqual({ kind: 'amount', amount: pesos(30_000), salaryShare: null });
    // "Maximum not shown": the regular product maximum.
    expect(amountCap(findPricing('SCHOOL_SUPPORT_3')!, prospect(null))).toEqual({ kind: 'amount', amount: pesos(150_000), salaryShare: null });
    expect(prospectiveEligibility(findPricing('ANNIVERSARY_1')!, prospect(null))).toEqual({ eligible: false, reason: 'NOT_FIRST_TIME_BORROWER' });
  });

  it('a salary too small for the smallest loan rules a salary-capped campaign out only once known', () => {
    // 20% of ₱4,000 is ₱800, under the ₱1,000 minimum.
    expect(prospectiveEligibility(calamity1, prospect(pesos(4_000)))).toEqual({ eligible: false, reason: 'AMOUNT_TOO_LOW' });
    expect(prospectiveEligibility(calamity1, prospect(pesos(5_000)))).toEqual({ eligible: true });
  });

  it('for any salary the cap shown is what the offer applies, and knowing the salary never raises a figure shown before', () => {
    fc.assert(
      fc.property(fc.constantFrom(...campaigns, regularPricing), fc.integer({ min: 1, max: 100_000_000 }), fc.boolean(), (pricing, salary, firstTime) => {
        const known = amountCap(pricing, prospect(salary, firstTime));
        expect(known.kind).toBe('amount');
        if (known.kind !== 'amount') return;
        // The same figure the sandbox caps the offer's principal with.
        expect(known.amount).toBe(maxAmountFor(pricing, { isFirstTimeBorrower: firstTime, grossMonthlySalary: salary }));
        if (pricing.maxAmount?.kind === 'salaryPercent') {
          expect(known.amount).toBeLessThanOrEqual(percentOf(salary, pricing.maxAmount.percent));
          expect(known.salaryShare).toEqual({ percent: pricing.maxAmount.percent, salary });
        }
        const before = amountCap(pricing, prospect(null, firstTime));
        if (before.kind === 'amount') expect(known.amount).toBeLessThanOrEqual(before.amount);
        // Knowing the salary can only rule a campaign out, never in.
        if (prospectiveEligibility(pricing, prospect(salary, firstTime)).eligible) expect(prospectiveEligibility(pricing, prospect(null, firstTime)).eligible).toBe(true);
      }),
    );
  });

  it('a salary is usable only as an amount above zero: words, zero, a negative or nothing price by the campaigns alone', () => {
    expect(usableSalary('40,000.50')).toBe(4_000_050);
    expect(usableSalary('25000')).toBe(pesos(25_000));
    for (const none of ['forty', '0', '0.00', '-5,000', '', null, undefined]) expect(usableSalary(none)).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000_000 }), (p) => void expect(usableSalary(p.toLocaleString('en-PH'))).toBe(pesos(p))));
  });
});
