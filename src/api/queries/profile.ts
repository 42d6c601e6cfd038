import { queryOptions } from '@tanstack/react-query';
import { getProfile } from '../contract/user';
import { api } from './api';

export const profileQuery = () =>
  queryOptions({ queryKey: ['user', 'profile'], queryFn: ({ signal }) => api(getProfile, { signal }), staleTime: 30_000 });
