import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** `POST /legaldocuments/search` with `partyId`: the active documents the party's company shares with us. */
export const useSharedDocuments = (partyId: number) =>
  useQuery({ ...callQuery(api.searchLegalDocuments, { body: { partyId } }), meta: { silent: true } });
