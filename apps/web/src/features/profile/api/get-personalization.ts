import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery, queryKeyOf } from '@/lib/api-queries';

/** The key the whole app reads the date format under (`useDateFormat`). */
export const personalizationQueryKey = () => queryKeyOf(api.getPersonalization);

/** The user's preferences as saved; the page shows a failure itself. */
export const usePersonalization = () =>
  useQuery({ ...callQuery(api.getPersonalization), staleTime: 0, meta: { silent: true } });
