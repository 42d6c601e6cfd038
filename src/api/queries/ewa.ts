import { queryOptions } from '@tanstack/react-query';
import { getEwaBalance } from '../contract/ewa';
import { listApplications } from '../contract/loans';
import { api } from './api';

/** What an EWA borrower may withdraw now. Under ['loans']: a new application refreshes it. */
export const ewaBalanceQuery = () =>
  queryOptions({
    queryKey: ['loans', 'ewa', 'balance'],
    queryFn: ({ signal }) => api(getEwaBalance, { signal }),
    staleTime: 0,
  });

/** Every application of the borrower, newest first (EWA withdrawal and insta-funds history). */
export const applicationsQuery = () =>
  queryOptions({
    queryKey: ['loans', 'applications'],
    queryFn: ({ signal }) => api(listApplications, { signal }),
    staleTime: 0,
  });
