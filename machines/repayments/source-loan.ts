import type { LoanSummary, RepaymentsContext } from './repayments-types';
import { runningStatusCodes } from './repayments-types';

export const isRunning = (l: LoanSummary) => runningStatusCodes.includes(l.statusCode);

/** The loan a refinance replaces: the one on screen if it is running, else the first running loan. */
export function sourceLoan(context: Pick<RepaymentsContext, 'overview' | 'loanId'>): LoanSummary | undefined {
  const loans = context.overview?.loans ?? [];
  const chosen = loans.find((l) => l.id === context.loanId);
  return chosen && isRunning(chosen) ? chosen : loans.find(isRunning);
}

