import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, centavosToPesos, formatPeso, percentOf, pesosToCentavos, sum } from '~/domain/money';
import { formatAmountInput, parseAmountInput } from '~/domain/amount-input';

const amount = fc.integer({ min: 0, max: 10_000_000_000 }); // up to ₱100M in centavos

describe('money', () => {
  it('pesos with two decimals survive a round trip through centavos exactly', () => {
    fc.assert(
      fc.property(amount, (c) => {
        expect(pesosToCentavos(centavosToPesos(c))).toBe(c);
      }),
    );
    expect(pesosToCentavos(0.1 + 0.2)).toBe(30);
    expect(pesosToCentavos(1.005)).toBe(101);
  });

  it('allocate splits into parts that add up exactly and differ by at most one centavo, larger first', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 260 }), (total, parts) => {
        const split = allocate(total, parts);
        expect(split).toHaveLength(parts);
        expect(sum(split)).toBe(total);
        expect(Math.max(...split) - Math.min(...split)).toBeLessThanOrEqual(1);
        expect([...split].sort((a, b) => b - a)).toEqual(split);
      }),
    );
    expect(() => allocate(100, 0)).toThrow();
  });

  it('percentOf rounds half up to the centavo and is monotonic in the amount', () => {
    expect(percentOf(1_000_000, 2.75)).toBe(27_500);
    expect(percentOf(150, 2.5)).toBe(4); // 3.75 centavos -> 4
    expect(percentOf(140, 2.5)).toBe(4); // 3.5 -> 4
    expect(percentOf(139, 2.5)).toBe(3); // 3.475 -> 3
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100), (a, b, p) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(percentOf(lo, p)).toBeLessThanOrEqual(percentOf(hi, p));
        expect(Math.abs(percentOf(a, p) - (a * p) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('formats pesos with separators and two decimals, and parses what it formats', () => {
    expect(formatPeso(123_456_789)).toBe('₱1,234,567.89');
    expect(formatPeso(5)).toBe('₱0.05');
    expect(formatPeso(-10_000)).toBe('-₱100.00');
    fc.assert(
      fc.property(amount, (c) => {
        expect(parseAmountInput(formatPeso(c).slice(1))).toBe(c);
      }),
    );
  });

  it('accepts digits and commas with one optional decimal point, nothing else', () => {
    expect(parseAmountInput('12,500.50')).toBe(1_250_050);
    expect(parseAmountInput('12500')).toBe(1_250_000);
    expect(parseAmountInput('.5')).toBe(50);
    for (const bad of ['', 'abc', '1.2.3', '12,50', '1,2345', '-5', '1.234', '1e5']) expect(parseAmountInput(bad)).toBeNull();
    expect(formatAmountInput('12500.5')).toBe('12,500.5');
    // Not an amount: left as typed, never reduced to its digits (W3-B item 9).
    expect(formatAmountInput('1,2a34.567')).toBe('1,2a34.567');
    expect(formatAmountInput('0012')).toBe('12');
  });
});
