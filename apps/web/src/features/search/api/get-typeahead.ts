import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isNotFound, send } from '@/lib/api-client';

/**
 * A document the global typeahead found. The call is not in the contracts yet (a later
 * issue builds it); until it is, the server answers 404 and the box offers only
 * 'Search for "{text}"'.
 */
const typeaheadHit = z.object({
  id: z.number().int(),
  text: z.string(),
  documentTypeName: z.string().optional(),
});
export type TypeaheadHit = z.infer<typeof typeaheadHit>;
const typeaheadResponse = z.array(typeaheadHit);

export async function getTypeahead(query: string, signal?: AbortSignal): Promise<TypeaheadHit[]> {
  try {
    const res = await send('GET', '/typeahead', { query: { query }, signal });
    const parsed = typeaheadResponse.safeParse(await res.json());
    return parsed.success ? parsed.data : [];
  } catch (err) {
    if (isNotFound(err)) return [];
    throw err;
  }
}

export const typeaheadQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['typeahead', query],
    queryFn: ({ signal }) => getTypeahead(query, signal),
    enabled: query.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    // Suggestions that fail to load are simply absent; searching still works.
    meta: { silent: true },
  });

export const useTypeahead = (query: string) => useQuery(typeaheadQueryOptions(query));
