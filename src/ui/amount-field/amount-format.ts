/**
 * Pure formatting for money typed by hand (spec §5: digits and commas with an optional single decimal point;
 * thousands separators applied). The field keeps text; the number is derived, so a half-typed "1,000." is not lost.
 */
export type AmountFormatOptions = { maxDecimals?: number; maxIntegerDigits?: number };

const DEFAULTS = { maxDecimals: 2, maxIntegerDigits: 12 } as const;

/** The field's message when typed or pasted text is not an amount (spec §5 gives the rule, not the words). */
export const AMOUNT_REFUSED = 'Enter the amount in numbers only, e.g. 25,000.';

/** Text an amount field accepts: digits and commas with one optional decimal point (spec §5). */
export const isAmountText = (text: string): boolean => /^[0-9,]*(\.[0-9,]*)?$/.test(text);

/** Keeps digits and the first decimal point; drops everything else (commas, spaces, letters, a second '.'). */
export function sanitizeAmount(input: string, options: AmountFormatOptions = {}): string {
  // `??`, not spread: a caller passing { maxDecimals: undefined } means "default", not "none".
  const maxDecimals = options.maxDecimals ?? DEFAULTS.maxDecimals;
  const maxIntegerDigits = options.maxIntegerDigits ?? DEFAULTS.maxIntegerDigits;
  let intPart = '';
  let fraction = '';
  let seenPoint = false;
  for (const ch of input) {
    if (ch >= '0' && ch <= '9') {
      if (seenPoint) {
        if (fraction.length < maxDecimals) fraction += ch;
      } else if (intPart.length < maxIntegerDigits) {
        intPart += ch;
      }
    } else if (ch === '.' && !seenPoint) {
      seenPoint = true;
    }
  }
  // Leading zeros carry no value ("007" is 7) but a lone "0" before a point is kept ("0.5").
  intPart = intPart.replace(/^0+(?=\d)/, '');
  if (seenPoint && intPart === '') intPart = '0';
  // A whole-pesos field drops the point and everything after it, rather than gluing centavos onto the pesos.
  return seenPoint && maxDecimals > 0 ? `${intPart}.${fraction}` : intPart;
}

function groupThousands(intPart: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Text as the field shows it: "1234567.5" -> "1,234,567.5"; a trailing point is kept while typing. */
export function formatAmount(input: string, options?: AmountFormatOptions): string {
  const clean = sanitizeAmount(input, options);
  const [intPart = '', fraction] = clean.split('.');
  return fraction === undefined ? groupThousands(intPart) : `${groupThousands(intPart)}.${fraction}`;
}

/** The number a text stands for, or null when nothing was typed. */
export function parseAmount(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const clean = sanitizeAmount(text, { maxDecimals: 20, maxIntegerDigits: 20 });
  const value = Number(clean);
  return Number.isFinite(value) ? value : null;
}

/** A number shown in the field, e.g. a server's offered amount: 25000 -> "25,000", 1500.5 -> "1,500.5". */
export function formatAmountNumber(value: number, options?: AmountFormatOptions): string {
  if (!Number.isFinite(value) || value < 0) return '';
  const decimals = options?.maxDecimals ?? DEFAULTS.maxDecimals;
  // toFixed then trimming zeros avoids exponent notation and float noise like 0.30000000000000004.
  const fixed = value.toFixed(decimals).replace(/\.?0+$/, '');
  return formatAmount(fixed, { ...options, maxIntegerDigits: 21 });
}

const isSignificant = (ch: string) => (ch >= '0' && ch <= '9') || ch === '.';

/**
 * Reformat after an edit and say where the caret belongs: it stays after the same digits (and point) it followed
 * in the raw text, so inserting a separator never throws the caret to the end of the field.
 */
export function formatWithCaret(
  raw: string,
  caret: number,
  options?: AmountFormatOptions,
): { text: string; caret: number } {
  const text = formatAmount(raw, options);
  // Sanitising can drop characters (leading zeros, a second point, extra decimals), so count how much of the
  // cleaned text before the caret survives in the cleaned whole.
  const head = sanitizeAmount(raw.slice(0, Math.max(0, caret)), options);
  const whole = sanitizeAmount(raw, options);
  let keep = 0;
  while (keep < head.length && keep < whole.length && head[keep] === whole[keep]) keep += 1;
  let pos = 0;
  let seen = 0;
  while (pos < text.length && seen < keep) {
    if (isSignificant(text.charAt(pos))) seen += 1;
    pos += 1;
  }
  return { text, caret: pos };
}
