import { api } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';
import { orgUnitQueryKey } from './get-org-unit';

/** `DELETE /companyorgunit/{id}`: refused (with the server's reason) while parties are filed under it. */
export const deleteOrgUnit = (id: number) => call(api.deleteOrgUnit, { params: { id } });

export function useDeleteOrgUnit() {
  const queryClient = useQueryClient();
  return useRouteMutation(api.deleteOrgUnit, {
    mutationFn: deleteOrgUnit,
    // The form leaves the org unit; asking for it again would only answer 404.
    onSuccess: (_ok, id) => queryClient.removeQueries({ queryKey: orgUnitQueryKey(id) }),
  });
}
