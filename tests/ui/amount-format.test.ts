import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatAmountNumber,
  formatWithCaret,
  parseAmount,
  sanitizeAmount,
} from '~/ui/amount-field/amount-format';

describe('formatAmount', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['1000', '1,000'],
    ['1234567', '1,234,567'],
    ['1234567.89', '1,234,567.89'],
    ['1,2,3,4', '1,234'],
    ['25000.', '25,000.'],
    ['.5', '0.5'],
    ['007', '7'],
    ['0', '0'],
    ['1.2.3', '1.23'],
    ['1.234', '1.23'],
    ['₱ 5,000 pesos', '5,000'],
    ['-500', '500'],
    ['1e5', '15'],
  ])('%j -> %j', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it('respects a whole-pesos field', () => {
    expect(formatAmount('1500.75', { maxDecimals: 0 })).toBe('1,500');
  });
});

describe('parseAmount', () => {
  it.each([
    ['', null],
    ['.', null],
    ['25,000', 25000],
    ['1,234.5', 1234.5],
    ['0.05', 0.05],
  ])('%j -> %j', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });
});

describe('formatAmountNumber', () => {
  it('shows server amounts the way the field does', () => {
    expect(formatAmountNumber(30000)).toBe('30,000');
    expect(formatAmountNumber(1500.5)).toBe('1,500.5');
    expect(formatAmountNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatAmountNumber(Number.NaN)).toBe('');
  });
});

describe('formatWithCaret keeps the caret next to the digit just typed', () => {
  it.each([
    // [raw text after the edit, caret in raw, expected text, expected caret]
    ['1000', 4, '1,000', 5], // typed the 4th digit at the end
    ['1,0000', 6, '10,000', 6],
    ['51,000', 1, '51,000', 1], // typed "5" in front
    ['1,5000', 3, '15,000', 2], // typed "5" after the 1
    ['1,00', 2, '100', 1], // deleted a zero after the comma
    ['10,00', 2, '1,000', 3], // deleted the separator's left neighbour... caret stays after "10"
    ['1,000.', 6, '1,000.', 6],
    ['1.2.3', 3, '1.23', 3], // a second point is dropped, caret stays after "2"
    ['0012', 2, '12', 0],
  ])('%j @%i', (raw, caret, text, expectedCaret) => {
    expect(formatWithCaret(raw, caret)).toEqual({ text, caret: expectedCaret });
  });
});

describe('properties', () => {
  const amount = fc
    .tuple(fc.integer({ min: 0, max: 999_999_999_999 }), fc.integer({ min: 0, max: 99 }))
    .map(([pesos, centavos]) => Number(`${pesos}.${String(centavos).padStart(2, '0')}`));

  it('formatting then parsing gives the number back', () => {
    fc.assert(
      fc.property(amount, (value) => {
        expect(parseAmount(formatAmountNumber(value))).toBe(value);
      }),
    );
  });

  it('never shows more than one decimal point, and only digits, commas and a point', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const text = formatAmount(input);
        expect(text.split('.').length - 1).toBeLessThanOrEqual(1);
        expect(text).toMatch(/^[\d,]*(\.\d*)?$/);
      }),
    );
  });

  it('places separators every three digits of the whole part', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9', ',', '.', 'x'), maxLength: 30 }), (input) => {
        const [whole = ''] = formatAmount(input).split('.');
        if (whole) expect(whole).toMatch(/^\d{1,3}(,\d{3})*$/);
      }),
    );
  });

  it('formatting is stable: formatting formatted text changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        const once = formatAmount(input);
        expect(formatAmount(once)).toBe(once);
        expect(parseAmount(once)).toBe(parseAmount(sanitizeAmount(input)));
      }),
    );
  });

  it('keeps the same digits in front of the caret', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('1', '2', '3', ','), maxLength: 15 }), fc.nat(), (raw, n) => {
        const caret = raw.length === 0 ? 0 : n % (raw.length + 1);
        const result = formatWithCaret(raw, caret);
        const digitsBefore = (s: string) => s.replace(/\D/g, '');
        expect(digitsBefore(result.text.slice(0, result.caret))).toBe(digitsBefore(raw.slice(0, caret)));
      }),
    );
  });
});

describe('options', () => {
  it('treats options given as undefined as the defaults', () => {
    expect(formatAmount('1000.25', { maxDecimals: undefined, maxIntegerDigits: undefined })).toBe('1,000.25');
  });
});
