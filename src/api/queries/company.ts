import { queryOptions } from '@tanstack/react-query';
import { getCompany, listCompanies, listCompanyGroups } from '../contract/company';
import { api } from './api';

export const companiesQuery = (search: string, groupId: string | null) =>
  queryOptions({
    queryKey: ['company', 'list', { search, groupId }],
    queryFn: ({ signal }) =>
      api(listCompanies, { query: { search: search || undefined, group_id: groupId ?? undefined, page_size: '50' }, signal }),
    staleTime: 5 * 60_000,
  });

export const companyGroupsQuery = () =>
  queryOptions({
    queryKey: ['company', 'groups'],
    queryFn: ({ signal }) => api(listCompanyGroups, { signal }),
    staleTime: 10 * 60_000,
  });

export const companyQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['company', 'detail', companyId],
    queryFn: ({ signal }) => api(getCompany, { params: { companyId }, signal }),
    staleTime: 5 * 60_000,
  });
