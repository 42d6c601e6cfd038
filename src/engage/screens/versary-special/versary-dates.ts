const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-11-01' -> '1 November 2026' (the day as written: no time zone shift, no locale drift). */
export function longDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  if (!y || !m || !d || m > 12) return isoDay;
  return `${d} ${months[m - 1]} ${y}`;
}
