import { queryOptions } from '@tanstack/react-query';
import { getInsurance } from '../contract/insurance';
import { api } from './api';

/** The borrower's insurance (insuranceList, insuranceLatest), the draft and the form: one read, shared. */
export const insuranceQuery = () =>
  queryOptions({ queryKey: ['insurance'], queryFn: ({ signal }) => api(getInsurance, { signal }), staleTime: 30_000 });
