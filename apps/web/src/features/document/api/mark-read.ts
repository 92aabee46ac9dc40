import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** Opening a document marks it read for this user (the first view is written to the history). */
export const markRead = (id: number) => call(api.markDocumentRead, { params: { id } });

export const useMarkRead = () =>
  useRouteMutation(api.markDocumentRead, { mutationFn: markRead, meta: { silent: true } });
