import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** The chain of versions the document belongs to. */
export const useVersions = (id: number) => useQuery(callQuery(api.listVersions, { params: { id } }));
