import { api } from '@docvue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** `GET /webhooks`: the company's endpoints (never their secrets). */
export const useWebhooks = () => useQuery({ ...callQuery(api.listWebhooks), staleTime: 0 });

/** `GET /webhooks/{id}/deliveries`: newest first, each attempt with the receiver's answer. */
export const useWebhookDeliveries = (id: number, page: number, pageSize: number) =>
  useQuery({
    ...callQuery(api.listWebhookDeliveries, { params: { id }, query: { page, pageSize } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
