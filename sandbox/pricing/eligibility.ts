import { shareOf, type Centavos } from './money';
import { DECLARED_THEMES, MIN_LOAN, REGULAR_MAX, SALARY_MULTIPLE, type Product, type Theme } from './products';

/** Who is borrowing, as far as pricing cares. `salary` null = not known yet; `declared` undefined = not checked. */
export interface Applicant {
  firstTime: boolean;
  salary: Centavos | null;
  declared?: readonly Theme[] | undefined;
}

export type Refusal = 'NOT_FIRST_TIME_BORROWER' | 'AMOUNT_TOO_LOW' | 'UNKNOWN_CAMPAIGN' | 'NOT_DECLARED';

const declaredHere = (p: Product, declared: readonly Theme[] | undefined) =>
  p.theme === null || !DECLARED_THEMES.includes(p.theme) || declared === undefined || declared.includes(p.theme);

/** The most the applicant may borrow (a known salary): the product's own cap under ₱150,000 and twice the salary. */
export function maxPrincipalFor(p: Product, salary: Centavos): Centavos {
  let max = Math.min(REGULAR_MAX, salary * SALARY_MULTIPLE);
  if (p.cap && 'fixed' in p.cap) max = Math.min(max, p.cap.fixed);
  if (p.cap && 'salaryBp' in p.cap) max = Math.min(max, shareOf(salary, p.cap.salaryBp));
  return Math.max(0, max);
}

/** Why the product is not for this applicant, or null when it is. A salary not known yet rules nothing out on its own. */
export function refusal(p: Product, a: Applicant): Refusal | null {
  if (!declaredHere(p, a.declared)) return 'NOT_DECLARED';
  if (p.firstTimeOnly && !a.firstTime) return 'NOT_FIRST_TIME_BORROWER';
  if (a.salary !== null && maxPrincipalFor(p, a.salary) < MIN_LOAN) return 'AMOUNT_TOO_LOW';
  return null;
}

/**
 * The cap to list before an offer exists: with a salary, exactly the offer's maximum (and the salary share it came
 * from); without one, a salary-share rule as such, any other product its fixed cap under the regular maximum.
 */
export function listedCap(p: Product, salary: Centavos | null): { amount: Centavos | null; salaryPercent: number | null } {
  const salaryPercent = p.cap && 'salaryBp' in p.cap ? p.cap.salaryBp / 100 : null;
  if (salary !== null) return { amount: maxPrincipalFor(p, salary), salaryPercent };
  if (salaryPercent !== null) return { amount: null, salaryPercent };
  return { amount: Math.min(REGULAR_MAX, p.cap && 'fixed' in p.cap ? p.cap.fixed : REGULAR_MAX), salaryPercent: null };
}
