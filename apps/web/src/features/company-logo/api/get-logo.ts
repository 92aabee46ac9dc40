import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeyOf } from '@/lib/api-queries';
import { fetchLogo } from '@/lib/fetch-logo';

/** The selected company's logo as a data URL, or null when it has none (204). */
export const getLogo = (): Promise<string | null> => fetchLogo(api.getLogo);

export const useCompanyLogo = (companyId: number) =>
  useQuery({
    queryKey: queryKeyOf(api.getLogo, undefined, { companyId }),
    queryFn: getLogo,
    staleTime: 5 * 60_000,
    // Without a logo the company name shows; that needs no message.
    meta: { silent: true },
  });
