import { queryOptions } from '@tanstack/react-query';
import { listOffers } from '../contract/offers';
import { getLoanContract } from '../contract/documents';
import { api } from './api';

export const offersQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['offers', applicationId],
    queryFn: ({ signal }) => api(listOffers, { params: { applicationId }, signal }).then((r) => r.offers),
  });

export const loanContractQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['documents', 'contract', applicationId],
    queryFn: ({ signal }) => api(getLoanContract, { params: { applicationId }, signal }),
    retry: false,
  });
