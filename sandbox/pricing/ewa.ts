import { peso, pesos, shareOf, type Centavos } from './money';
import { QUICK_LOAN } from './products';

/**
 * Earned wage access and insta-funds amounts as the platform checks them (docs/decisions.md "EWA withdrawals and
 * insta-funds"): up to 50 % of the wages earned this pay period less this period's withdrawals, at least ₱1,000 a
 * withdrawal, a flat ₱50 fee; insta-funds ₱1,000 to ₱10,000.
 */
export const EWA_SHARE_BP = 5_000;
export const EWA_MINIMUM: Centavos = pesos(1_000);
export const EWA_FEE: Centavos = pesos(50);
export const QUICK_LOAN_MINIMUM: Centavos = pesos(1_000);

export const ewaAvailable = (earned: Centavos, withdrawn: Centavos): Centavos =>
  Math.max(0, shareOf(Math.max(0, earned), EWA_SHARE_BP) - Math.max(0, withdrawn));

/** Why a withdrawal cannot be made, as the amount field's message; null when it can. */
export function ewaRefusal(amount: Centavos | null, available: Centavos): string | null {
  if (amount === null || amount <= 0) return 'Enter the amount you want to withdraw.';
  if (available < EWA_MINIMUM) return `You can withdraw once at least ${peso(EWA_MINIMUM)} is available.`;
  if (amount < EWA_MINIMUM) return `The minimum withdrawal is ${peso(EWA_MINIMUM)}.`;
  if (amount > available) return `You can withdraw up to ${peso(available)} now.`;
  return null;
}

export function quickLoanRefusal(amount: Centavos | null): string | null {
  const max = QUICK_LOAN.cap && 'fixed' in QUICK_LOAN.cap ? QUICK_LOAN.cap.fixed : 0;
  if (amount === null || amount <= 0) return 'Enter the amount you need.';
  if (amount < QUICK_LOAN_MINIMUM) return `The minimum is ${peso(QUICK_LOAN_MINIMUM)}.`;
  if (amount > max) return `You can borrow up to ${peso(max)}.`;
  return null;
}
