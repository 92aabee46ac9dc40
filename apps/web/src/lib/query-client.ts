import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { messageOf, notify } from '@/lib/notify';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the caller handles the error itself (no snackbar). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

const isClientError = (err: unknown) => err instanceof ApiError && err.status >= 400 && err.status < 500;

/**
 * Failed calls show the server's `error.message` in the snackbar. A 401 means the session
 * ended (expired or revoked): `onUnauthenticated` forgets it, so the guard sends the user
 * to the landing page with the wanted path.
 */
export function createQueryClient(onUnauthenticated: () => void): QueryClient {
  const onError = (err: unknown, silent: boolean | undefined) => {
    if (err instanceof ApiError && err.status === 401) onUnauthenticated();
    if (!silent) notify.error(messageOf(err));
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (err, query) => onError(err, query.meta?.silent) }),
    mutationCache: new MutationCache({ onError: (err, _vars, _ctx, mutation) => onError(err, mutation.meta?.silent) }),
    defaultOptions: {
      queries: {
        retry: (count, err) => !isClientError(err) && count < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}
