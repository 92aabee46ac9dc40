import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/**
 * `POST /party/networksearch`: the companies on the network that the company's unconnected
 * parties are. A match is remembered on the party (its status becomes Connect), so it changes
 * the list.
 */
export const searchNetwork = () => call(api.searchNetwork, { body: {} });

/** The dialog shows a failure itself. */
export const useSearchNetwork = () =>
  useRouteMutation(api.searchNetwork, { mutationFn: searchNetwork, meta: { silent: true } });
