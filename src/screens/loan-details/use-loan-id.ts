import { useQuery } from '@tanstack/react-query';
import { loansQuery } from '~/payment/loan-queries';

/** The loan from ?loan_id=..., else the borrower's first active (or latest) loan. */
export function useLoanId(): { loanId: string | undefined; loading: boolean; error: Error | null; retry: () => void } {
  const fromUrl = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('loan_id');
  const loans = useQuery({ ...loansQuery(), enabled: !fromUrl });
  const first = loans.data?.data.find((l) => l.status_code === 300) ?? loans.data?.data[0];
  return { loanId: fromUrl ?? first?.id, loading: !fromUrl && loans.isPending, error: loans.error, retry: () => void loans.refetch() };
}
