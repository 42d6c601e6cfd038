import { describe, expect, it } from 'vitest';
import { campaigns, eligibility, findPricing, priceOffer, prospectiveEligibility, regularPricing } from '~/domain/campaigns';
import { dueDates, estimateRepayment, repaymentSchedule } from '~/domain/loan-math';
import { allocate, pesosToCentavos } from '~/domain/money';
import { formatAmountInput, parseAmountInput } from '~/domain/amount-input';
import { priceRefinance, REFINANCE_MAX, refinanceLimits, refinanceMinimum } from '~/domain/refinance';

/**
 * The app's money rules (src/domain) case by case, with hand-worked figures and the boundaries of each rule. Written
 * for the mutation run of the money code (issue W3-G): each case fails on a one-token change of the rule it names.
 */
const pricing = (code: string) => findPricing(code)!;

describe('money (src/domain/money.ts)', () => {
  it('refuses what is not an amount, by name', () => {
    expect(() => pesosToCentavos(Number.NaN)).toThrow('Not an amount: NaN');
    expect(() => pesosToCentavos(Number.POSITIVE_INFINITY)).toThrow('Not an amount: Infinity');
    expect(() => allocate(100, 0)).toThrow('Cannot split into 0 parts');
  });

  it('parses typed amounts with spaces around, a decimal part alone of one or two digits', () => {
    expect(parseAmountInput(' 12 ')).toBe(1_200);
    expect(parseAmountInput('.75')).toBe(75);
    expect(parseAmountInput('.5')).toBe(50);
    expect(parseAmountInput('.123')).toBeNull();
    expect(parseAmountInput('1,234,567')).toBe(123_456_700);
  });

  it('formats while typing: a leading decimal point, every thousands group; extra points and decimals left as typed', () => {
    expect(formatAmountInput('.5')).toBe('.5');
    expect(formatAmountInput('1.2.3')).toBe('1.2.3');
    expect(formatAmountInput('1234567')).toBe('1,234,567');
    expect(formatAmountInput('1234567.891')).toBe('1234567.891');
    expect(formatAmountInput('1234567.89')).toBe('1,234,567.89');
    expect(formatAmountInput('12.')).toBe('12.');
  });
});

describe('loan maths (src/domain/loan-math.ts)', () => {
  it('refuses impossible terms by name', () => {
    const terms = { principal: 1_000_000, monthlyInterestPercent: 2.99, tenureMonths: 12, cycle: '1 Month' as const };
    expect(() => estimateRepayment({ ...terms, principal: 0 })).toThrow('Principal must be a positive number of centavos');
    expect(() => estimateRepayment({ ...terms, monthlyInterestPercent: -1 })).toThrow('Interest cannot be negative');
    expect(() => estimateRepayment({ ...terms, tenureMonths: 0 })).toThrow('Tenure too short for this cycle');
  });

  it('numbers the schedule from 1', () => {
    const schedule = repaymentSchedule({ principal: 300_000, monthlyInterestPercent: 1, tenureMonths: 3, cycle: '1 Month' }, '2026-01-10');
    expect(schedule.map((e) => [e.number, e.dueDate, e.amount])).toEqual([
      [1, '2026-02-10', 103_000],
      [2, '2026-03-10', 103_000],
      [3, '2026-04-10', 103_000],
    ]);
  });

  it('reads release dates as exactly YYYY-MM-DD, and writes four-digit years', () => {
    expect(() => dueDates('x2026-01-01', 1, '1 Month')).toThrow('Not a date: x2026-01-01');
    expect(() => dueDates('2026-01-01x', 1, '1 Month')).toThrow('Not a date: 2026-01-01x');
    expect(dueDates('0999-01-15', 1, '1 Month')).toEqual(['0999-02-15']);
  });
});

describe('campaigns (src/domain/campaigns.ts)', () => {
  it('names what a borrower reads, row by row', () => {
    expect([regularPricing.name, regularPricing.firstTimeBorrowersOnly]).toEqual(['Salary loan', false]);
    expect(campaigns.map((c) => [c.code, c.name, c.firstTimeBorrowersOnly])).toEqual([
      ['ANNIVERSARY_1', 'First-loan anniversary special', true],
      ['ANNIVERSARY_2', 'Anniversary special', false],
      ['CALAMITY_1', 'Calamity relief loan', false],
      ['CALAMITY_2', 'Calamity relief loan', false],
      ['CALAMITY_3', 'Calamity relief loan', false],
      ['CALAMITY_4', 'Calamity relief loan', false],
      ['SCHOOL_SUPPORT_1', 'School support loan', false],
      ['SCHOOL_SUPPORT_2', 'School support loan', false],
      ['SCHOOL_SUPPORT_3', 'School support loan', false],
      ['SCHOOL_SUPPORT_4', 'School support loan', false],
      ['EMERGENCY', 'Emergency loan', false],
    ]);
  });

  it('a calamity campaign not declared for the employer is refused as such, even to a borrower who qualifies otherwise', () => {
    const borrower = { isFirstTimeBorrower: true, grossMonthlySalary: 5_000_000 };
    expect(eligibility(pricing('CALAMITY_3'), { ...borrower, declared: ['school-support'] })).toEqual({ eligible: false, reason: 'NOT_DECLARED' });
    expect(eligibility(pricing('CALAMITY_3'), { ...borrower, declared: ['calamity'] })).toEqual({ eligible: true });
    // Before the salary is known, the same.
    const prospective = { isFirstTimeBorrower: true, grossMonthlySalary: null };
    expect(prospectiveEligibility(pricing('CALAMITY_3'), { ...prospective, declared: ['school-support'] })).toEqual({ eligible: false, reason: 'NOT_DECLARED' });
    expect(prospectiveEligibility(pricing('CALAMITY_3'), { ...prospective, declared: ['calamity'] })).toEqual({ eligible: true });
  });

  it('a bank-fee discount takes off at most the bank fee and is listed only when it takes something off', () => {
    const base = { pricing: regularPricing, principal: 1_000_000, tenureMonths: 12, cycle: '1 Month' as const };
    const partly = priceOffer({ ...base, disbursedToGoTyme: false, discounts: [{ type: 'BANK_FEE_DISCOUNT', value: 1_000 }] });
    expect(partly.bankFee).toBe(1_500);
    expect(partly.waivers).toEqual([{ type: 'BANK_FEE_DISCOUNT', amount: 1_000, label: 'Promo Waived' }]);
    expect(partly.netProceeds).toBe(1_000_000 - 50_000 - 1_500);
    const goTyme = priceOffer({ ...base, disbursedToGoTyme: true, discounts: [{ type: 'BANK_FEE_DISCOUNT', value: 1_000 }] });
    expect(goTyme.bankFee).toBe(0);
    expect(goTyme.waivers).toEqual([{ type: 'BANK_FEE_DISCOUNT', amount: 2_500, label: 'GT Waived' }]);
    const none = priceOffer({ ...base, disbursedToGoTyme: false, discounts: [{ type: 'SERVICE_FEE_DISCOUNT', value: 0 }] });
    expect(none.waivers).toEqual([]);
    expect(none.serviceFee).toBe(50_000);
  });
});

describe('refinance (src/domain/refinance.ts)', () => {
  it('applies the discounts it is given', () => {
    const q = priceRefinance({ kind: 'REFINANCE', amount: 1_000_000, outstanding: 400_000, tenureMonths: 12, cycle: '1 Month', discounts: [{ type: 'SERVICE_FEE_DISCOUNT', value: 10_000 }] });
    expect(q.serviceFee).toBe(40_000);
    expect(q.netProceeds).toBe(1_000_000 - 40_000 - 2_500 - 400_000);
  });

  it('a recovery whose smallest loan releases exactly nothing is that smallest loan (₱925.00 owed: ₱1,000.00 − ₱50.00 − ₱25.00)', () => {
    expect(refinanceMinimum('RECOVERY_REFINANCE', 92_500)).toBe(100_000);
    expect(refinanceMinimum('RECOVERY_REFINANCE', 92_501)).toBe(100_001);
  });

  it('limits: the smallest refinance to the regular maximum', () => {
    expect(refinanceLimits('RECOVERY_REFINANCE', 92_500)).toEqual({ min: 100_000, max: REFINANCE_MAX });
    expect(REFINANCE_MAX).toBe(15_000_000);
  });
});
