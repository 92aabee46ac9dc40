import { api, type AddressSetBody } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `PUT /addressset/{id}`. */
export const updateAddressSet = ({ id, body }: { id: number; body: AddressSetBody }) =>
  call(api.updateAddressSet, { params: { id }, body });

export const useUpdateAddressSet = () => useRouteMutation(api.updateAddressSet, { mutationFn: updateAddressSet });
