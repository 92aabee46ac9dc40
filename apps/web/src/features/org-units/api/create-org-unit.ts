import { api, type OrgUnitBody } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `POST /companyorgunit`. A failure (a code already used, …) shows the server's message. */
export const createOrgUnit = (body: OrgUnitBody) => call(api.createOrgUnit, { body });

export const useCreateOrgUnit = () => useRouteMutation(api.createOrgUnit, { mutationFn: createOrgUnit });
