import { queryOptions } from '@tanstack/react-query';
import { getLoanView, listLoanProducts } from '~/api/contract/loans';
import { loanSchedule, productTransactions, remittanceStatus } from '~/api/contract/transactions';
import { api } from '~/api/queries/api';
import type { SortOrder } from '@machines/repayments/repayments-types';

/** Server data of the repayment screens (loan details, schedule); read-only, so screens use these directly. */
export const loansQuery = () =>
  queryOptions({ queryKey: ['loans', 'products'], queryFn: ({ signal }) => api(listLoanProducts, { signal }) });

export const loanViewQuery = (loanId: string) =>
  queryOptions({ queryKey: ['loans', loanId, 'view'], queryFn: ({ signal }) => api(getLoanView, { params: { loanId }, signal }) });

export const loanScheduleQuery = (loanId: string) =>
  queryOptions({ queryKey: ['loans', loanId, 'schedule'], queryFn: ({ signal }) => api(loanSchedule, { params: { loanId }, signal }) });

export const transactionsQuery = (loanId: string, sort: SortOrder) =>
  queryOptions({
    queryKey: ['loans', loanId, 'transactions', sort],
    queryFn: ({ signal }) => api(productTransactions, { params: { loanId }, query: { sort }, signal }),
  });

export const remittanceQuery = (loanId: string) =>
  queryOptions({ queryKey: ['loans', loanId, 'remittance'], queryFn: ({ signal }) => api(remittanceStatus, { params: { loanId }, signal }) });
