/**
 * The platform's calendar: every day it books is a Manila day (Asia/Manila, UTC+8, no daylight saving), written
 * YYYY-MM-DD, and day arithmetic runs on whole day numbers (days since 1970-01-01), never on local clocks.
 */
const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** The Manila day of an instant: 2026-11-30T17:00Z is 2026-12-01 01:00 in Manila, so '2026-12-01'. */
export const manilaDay = (ms: number): string => new Date(ms + MANILA_OFFSET_MS).toISOString().slice(0, 10);

/** An instant shifted to Manila wall-clock time, to read its calendar fields with getUTC*(). */
export const manilaClock = (ms: number): Date => new Date(ms + MANILA_OFFSET_MS);

export function dayNumber(day: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) throw new RangeError(`Not a day: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

export const dayOfNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string => dayOfNumber(dayNumber(day) + n);

const lastDayOf = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
const ymd = (year: number, month0: number, date: number) => dayOfNumber(Date.UTC(year, month0, date) / DAY_MS);

/** The same date `n` months later, on the month's last day when it is shorter (Jan 31 + 1 = Feb 28/29). */
export function addMonths(day: string, n: number): string {
  const d = new Date(dayNumber(day) * DAY_MS);
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth();
  return ymd(y, m, Math.min(d.getUTCDate(), lastDayOf(y, m)));
}

/** Payroll cut-offs: the 15th and the last day of each month. The `n`-th one strictly after `day` (n >= 1). */
export function payrollCutOff(day: string, n: number): string {
  const d = new Date(dayNumber(day) * DAY_MS);
  let y = d.getUTCFullYear();
  let m = d.getUTCMonth();
  const cutOffs = (yy: number, mm: number) => [ymd(yy, mm, 15), ymd(yy, mm, lastDayOf(yy, mm))];
  let found = 0;
  for (;;) {
    for (const c of cutOffs(y, m)) {
      if (c > day && ++found === n) return c;
    }
    m += 1;
    if (m === 12) {
      m = 0;
      y += 1;
    }
  }
}
