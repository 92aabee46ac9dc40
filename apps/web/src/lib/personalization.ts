import { personalization, type DateFormat } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getPersonalization = () => api.get('/users/current/personalization', personalization);

/** The user's date format; MM/dd/yyyy until it is known. */
export function useDateFormat(): DateFormat {
  const { data } = useQuery({
    queryKey: ['users', 'current', 'personalization'],
    queryFn: getPersonalization,
    staleTime: Infinity,
    meta: { silent: true },
  });
  return data?.dateFormat ?? 'MM/dd/yyyy';
}
