import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** Opening a notification marks it read; the page and the unread count refresh. */
export const markNotificationRead = (id: number) => call(api.markNotificationRead, { params: { id } });

export const useMarkNotificationRead = () =>
  useRouteMutation(api.markNotificationRead, { mutationFn: markNotificationRead });
