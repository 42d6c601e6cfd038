/**
 * Peso money as integer centavos. Floating-point pesos drift (0.1 + 0.2), so every amount the app or the
 * sandbox computes with is a safe integer number of centavos; pesos appear only at the edges (input, display).
 */
export type Centavos = number;

export const CENTAVOS_PER_PESO = 100;

/** 1234.5 -> 123450. Rounds half away from zero at the centavo, after removing float noise. */
export function pesosToCentavos(pesos: number): Centavos {
  if (!Number.isFinite(pesos)) throw new RangeError(`Not an amount: ${pesos}`);
  const scaled = Number((pesos * CENTAVOS_PER_PESO).toFixed(6));
  return Math.sign(scaled) * Math.round(Math.abs(scaled));
}

export function centavosToPesos(centavos: Centavos): number {
  return centavos / CENTAVOS_PER_PESO;
}

/**
 * A percentage of an amount, rounded half up to the centavo. `percent` may have decimals (2.75 %); it is
 * scaled to basis points first so 2.75 % of ₱10,000.00 is exactly ₱275.00.
 */
export function percentOf(amount: Centavos, percent: number): Centavos {
  const basisPoints = Math.round(percent * 100);
  const numerator = amount * basisPoints;
  const whole = Math.floor(Math.abs(numerator) / 10_000);
  const rest = Math.abs(numerator) % 10_000;
  return Math.sign(numerator) * (whole + (rest * 2 >= 10_000 ? 1 : 0));
}

/**
 * Splits an amount into `parts` instalments that differ by at most one centavo and add up exactly; the
 * larger ones come first so the last payment is never the odd one out upward.
 */
export function allocate(amount: Centavos, parts: number): Centavos[] {
  if (!Number.isInteger(parts) || parts <= 0) throw new RangeError(`Cannot split into ${parts} parts`);
  const base = Math.floor(amount / parts);
  const remainder = amount - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < remainder ? 1 : 0));
}

export const sum = (amounts: readonly Centavos[]): Centavos => amounts.reduce((a, b) => a + b, 0);

/** 123456 -> '₱1,234.56' (always two decimals, thousands separators, minus sign before the peso sign). */
export function formatPeso(amount: Centavos): string {
  const negative = amount < 0;
  const abs = Math.abs(amount);
  const pesos = Math.floor(abs / CENTAVOS_PER_PESO);
  const cents = String(abs % CENTAVOS_PER_PESO).padStart(2, '0');
  const grouped = String(pesos).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}₱${grouped}.${cents}`;
}
