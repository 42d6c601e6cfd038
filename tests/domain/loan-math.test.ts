import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueDates, estimateRepayment, installmentCount, repaymentCycles, repaymentSchedule, tenureMonths } from '~/domain/loan-math';
import { percentOf, sum } from '~/domain/money';

const terms = fc.record({
  principal: fc.integer({ min: 100_000, max: 50_000_000 }),
  monthlyInterestPercent: fc.integer({ min: 0, max: 500 }).map((x) => x / 100),
  tenureMonths: fc.constantFrom(...tenureMonths),
  cycle: fc.constantFrom(...repaymentCycles),
});
const isoDay = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe('loan math', () => {
  it('counts instalments per cycle', () => {
    expect(installmentCount(12, '1 Month')).toBe(12);
    expect(installmentCount(12, '1 Semi Month')).toBe(24);
    expect(installmentCount(12, '1 Week')).toBe(52);
    expect(installmentCount(12, '2 Weeks')).toBe(26);
    expect(installmentCount(3, '1 Week')).toBe(13);
    expect(installmentCount(3, '2 Weeks')).toBe(7);
  });

  it('flat add-on interest: ₱10,000 at 2.99% for 12 months is ₱3,588.00 interest', () => {
    const e = estimateRepayment({ principal: 1_000_000, monthlyInterestPercent: 2.99, tenureMonths: 12, cycle: '1 Month' });
    expect(e.totalInterest).toBe(358_800);
    expect(e.totalRepayment).toBe(1_358_800);
    expect(e.installmentAmount).toBe(113_234); // 1,358,800 / 12 = 113,233.33, larger first
  });

  it('instalments always add up to principal plus interest, exactly, and never differ by more than 2 centavos', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const e = estimateRepayment(t);
        expect(sum(e.principalParts)).toBe(t.principal);
        expect(sum(e.interestParts)).toBe(e.totalInterest);
        expect(e.totalInterest).toBe(percentOf(t.principal, t.monthlyInterestPercent * t.tenureMonths));
        const amounts = e.principalParts.map((p, i) => p + (e.interestParts[i] ?? 0));
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(2);
        expect(e.installmentAmount).toBe(Math.max(...amounts));
      }),
    );
  });

  it('a longer tenure or a higher rate never costs less interest', () => {
    fc.assert(
      fc.property(terms, fc.constantFrom(...tenureMonths), (t, other) => {
        const longer = Math.max(t.tenureMonths, other);
        expect(estimateRepayment({ ...t, tenureMonths: longer }).totalInterest).toBeGreaterThanOrEqual(estimateRepayment(t).totalInterest);
        expect(estimateRepayment({ ...t, monthlyInterestPercent: t.monthlyInterestPercent + 0.5 }).totalInterest).toBeGreaterThanOrEqual(
          estimateRepayment(t).totalInterest,
        );
      }),
    );
  });

  it('due dates strictly increase, start after release, and match the cycle', () => {
    fc.assert(
      fc.property(terms, isoDay, (t, start) => {
        const schedule = repaymentSchedule(t, start);
        expect(schedule).toHaveLength(installmentCount(t.tenureMonths, t.cycle));
        let previous = start;
        for (const e of schedule) {
          expect(e.dueDate > previous).toBe(true);
          previous = e.dueDate;
        }
        expect(sum(schedule.map((e) => e.amount))).toBe(estimateRepayment(t).totalRepayment);
      }),
    );
  });

  it('monthly dates never skip a month; semi-monthly ones fall on the 15th and the month end', () => {
    expect(dueDates('2025-01-31', 3, '1 Month')).toEqual(['2025-02-28', '2025-03-31', '2025-04-30']);
    expect(dueDates('2024-01-31', 1, '1 Month')).toEqual(['2024-02-29']);
    expect(dueDates('2025-01-10', 4, '1 Semi Month')).toEqual(['2025-01-15', '2025-01-31', '2025-02-15', '2025-02-28']);
    expect(dueDates('2025-01-15', 2, '1 Semi Month')).toEqual(['2025-01-31', '2025-02-15']);
    expect(dueDates('2025-12-31', 2, '1 Semi Month')).toEqual(['2026-01-15', '2026-01-31']);
    expect(dueDates('2025-12-29', 2, '2 Weeks')).toEqual(['2026-01-12', '2026-01-26']);
  });

  it('refuses impossible terms instead of inventing a schedule', () => {
    expect(() => estimateRepayment({ principal: 0, monthlyInterestPercent: 1, tenureMonths: 3, cycle: '1 Month' })).toThrow();
    expect(() => estimateRepayment({ principal: 100.5, monthlyInterestPercent: 1, tenureMonths: 3, cycle: '1 Month' })).toThrow();
    expect(() => estimateRepayment({ principal: 100_000, monthlyInterestPercent: -1, tenureMonths: 3, cycle: '1 Month' })).toThrow();
    expect(() => dueDates('31/01/2025', 1, '1 Month')).toThrow();
  });
});
