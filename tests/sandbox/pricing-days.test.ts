import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueDates, repaymentCycles, tenureMonths, installmentCount } from '../../src/domain/loan-math';
import { addMonths, dueDate, instalmentCount, manilaDay, payrollCutOff, type Cycle } from '../../sandbox/pricing';

describe('the platform calendar (sandbox/pricing/days.ts)', () => {
  it('Manila days are UTC+8: 15:59:59Z is still the same day, 16:00Z is the next', () => {
    expect(manilaDay(Date.parse('2026-11-30T15:59:59Z'))).toBe('2026-11-30');
    expect(manilaDay(Date.parse('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
    expect(manilaDay(Date.parse('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('months clamp to a short month, both ways', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-03-15', -4)).toBe('2025-11-15');
    expect(addMonths('2026-11-30', 14)).toBe('2028-01-30');
  });

  it('payroll cut-offs: the 15th and the month end strictly after the release day', () => {
    expect(payrollCutOff('2026-11-14', 1)).toBe('2026-11-15');
    expect(payrollCutOff('2026-11-15', 1)).toBe('2026-11-30');
    expect(payrollCutOff('2026-11-30', 1)).toBe('2026-12-15');
    expect(payrollCutOff('2026-12-20', 2)).toBe('2027-01-15');
    expect(payrollCutOff('2028-02-10', 2)).toBe('2028-02-29');
  });

  it("due dates and instalment counts agree with the app's (src/domain/loan-math.ts), each its own code", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4000 }).map((n) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)),
        fc.constantFrom(...tenureMonths),
        fc.constantFrom(...repaymentCycles),
        (released, months, cycle) => {
          const count = instalmentCount(months, cycle as Cycle);
          expect(count).toBe(installmentCount(months, cycle));
          expect(Array.from({ length: count }, (_, i) => dueDate(released, i + 1, cycle as Cycle))).toEqual(dueDates(released, count, cycle));
        },
      ),
    );
  });
});
