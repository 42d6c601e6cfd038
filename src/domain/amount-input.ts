import type { Centavos } from './money';

/**
 * THE reader of amounts typed by a borrower (spec §5: digits and commas with an optional single decimal point,
 * thousands separators applied). Every amount field, screen and platform check reads typed money here.
 *
 * It takes what a Filipino borrower types ('25,000', '₱25,000.00', 'PHP 25000', 'Php 25,000', '25000.50', full-width
 * digits, spaces around) and refuses, with a message, anything it could only take by changing it ('25.000,00',
 * '1e5', '-25000', '25,00'): a refused text is never turned into another number (docs/decisions.md, 2026-11-28).
 */
export type AmountRules = { maxDecimals?: number; maxIntegerDigits?: number };

export type AmountReading =
  | { status: 'empty' }
  /** `text` is the amount as the field shows it: thousands grouped, the decimals as typed ('25,000.5'). */
  | { status: 'amount'; centavos: Centavos; text: string }
  /** More typing could still make it an amount ('25,', '1,00', '₱'); the message is for when the borrower stops here. */
  | { status: 'unfinished'; message: string }
  | { status: 'refused'; message: string };

export const amountMessages = {
  notNumbers: 'Enter the amount in numbers only, e.g. 25,000.',
  minus: 'Enter the amount without a minus sign, e.g. 25,000.',
  european: 'Use commas for thousands and a point for centavos, e.g. 25,000.00.',
  twoPoints: 'Use only one decimal point, e.g. 25,000.50.',
  decimals: 'Enter at most 2 decimals for centavos, e.g. 25,000.50.',
  wholePesos: 'Enter whole pesos only, e.g. 25,000.',
  commas: 'Put commas only between thousands, e.g. 25,000.',
  tooLarge: 'That amount is too large. Check the number of digits.',
} as const;

const DEFAULTS = { maxDecimals: 2, maxIntegerDigits: 12 } as const;
const CURRENCY = /^(?:₱|php|p)\s*/i;
const MINUS = /[-\u2212\u2012-\u2015]/;
const GROUPED = /^\d{1,3}(?:,\d{3})+$/;
const GROUPING = /^\d{1,3}(?:,\d{3})*,\d{0,2}$/;
const DOT_GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d*)?$/;

const refused = (message: string): AmountReading => ({ status: 'refused', message });
const unfinished = (message: string): AmountReading => ({ status: 'unfinished', message });
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function readAmount(typed: string, rules: AmountRules = {}): AmountReading {
  const maxDecimals = rules.maxDecimals ?? DEFAULTS.maxDecimals;
  const maxIntegerDigits = rules.maxIntegerDigits ?? DEFAULTS.maxIntegerDigits;
  // NFKC first: full-width digits, commas and points are the ASCII ones ('２５０００' is 25000).
  const text = typed.normalize('NFKC').trim();
  if (text === '') return { status: 'empty' };
  if (MINUS.test(text)) return refused(amountMessages.minus);
  // 'P', 'PH' and '₱' alone are on their way to 'PHP 25,000'.
  if (/^(?:₱|p|ph|php)$/i.test(text)) return unfinished(amountMessages.notNumbers);
  const body = text.replace(CURRENCY, '');
  if (!/^[\d,.]+$/.test(body)) return refused(amountMessages.notNumbers);

  const point = body.indexOf('.');
  const whole = point < 0 ? body : body.slice(0, point);
  const fraction = point < 0 ? '' : body.slice(point + 1);
  if (fraction.includes('.') || fraction.includes(',')) {
    return refused(DOT_GROUPED.test(body) || (fraction.includes(',') && !fraction.includes('.')) ? amountMessages.european : amountMessages.twoPoints);
  }
  if (point >= 0 && maxDecimals === 0) return refused(amountMessages.wholePesos);
  if (fraction.length > maxDecimals) return refused(amountMessages.decimals);
  if (whole.includes(',') && !GROUPED.test(whole)) {
    return point < 0 && GROUPING.test(whole) ? unfinished(amountMessages.commas) : refused(amountMessages.commas);
  }
  const digits = whole.replace(/,/g, '');
  if (digits === '' && fraction === '') return unfinished(amountMessages.notNumbers);
  const significant = digits.replace(/^0+(?=\d)/, '');
  if (significant.length > maxIntegerDigits) return refused(amountMessages.tooLarge);
  const centavos = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(centavos)) return refused(amountMessages.tooLarge);
  return { status: 'amount', centavos, text: point < 0 ? grouped(significant) : `${grouped(significant)}.${fraction}` };
}

/** Centavos of a typed amount, or null when it is empty, unfinished or refused. */
export function parseAmountInput(text: string, rules?: AmountRules): Centavos | null {
  const reading = readAmount(text, rules);
  return reading.status === 'amount' ? reading.centavos : null;
}

/** Why a typed amount cannot be taken as it stands (null when it is an amount or empty): the field's message. */
export function amountRefusal(text: string, rules?: AmountRules): string | null {
  const reading = readAmount(text, rules);
  return reading.status === 'refused' || reading.status === 'unfinished' ? reading.message : null;
}

/** An amount as the field shows it ('12500.5' -> '12,500.5'); text that is not an amount comes back unchanged. */
export function formatAmountInput(text: string, rules?: AmountRules): string {
  const reading = readAmount(text, rules);
  return reading.status === 'amount' ? reading.text : text;
}

/** Centavos as the field shows them: 2500000 -> '25,000', 150050 -> '1,500.50'. */
export function amountText(centavos: Centavos): string {
  const pesos = grouped(String(Math.floor(centavos / 100)));
  const cents = centavos % 100;
  return cents === 0 ? pesos : `${pesos}.${String(cents).padStart(2, '0')}`;
}
