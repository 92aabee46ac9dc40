import { statusCountsResponse } from '@docvue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** 'Payment Status': the company's sent AR invoices per status, Sent 1 … Resubmitted 6 in id order. */
export const getPaymentStatus = () => api.get('/documentstatus/counts', statusCountsResponse);

export const paymentStatusQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'payment-status'], queryFn: getPaymentStatus, meta: { silent: true } });

export const usePaymentStatus = () => useQuery(paymentStatusQueryOptions());
