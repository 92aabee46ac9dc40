import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** Send: the server validates again and delivers the document to the connected receiver. */
export const publishDocument = (id: number) => call(api.publishDocument, { params: { id } });

export const usePublishDocument = () => useRouteMutation(api.publishDocument, { mutationFn: publishDocument });
