import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** `GET /ownerStatements/received`: the year's statements per operator, property and month. */
export const useOwnerView = (year: number) => useQuery(callQuery(api.getOwnerView, { query: { year } }));

/** `GET /ownerStatements/tieOut`: the year's statements against the 1099s received. */
export const useTieOut = (year: number) => useQuery(callQuery(api.getTieOut, { query: { year } }));
