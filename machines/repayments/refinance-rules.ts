import type { RefinanceKind, RefinanceTerms, TermsProblem } from './repayments-types';

/**
 * Bounds of a refinance (docs/decisions.md). The new loan first pays off the running loan's outstanding
 * balance (a REFINANCE_PAYMENT); a regular refinance must leave the borrower at least the minimum loan in cash,
 * a recovery refinance only has to cover what is owed (its point is a lower instalment, not cash).
 * Amounts are centavos. Pure, so the chart's guard and the calculator screen use the same rule.
 */
export const MIN_LOAN_CENTAVOS = 100_000;
/** The regular salary loan's maximum (src/domain/campaigns.ts regularPricing; tests/domain/limits.test.ts holds them equal). */
export const MAX_LOAN_CENTAVOS = 15_000_000;
export const refinanceTenures = [3, 6, 9, 12, 18, 24, 36, 48, 60] as const;

export function refinanceBounds(kind: RefinanceKind, outstanding: number, limits?: { min: number; max: number }): { min: number; max: number } {
  const min = kind === 'REFINANCE' ? outstanding + MIN_LOAN_CENTAVOS : Math.max(outstanding, MIN_LOAN_CENTAVOS);
  // The edge works out the exact limits with the fees (src/domain/refinance.ts) and hands them over with the loan.
  return limits ? { min: Math.max(min, limits.min), max: Math.min(MAX_LOAN_CENTAVOS, limits.max) } : { min, max: MAX_LOAN_CENTAVOS };
}

/** Cash the borrower receives after the running loan is paid off. */
export const netProceeds = (amount: number, outstanding: number) => Math.max(0, amount - outstanding);

export function termsProblem(
  kind: RefinanceKind,
  outstanding: number,
  terms: RefinanceTerms,
  limits?: { min: number; max: number },
): TermsProblem | null {
  if (!Number.isSafeInteger(terms.amount) || terms.amount <= 0) return 'amount';
  const { min, max } = refinanceBounds(kind, outstanding, limits);
  if (terms.amount < min) return 'tooLow';
  if (terms.amount > max) return 'tooHigh';
  if (!(refinanceTenures as readonly number[]).includes(terms.tenureMonths)) return 'tenure';
  return null;
}
