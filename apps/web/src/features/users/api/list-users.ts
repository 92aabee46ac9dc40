import { api } from '@docvue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** `GET /users/exchange`: the company's users by e-mail; with a search text, those whose name or e-mail has it. */
export const useUserList = (query: string) =>
  useQuery({
    ...callQuery(api.listCompanyUsers, { query: { query: query === '' ? undefined : query } }),
    // The list stays on screen while the next search loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The page shows a failure in place of the list.
    meta: { silent: true },
  });
