import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountMessages as m, amountRefusal, amountText, formatAmountInput, parseAmountInput, readAmount } from '~/domain/amount-input';

/** W3-B item 9: what a Filipino borrower types is taken as typed, or refused with a message; never changed. */
describe('readAmount takes what a borrower types', () => {
  it.each([
    ['25,000', 2_500_000, '25,000'],
    ['₱25,000.00', 2_500_000, '25,000.00'],
    ['PHP 25000', 2_500_000, '25,000'],
    ['Php 25,000', 2_500_000, '25,000'],
    ['php25000', 2_500_000, '25,000'],
    ['P25,000', 2_500_000, '25,000'],
    ['₱ 25,000', 2_500_000, '25,000'],
    ['25000.50', 2_500_050, '25,000.50'],
    ['25000.5', 2_500_050, '25,000.5'],
    ['２５０００', 2_500_000, '25,000'], // full-width digits (NFKC)
    ['２５，０００．５０', 2_500_050, '25,000.50'],
    ['  25,000  ', 2_500_000, '25,000'],
    ['\u00a025000\u00a0', 2_500_000, '25,000'],
    ['1,234,567', 123_456_700, '1,234,567'],
    ['25000.', 2_500_000, '25,000.'], // a point on its way to centavos
    ['.75', 75, '.75'],
    ['0.05', 5, '0.05'],
    ['007', 700, '7'],
    ['0', 0, '0'],
  ])('%j is %i centavos, shown %j', (typed, centavos, text) => {
    expect(readAmount(typed)).toEqual({ status: 'amount', centavos, text });
    expect(parseAmountInput(typed)).toBe(centavos);
    expect(amountRefusal(typed)).toBeNull();
  });

  it.each(['', '   '])('%j is empty: no amount and no message', (typed) => {
    expect(readAmount(typed)).toEqual({ status: 'empty' });
    expect(parseAmountInput(typed)).toBeNull();
    expect(amountRefusal(typed)).toBeNull();
  });
});

describe('readAmount refuses what it could only take by changing it', () => {
  it.each([
    ['25.000,00', m.european],
    ['1.000.000', m.european],
    ['25000,50', m.commas],
    ['1e5', m.notNumbers],
    ['-25000', m.minus],
    ['−25000', m.minus], // U+2212
    ['₱-25,000', m.minus],
    ['abc', m.notNumbers],
    ['25k', m.notNumbers],
    ['25 000', m.notNumbers],
    ['25,000 pesos', m.notNumbers],
    ['USD 25000', m.notNumbers],
    ['1.2.3', m.twoPoints],
    ['25000.505', m.decimals],
    ['25.000', m.decimals],
    ['1,2345', m.commas],
    ['2,50,000', m.commas],
    [',500', m.commas],
    ['25,.50', m.commas],
    ['25,00.50', m.commas],
    ['1234567890123', m.tooLarge],
  ])('%j: %s', (typed, message) => {
    expect(readAmount(typed)).toEqual({ status: 'refused', message });
    expect(parseAmountInput(typed)).toBeNull();
    expect(amountRefusal(typed)).toBe(message);
  });

  it.each([
    ['25,00', m.commas],
    ['25,', m.commas],
    ['2,5', m.commas],
    ['₱', m.notNumbers],
    ['PHP', m.notNumbers],
    ['Ph', m.notNumbers],
    ['.', m.notNumbers],
  ])('%j is unfinished: no amount, and %s once the borrower stops there', (typed, message) => {
    expect(readAmount(typed)).toEqual({ status: 'unfinished', message });
    expect(parseAmountInput(typed)).toBeNull();
    expect(amountRefusal(typed)).toBe(message);
  });

  it('a whole-pesos field refuses centavos rather than dropping them', () => {
    expect(readAmount('1500.75', { maxDecimals: 0 })).toEqual({ status: 'refused', message: m.wholePesos });
    expect(readAmount('1500.', { maxDecimals: 0 })).toEqual({ status: 'refused', message: m.wholePesos });
    expect(parseAmountInput('1,500', { maxDecimals: 0 })).toBe(150_000);
  });

  it('formatting leaves text that is not an amount as it was typed', () => {
    for (const typed of ['25.000,00', '1e5', '-25000', '２５x', '25,00']) expect(formatAmountInput(typed)).toBe(typed);
    expect(formatAmountInput('12500.5')).toBe('12,500.5');
  });
});

describe('properties', () => {
  const centavos = fc.integer({ min: 0, max: 999_999_999_999_99 });

  it('an amount shown by the field reads back as the same centavos, with or without the peso sign', () => {
    fc.assert(
      fc.property(centavos, fc.constantFrom('', '₱', 'PHP ', 'Php ', ' '), (c, sign) => {
        expect(parseAmountInput(`${sign}${amountText(c)}`)).toBe(c);
      }),
    );
  });

  it('whatever is typed is an amount whose digits are the typed ones, or no amount at all', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9', ',', '.', '-', 'e', ' ', '₱'), maxLength: 20 }), (typed) => {
        const reading = readAmount(typed);
        if (reading.status !== 'amount') return;
        const digits = (s: string) => s.replace(/\D/g, '').replace(/^0+/, '');
        expect(digits(reading.text)).toBe(digits(typed));
        expect(typed).not.toMatch(/[-e]/);
      }),
    );
  });
});
