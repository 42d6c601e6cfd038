/**
 * The platform's money: integer centavos throughout, rates and shares as integer basis points (1 % = 100 bp), so
 * nothing the platform books is ever a float. Pesos appear only where text is read or written.
 */
export type Centavos = number;

/** Whole pesos (or pesos with centavos written as a decimal) to centavos, for constants: pesos(1_000) = 100000. */
export const pesos = (amount: number): Centavos => Math.round(amount * 100);

/** A percentage as basis points: 2.99 -> 299, 7.5 -> 750. Stored rates are read through this once. */
export const basisPoints = (percent: number): number => Math.round(percent * 100);

/** Basis points back to the percentage the wire carries: 299 -> 2.99. */
export const percentFromBp = (bp: number): number => bp / 100;

/** `bp` basis points of an amount, rounded half up to the centavo (exact integer arithmetic, one rounding). */
export function shareOf(amount: Centavos, bp: number): Centavos {
  const scaled = Math.abs(amount) * bp;
  const whole = Math.floor(scaled / 10_000);
  const rounded = scaled - whole * 10_000 >= 5_000 ? whole + 1 : whole;
  return amount < 0 ? -rounded : rounded;
}

/** Splits an amount into `parts` that add up exactly and differ by at most a centavo, the larger ones first. */
export function splitEvenly(amount: Centavos, parts: number): Centavos[] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`Cannot split into ${parts} parts`);
  const small = Math.floor(amount / parts);
  const extra = amount - small * parts;
  const out: Centavos[] = [];
  for (let i = 0; i < parts; i++) out.push(i < extra ? small + 1 : small);
  return out;
}

/** 2717600 -> '₱27,176.00'; negative amounts carry the minus before the peso sign. */
export function peso(amount: Centavos): string {
  const digits = String(Math.abs(amount)).padStart(3, '0');
  const whole = digits.slice(0, -2);
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
  return `${amount < 0 ? '-' : ''}₱${groups.join(',')}.${digits.slice(-2)}`;
}

/**
 * What a borrower typed ('40,000', '12,500.5', '.75') as centavos, or null: digits with commas every three places
 * (or none), at most one decimal point and two decimals.
 */
export function readAmount(text: string): Centavos | null {
  const t = text.trim();
  const m = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/.exec(t);
  if (!m || t === '' || t === '.') return null;
  const whole = (m[1] ?? '').replace(/,/g, '');
  const fraction = m[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const value = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(value) ? value : null;
}
