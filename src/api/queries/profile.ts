import { queryOptions } from '@tanstack/react-query';
import { getProfile, listNotifications } from '../contract/user';
import { api } from './api';

export const profileQuery = () =>
  queryOptions({ queryKey: ['user', 'profile'], queryFn: ({ signal }) => api(getProfile, { signal }), staleTime: 30_000 });

/**
 * The borrower's notifications (newest first) and how many are unread. The platform has no "mark as read" call,
 * so the app only lists them (docs/decisions.md 2026-11-26).
 */
export const notificationsQuery = () =>
  queryOptions({ queryKey: ['user', 'notifications'], queryFn: ({ signal }) => api(listNotifications, { signal }), staleTime: 30_000 });
