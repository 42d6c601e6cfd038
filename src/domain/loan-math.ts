import { allocate, percentOf, type Centavos } from './money';

/** Loan tenure choices in months (spec §5). */
export const tenureMonths = [3, 6, 9, 12, 18, 24, 36, 48, 60] as const;
export type TenureMonths = (typeof tenureMonths)[number];
export const isTenure = (n: number): n is TenureMonths => (tenureMonths as readonly number[]).includes(n);

/** Repayment cycles; the wire value is the spec's label itself (spec §9), so nothing needs a lookup to show it. */
export const repaymentCycles = ['1 Month', '1 Semi Month', '1 Week', '2 Weeks'] as const;
export type RepaymentCycle = (typeof repaymentCycles)[number];

/**
 * Instalments in a tenure. Weekly and fortnightly cycles do not divide months evenly: a year has 52 weeks,
 * so a 3-month loan repaid weekly has round(3 * 52 / 12) = 13 instalments, fortnightly round(6.5) = 7.
 */
export function installmentCount(months: number, cycle: RepaymentCycle): number {
  switch (cycle) {
    case '1 Month':
      return months;
    case '1 Semi Month':
      return months * 2;
    case '1 Week':
      return Math.round((months * 52) / 12);
    case '2 Weeks':
      return Math.round((months * 26) / 12);
  }
}

export interface LoanTerms {
  principal: Centavos;
  /** Add-on (flat) interest per month, in percent, on the original principal — how PH salary loans are quoted. */
  monthlyInterestPercent: number;
  tenureMonths: number;
  cycle: RepaymentCycle;
}

export interface RepaymentEstimate {
  principal: Centavos;
  totalInterest: Centavos;
  totalRepayment: Centavos;
  installmentCount: number;
  /** Principal and interest per instalment; each list adds up exactly to its total. */
  principalParts: Centavos[];
  interestParts: Centavos[];
  /** The largest (first) instalment, the figure a borrower is quoted. */
  installmentAmount: Centavos;
}

export function estimateRepayment(terms: LoanTerms): RepaymentEstimate {
  if (!Number.isSafeInteger(terms.principal) || terms.principal <= 0) throw new RangeError('Principal must be a positive number of centavos');
  if (terms.monthlyInterestPercent < 0) throw new RangeError('Interest cannot be negative');
  const count = installmentCount(terms.tenureMonths, terms.cycle);
  if (count <= 0) throw new RangeError('Tenure too short for this cycle');
  // One rounding for the whole interest, not one per month, so tenure changes never add stray centavos.
  const totalInterest = percentOf(terms.principal, terms.monthlyInterestPercent * terms.tenureMonths);
  const principalParts = allocate(terms.principal, count);
  const interestParts = allocate(totalInterest, count);
  return {
    principal: terms.principal,
    totalInterest,
    totalRepayment: terms.principal + totalInterest,
    installmentCount: count,
    principalParts,
    interestParts,
    installmentAmount: (principalParts[0] ?? 0) + (interestParts[0] ?? 0),
  };
}

export interface ScheduleEntry {
  number: number;
  /** YYYY-MM-DD */
  dueDate: string;
  amount: Centavos;
  principal: Centavos;
  interest: Centavos;
}

/** Due dates for a loan released on `startDate` (YYYY-MM-DD): the first falls one cycle after release. */
export function dueDates(startDate: string, count: number, cycle: RepaymentCycle): string[] {
  const start = parseDay(startDate);
  const out: string[] = [];
  for (let i = 1; i <= count; i++) {
    switch (cycle) {
      case '1 Month':
        out.push(addMonthsClamped(start, i));
        break;
      case '1 Week':
        out.push(addDays(start, 7 * i));
        break;
      case '2 Weeks':
        out.push(addDays(start, 14 * i));
        break;
      case '1 Semi Month':
        // Payroll cut-offs: the 15th and the last day of each month, starting with the first one after release.
        out.push(semiMonthlyDate(start, i));
        break;
    }
  }
  return out;
}

export function repaymentSchedule(terms: LoanTerms, startDate: string): ScheduleEntry[] {
  const estimate = estimateRepayment(terms);
  const dates = dueDates(startDate, estimate.installmentCount, terms.cycle);
  return dates.map((dueDate, i) => {
    const principal = estimate.principalParts[i] ?? 0;
    const interest = estimate.interestParts[i] ?? 0;
    return { number: i + 1, dueDate, amount: principal + interest, principal, interest };
  });
}

interface Day {
  y: number;
  m: number; // 0-11
  d: number;
}

function parseDay(iso: string): Day {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not a date: ${iso}`);
  return { y: Number(match[1]), m: Number(match[2]) - 1, d: Number(match[3]) };
}

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
const fmt = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function addDays(day: Day, n: number): string {
  const t = new Date(Date.UTC(day.y, day.m, day.d + n));
  return fmt(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate());
}

/** Jan 31 + 1 month = Feb 28/29: a due date never skips a month. */
function addMonthsClamped(day: Day, n: number): string {
  const total = day.m + n;
  const y = day.y + Math.floor(total / 12);
  const m = ((total % 12) + 12) % 12;
  return fmt(y, m, Math.min(day.d, daysIn(y, m)));
}

function semiMonthlyDate(start: Day, n: number): string {
  // Index cut-offs as 2 per month: slot 0 = 15th, slot 1 = month end. Start after the release day.
  const firstSlot = start.d < 15 ? 0 : start.d < daysIn(start.y, start.m) ? 1 : 2;
  const slot = firstSlot + n - 1;
  const total = start.m + Math.floor(slot / 2);
  const y = start.y + Math.floor(total / 12);
  const m = total % 12;
  return fmt(y, m, slot % 2 === 0 ? 15 : daysIn(y, m));
}
