import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { paymentDetails } from '~/api/contract/recovery';
import { api } from '~/api/queries/api';
import { loanProductsQuery } from '~/api/queries/loans';
import { profileQuery } from '~/api/queries/profile';
import { loanCards, runningLoanCodes, type DashboardScheduleEntry, type LoanCard } from '~/domain/loan-dashboard';
import { manilaToday } from '~/domain/dates';
import { loanScheduleQuery } from '~/repayments/loan-queries';

/** What the borrower can pay now, per loan and purpose (the same call the payments page makes). */
export const paymentDuesQuery = () =>
  queryOptions({
    queryKey: ['recovery', 'payment-details', 'all'],
    queryFn: ({ signal }) => api(paymentDetails, { query: {}, signal }),
    staleTime: 0,
  });

export interface Dashboard {
  firstName: string | null;
  loans: LoanCard[];
  /** Still loading the loans (null while there is nothing to show yet). */
  loading: boolean;
  /** The loans could not be read: home says so and offers a retry. */
  failed: boolean;
  retry: () => void;
}

/**
 * Home's read-only server data: the borrower's loans, each running loan's schedule (next due) and the payment
 * dues (past-due amount), shaped by src/domain/loan-dashboard.ts. Shares the app's cache keys with loan details
 * and payments, so what home shows is what those pages show.
 */
export function useDashboard(): Dashboard {
  const profile = useQuery(profileQuery());
  const loans = useQuery({ ...loanProductsQuery(), staleTime: 0 });
  // Loans the borrower repays: salary loans and quick loans (an activation opens an account with nothing lent).
  const running = (loans.data?.data ?? []).filter((l) => l.product_type !== 'EWA' && l.principal_centavos > 0 && runningLoanCodes.has(l.status_code));
  const schedules = useQueries({ queries: running.map((l) => loanScheduleQuery(l.id)) });
  const dues = useQuery({ ...paymentDuesQuery(), enabled: running.length > 0 });
  const byLoan = new Map<string, readonly DashboardScheduleEntry[]>();
  running.forEach((l, i) => {
    const s = schedules[i]?.data;
    if (s) byLoan.set(l.id, s.schedule);
  });
  return {
    firstName: profile.data?.first_name ?? null,
    loans: loanCards(running, byLoan, dues.data?.dues ?? [], manilaToday(Date.now())),
    loading: loans.isPending,
    failed: loans.isError,
    retry: () => void loans.refetch(),
  };
}
