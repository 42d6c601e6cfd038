import type { Centavos } from './money';
import { BANK_FEE, MIN_LOAN, REGULAR } from './products';
import { quote } from './quote';
import type { LoanLedger } from './ledger';

/**
 * A refinance is a regular salary loan whose principal first pays off the running loan. The platform pays off the
 * loan's payoff amount (the "Final Payoff Amount" of spec §4's ADMIN purpose: the balance less the interest of
 * instalments not yet due), not its balance: paying a loan off early never charges interest not yet earned.
 */
export type RefinanceKind = 'REFINANCE' | 'RECOVERY_REFINANCE';

/** What paying the loan off today costs: one figure for /payments' ADMIN due, the refinance and its booking. */
export const payoffOf = (ledger: LoanLedger): Centavos => ledger.payoff;

/** What must be left to the borrower after the payoff and the fees: a regular refinance the smallest loan, a recovery one nothing. */
export const refinanceFloor = (kind: RefinanceKind): Centavos => (kind === 'REFINANCE' ? MIN_LOAN : 0);

const released = (principal: Centavos, payoff: Centavos) =>
  quote({ product: REGULAR, principal, months: 12, cycle: '1 Month', toGoTyme: false, payoff }).netProceeds;

/**
 * The smallest principal that pays off `payoff` and the fees (bank fee charged: the bank is not known yet) and leaves
 * the floor, never below the smallest loan. Released money grows with the principal, one centavo at most per
 * centavo, so a first guess from the fee rate is corrected by stepping.
 */
export function smallestRefinance(kind: RefinanceKind, payoff: Centavos): Centavos {
  const floor = refinanceFloor(kind);
  const feeBp = REGULAR.serviceFee && 'bp' in REGULAR.serviceFee ? REGULAR.serviceFee.bp : 0;
  let p = Math.max(MIN_LOAN, Math.ceil(((payoff + floor + BANK_FEE) * 10_000) / (10_000 - feeBp)));
  // Stryker disable next-line ArithmeticOperator: equivalent: with p + 1 the loop stops two below the minimum and the next loop steps back up to it
  while (p > MIN_LOAN && released(p - 1, payoff) >= floor) p -= 1;
  while (released(p, payoff) < floor) p += 1;
  return p;
}
