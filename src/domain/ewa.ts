import { formatPeso, percentOf, type Centavos } from './money';
import { estimateRepayment, type RepaymentEstimate } from './loan-math';

/**
 * Earned wage access (EWA) and insta-funds (QUICK_LOAN): the money rules the platform (sandbox) and the screens
 * share. The spec names the products but gives no figures; these are the sandbox's (docs/decisions.md 2026-11-25).
 */

/** Share of the wages earned so far in the pay period that may be withdrawn before payday. */
export const EWA_ACCESS_PERCENT = 50;
/** Smallest withdrawal. */
export const EWA_MIN_WITHDRAWAL: Centavos = 100_000;
/** Flat fee per withdrawal, deducted with the amount on payday (no interest). */
export const EWA_FEE: Centavos = 5_000;

export interface EwaBalanceInput {
  /** Wages earned so far in the current pay period. */
  earned: Centavos;
  /** Withdrawals of this pay period that are not cancelled (approved or still being processed). */
  withdrawn: Centavos;
}

/** What may be withdrawn now: the access share of earned wages, less this period's withdrawals, never below zero. */
export function availableToWithdraw({ earned, withdrawn }: EwaBalanceInput): Centavos {
  return Math.max(0, percentOf(Math.max(0, earned), EWA_ACCESS_PERCENT) - Math.max(0, withdrawn));
}

/** What payday deducts for a withdrawal: the amount and the flat fee. */
export const ewaRepayment = (amount: Centavos): Centavos => amount + EWA_FEE;

/** Why an amount cannot be withdrawn, as the field's message; null when it can. */
export function withdrawalError(amount: Centavos | null, available: Centavos): string | null {
  if (amount === null || amount <= 0) return 'Enter the amount you want to withdraw.';
  if (available < EWA_MIN_WITHDRAWAL) return `You can withdraw once at least ${formatPeso(EWA_MIN_WITHDRAWAL)} is available.`;
  if (amount < EWA_MIN_WITHDRAWAL) return `The minimum withdrawal is ${formatPeso(EWA_MIN_WITHDRAWAL)}.`;
  if (amount > available) return `You can withdraw up to ${formatPeso(available)} now.`;
  return null;
}

/** Insta-funds: a small loan repaid over a fixed short tenure, once activated. */
export const QUICK_LOAN_MIN: Centavos = 100_000;
export const QUICK_LOAN_MAX: Centavos = 1_000_000;
export const QUICK_LOAN_TENURE_MONTHS = 3;
export const QUICK_LOAN_MONTHLY_INTEREST_PERCENT = 2.5;

export function quickLoanError(amount: Centavos | null): string | null {
  if (amount === null || amount <= 0) return 'Enter the amount you need.';
  if (amount < QUICK_LOAN_MIN) return `The minimum is ${formatPeso(QUICK_LOAN_MIN)}.`;
  if (amount > QUICK_LOAN_MAX) return `You can borrow up to ${formatPeso(QUICK_LOAN_MAX)}.`;
  return null;
}

/** Monthly repayment of an insta-funds loan (add-on interest, as the salary loans are quoted). */
export const quickLoanRepayment = (amount: Centavos): RepaymentEstimate =>
  estimateRepayment({ principal: amount, monthlyInterestPercent: QUICK_LOAN_MONTHLY_INTEREST_PERCENT, tenureMonths: QUICK_LOAN_TENURE_MONTHS, cycle: '1 Month' });
