import { api, limits } from '@docvue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** Five a page (docs/product/documents.md §9). */
export const NOTIFICATIONS_PAGE_SIZE = limits.notificationsPageSize;

/** `GET /notifications?page&pageSize`: one page of the user's notifications, newest first. */
export const notificationsQueryOptions = (page: number) => ({
  ...callQuery(api.listNotifications, { query: { page, pageSize: NOTIFICATIONS_PAGE_SIZE } }),
  // The page stays on screen while the next one loads.
  placeholderData: keepPreviousData,
  staleTime: 0,
});

export const useNotifications = (page: number) => useQuery(notificationsQueryOptions(page));
