import { queryOptions } from '@tanstack/react-query';
import { getApplication, getApplicationStep, listApplications, getEligibleApplications, getOngoingApplication, listLoanProducts } from '../contract/loans';
import type { FormStep } from '../contract/form-options';
import { api } from './api';

export const ongoingApplicationQuery = () =>
  queryOptions({
    queryKey: ['loans', 'ongoing'],
    queryFn: ({ signal }) => api(getOngoingApplication, { signal }),
    staleTime: 0,
  });

export const eligibilityQuery = () =>
  queryOptions({
    queryKey: ['loans', 'eligibility'],
    queryFn: ({ signal }) => api(getEligibleApplications, { signal }),
    staleTime: 0,
  });

export const applicationQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['loans', 'application', applicationId],
    queryFn: ({ signal }) => api(getApplication, { params: { applicationId }, signal }),
  });

export const stepAnswersQuery = (applicationId: string, step: FormStep) =>
  queryOptions({
    queryKey: ['loans', 'application', applicationId, 'step', step],
    queryFn: ({ signal }) => api(getApplicationStep, { params: { applicationId, step }, signal }),
  });

export const loanProductsQuery = () =>
  queryOptions({
    queryKey: ['loans', 'products'],
    queryFn: ({ signal }) => api(listLoanProducts, { signal }),
  });

/** Every application of the borrower, newest first (home shows a cancelled one). */
export const applicationsQuery = () =>
  queryOptions({
    queryKey: ['loans', 'applications'],
    queryFn: ({ signal }) => api(listApplications, { signal }),
    staleTime: 0,
  });
