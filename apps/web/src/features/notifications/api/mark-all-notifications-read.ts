import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

export const markAllNotificationsRead = () => call(api.markAllNotificationsRead);

export const useMarkAllNotificationsRead = () =>
  useRouteMutation(api.markAllNotificationsRead, { mutationFn: markAllNotificationsRead });
