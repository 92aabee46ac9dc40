import { api, type OrgUnitBody } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `PUT /companyorgunit/{id}`. */
export const updateOrgUnit = ({ id, body }: { id: number; body: OrgUnitBody }) =>
  call(api.updateOrgUnit, { params: { id }, body });

export const useUpdateOrgUnit = () => useRouteMutation(api.updateOrgUnit, { mutationFn: updateOrgUnit });
