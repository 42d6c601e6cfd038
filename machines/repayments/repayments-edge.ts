import { fromPromise } from 'xstate';
import type { CreateRefinanceInput, LoanSchedule, LoanSummary, LoanView, RefinanceKind, Remittance, SortOrder, Transaction } from './repayments-types';

/** Every platform call the chart makes, one actor each; the edge (src/repayments) supplies them. */
export const repaymentsActors = {
  loadLoans: fromPromise<LoanSummary[], void>(async () => {
    throw new Error('loadLoans not provided');
  }),
  /** Which refinance the platform allows now (eligibility), if any. */
  loadRefinanceKind: fromPromise<RefinanceKind | null, void>(async () => {
    throw new Error('loadRefinanceKind not provided');
  }),
  loadLoanView: fromPromise<LoanView, { loanId: string }>(async () => {
    throw new Error('loadLoanView not provided');
  }),
  loadRemittance: fromPromise<Remittance, { loanId: string }>(async () => {
    throw new Error('loadRemittance not provided');
  }),
  loadTransactions: fromPromise<Transaction[], { loanId: string; sort: SortOrder }>(async () => {
    throw new Error('loadTransactions not provided');
  }),
  loadSchedule: fromPromise<LoanSchedule, { loanId: string }>(async () => {
    throw new Error('loadSchedule not provided');
  }),
  createRefinance: fromPromise<{ applicationId: string }, CreateRefinanceInput>(async () => {
    throw new Error('createRefinance not provided');
  }),
};
