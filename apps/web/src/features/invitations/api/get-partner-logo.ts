import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeyOf } from '@/lib/api-queries';
import { fetchLogo } from '@/lib/fetch-logo';

/** A partner company's logo as a data URL, or null when it has none or is not shown to the caller (404 both). */
export const getPartnerLogo = (companyId: number): Promise<string | null> =>
  fetchLogo(api.getCompanyLogo, { params: { companyId } });

export const usePartnerLogo = (companyId: number) =>
  useQuery({
    queryKey: queryKeyOf(api.getCompanyLogo, { params: { companyId } }),
    queryFn: () => getPartnerLogo(companyId),
    staleTime: 5 * 60_000,
    // Without a logo the company's initials show; that needs no message.
    meta: { silent: true },
  });
