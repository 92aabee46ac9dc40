import { api, type Terminology } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `PUT /company/terminology`: the company's own words; the session loads them again. */
export const updateTerminology = (terminologies: Pick<Terminology, 'terminologyId' | 'customizedName'>[]) =>
  call(api.updateTerminology, { body: { terminologies } });

export const useUpdateTerminology = () => useRouteMutation(api.updateTerminology, { mutationFn: updateTerminology });
