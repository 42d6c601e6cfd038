import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editAmount } from '~/ui/amount-field/amount-format';

const shown = (before: string, raw: string, caret = raw.length) => editAmount(before, raw, caret);

describe('editAmount formats an amount as the borrower types', () => {
  it.each([
    // [text before the edit, raw text after it, caret in raw, expected text, expected caret]
    ['', '1', 1, '1', 1],
    ['100', '1000', 4, '1,000', 5], // typed the 4th digit at the end
    ['1,000', '1,0000', 6, '10,000', 6],
    ['1,000', '51,000', 1, '51,000', 1], // typed "5" in front
    ['1,000', '1,5000', 3, '15,000', 2], // typed "5" after the 1
    ['1,000', '1,00', 2, '100', 1], // deleted a zero after the comma
    ['1,000', '1,000.', 6, '1,000.', 6],
    ['12', '0012', 2, '12', 0],
    ['', '₱25,000.00', 10, '25,000.00', 9], // pasted with the peso sign
    ['', 'PHP 25000', 9, '25,000', 6],
    ['', '２５０００', 5, '25,000', 6], // full-width digits
  ])('%j -> %j @%i', (before, raw, caret, text, expectedCaret) => {
    const edit = editAmount(before, raw, caret);
    expect({ text: edit.text, caret: edit.caret }).toEqual({ text, caret: expectedCaret });
    expect(edit.reading.status).toBe('amount');
  });
});

describe('editAmount keeps text that is not an amount exactly as typed', () => {
  it.each([
    ['', '25.000,00', 'refused'],
    ['1', '1e', 'refused'],
    ['1e', '1e5', 'refused'],
    ['', '-', 'refused'],
    ['', '-25000', 'refused'],
    ['1,000', '1,000a', 'refused'],
    ['1.2', '1.2.', 'refused'],
    ['25', '25,', 'unfinished'], // a comma the borrower typed is read as typed...
    ['25,', '25,0', 'unfinished'],
    ['25,0', '25,00', 'unfinished'],
    ['', '25,00', 'unfinished'], // ...also pasted: not quietly taken as 2,500
  ])('%j -> %j stays, %s', (before, raw, status) => {
    const edit = shown(before, raw);
    expect(edit).toMatchObject({ text: raw, caret: null, reading: { status } });
  });

  it('a comma typed in the right place completes the amount', () => {
    expect(shown('25,00', '25,000')).toMatchObject({ text: '25,000', reading: { status: 'amount', centavos: 2_500_000 } });
  });
});

describe('properties', () => {
  it('an edit either shows an amount whose digits are the typed ones, or the typed text itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ unit: fc.constantFrom('1', '0', ',', '.', 'e', '-', '₱'), maxLength: 15 }), (before, raw) => {
        const edit = shown(before, raw);
        if (edit.reading.status === 'amount') expect(edit.text.replace(/\D/g, '').replace(/^0+/, '')).toBe(raw.replace(/\D/g, '').replace(/^0+/, ''));
        else expect(edit.text).toBe(raw);
      }),
    );
  });

  it('typing digits one by one gives them grouped in threes, with the caret at the end', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9'), minLength: 1, maxLength: 12 }), (digits) => {
        let text = '';
        for (const d of digits) {
          const edit = shown(text, text + d);
          expect(edit.caret).toBe(edit.text.length);
          text = edit.text;
        }
        expect(text).toMatch(/^\d{1,3}(,\d{3})*$/);
        expect(text.replace(/,/g, '')).toBe(digits.replace(/^0+(?=\d)/, ''));
      }),
    );
  });

  it('keeps the same digits in front of the caret when an edit of a shown amount regroups it', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('1', '2', '3'), minLength: 1, maxLength: 11 }), fc.nat(), fc.constantFrom('4', ''), (digits, n, typed) => {
        const before = shown('', digits).text;
        const at = n % (before.length + 1);
        const raw = before.slice(0, at) + typed + before.slice(at);
        const edit = editAmount(before, raw, at + typed.length);
        const digitsBefore = (s: string) => s.replace(/\D/g, '');
        expect(digitsBefore(edit.text.slice(0, edit.caret ?? 0))).toBe(digitsBefore(raw.slice(0, at + typed.length)));
      }),
    );
  });
});
