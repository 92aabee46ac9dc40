import type { CallInput, DeclaredRoute, Resource, ResponseOf } from '@docvue/contracts';
import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { call, type CallOptions, type JsonRoute } from '@/lib/api-client';

/**
 * Query keys and cache refreshes derived from the route declarations: a key starts with the
 * data the route reads (`documents`, `documentLists`, …), then its name and input; a mutation
 * refreshes every resource its declaration says it changes, so lists, dashboard and search
 * show what it did without each screen knowing about the others.
 */
export function queryKeyOf<R extends DeclaredRoute>(
  route: R,
  input?: CallInput<R>,
  opts?: Pick<CallOptions, 'companyId'>,
) {
  const key: unknown[] = [route.reads ?? route.name, route.name, input ?? {}];
  if (opts?.companyId !== undefined) key.push(opts.companyId);
  return key;
}

/** Query options of a call: its key and fetcher (the query's abort signal cancels the request). */
export function callQuery<R extends JsonRoute>(route: R, input?: CallInput<R>, opts?: CallOptions) {
  return queryOptions({
    queryKey: queryKeyOf(route, input, opts),
    // `call` takes the input only when the route needs one; here it is passed through as given.
    queryFn: ({ signal }) =>
      (call as (r: R, i?: CallInput<R>, o?: CallOptions) => Promise<ResponseOf<R>>)(route, input, { ...opts, signal }),
  });
}

/** Refreshes every query that reads one of these resources. */
export async function refreshResources(queryClient: QueryClient, resources: readonly Resource[]): Promise<void> {
  await Promise.all(resources.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })));
}

/** Refreshes what a route declares it changes. */
export const refreshAfter = (queryClient: QueryClient, route: DeclaredRoute): Promise<void> =>
  refreshResources(queryClient, route.changes ?? []);

/**
 * A mutation of one declared route: after it succeeds, what the route changes is refreshed
 * (the caller's own onSuccess runs after that starts).
 */
export function useRouteMutation<R extends DeclaredRoute, TData, TVariables = void>(
  route: R,
  options: UseMutationOptions<TData, Error, TVariables> & { mutationFn: (variables: TVariables) => Promise<TData> },
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...options,
    onSuccess: (...args) => {
      void refreshAfter(queryClient, route);
      return options.onSuccess?.(...args);
    },
  });
}

/**
 * The record an edit form starts from. A form keeps its first values, so the copy kept from an
 * earlier visit is used only when it is not being read again; while it is (after a save, it is
 * the old one), the screen waits for the fresh one rather than start from it and save it back.
 */
export function recordToEdit<T>(query: { data: T | undefined; isFetching: boolean; isFetchedAfterMount: boolean }) {
  return query.isFetching && !query.isFetchedAfterMount ? undefined : query.data;
}
