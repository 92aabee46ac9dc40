import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** `GET /party/{id}/addresses`: the payment and tax addresses the partner asks us to use, if any. */
export const usePartnerAddresses = (partyId: number) =>
  useQuery({ ...callQuery(api.getPartnerAddresses, { params: { id: partyId } }), meta: { silent: true } });
