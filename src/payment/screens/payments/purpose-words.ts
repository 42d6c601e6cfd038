import type { AmountDue } from '@machines/payment/payment-types';
import { formatPeso } from '~/domain/money';

/**
 * One plain sentence under each payment purpose (the spec's §4 labels stay as they are): what it pays, and why its
 * figure differs from the others listed for the same loan. The payoff (ADMIN) is the Outstanding Balance less the
 * interest of instalments not yet due, which paying off today waives (sandbox/pricing/refinance.ts prices it so).
 */
export function purposeExplanation(due: AmountDue, all: readonly AmountDue[]): string {
  const sameLoan = (purpose: AmountDue['purpose']) => all.find((d) => d.loanId === due.loanId && d.purpose === purpose);
  switch (due.purpose) {
    case 'RECOVERY': {
      const payoff = sameLoan('ADMIN');
      return `Your payroll deductions for this loan stopped, so you pay it yourself. This is everything left to repay, including the interest of instalments not yet due.${
        payoff && payoff.amount < due.amount ? ' Paying the loan off today instead costs less: that interest is then waived.' : ''
      }`;
    }
    case 'DEDUCTION':
      return 'The instalments your payroll did not deduct, due now. Paying them brings your loan back on track; the rest stays on your schedule.';
    case 'ADMIN': {
      const balance = sameLoan('RECOVERY');
      const saved = balance ? balance.amount - due.amount : 0;
      return saved > 0
        ? `Pay off your loan today and close it. It is ${formatPeso(saved)} less than the Outstanding Balance because the interest of instalments not yet due is waived.`
        : 'Pay off your loan today and close it. It is less than what is left on your schedule because the interest of instalments not yet due is waived.';
    }
  }
}
