import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/**
 * The company's AR invoices per status, Sent 1 … Resubmitted 6 in id order: those it sent ('Payment
 * Status', a vendor's) or those it received ('AR Invoices Received', a purchaser's).
 */
export const usePaymentStatus = (side: 'sent' | 'received') =>
  useQuery({ ...callQuery(api.getPaymentStatusCounts, { query: { side } }), meta: { silent: true } });
