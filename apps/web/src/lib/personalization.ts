import { api, type DateFormat } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** The user's date format; MM/dd/yyyy until it is known. */
export function useDateFormat(): DateFormat {
  const { data } = useQuery({ ...callQuery(api.getPersonalization), staleTime: Infinity, meta: { silent: true } });
  return data?.dateFormat ?? 'MM/dd/yyyy';
}
