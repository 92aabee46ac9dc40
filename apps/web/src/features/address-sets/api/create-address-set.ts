import { api, type AddressSetBody } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `POST /addressset`. */
export const createAddressSet = (body: AddressSetBody) => call(api.createAddressSet, { body });

export const useCreateAddressSet = () => useRouteMutation(api.createAddressSet, { mutationFn: createAddressSet });
