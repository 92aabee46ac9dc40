import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** 'Payment Status': the company's sent AR invoices per status, Sent 1 … Resubmitted 6 in id order. */
export const usePaymentStatus = () => useQuery({ ...callQuery(api.getPaymentStatusCounts), meta: { silent: true } });
