import { api, type ReturnBody } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/**
 * `PUT /documents/{id}/return`: the division order back to its operator, signed (the image
 * stamped at the placement and the file sealed, as a new version) or unsigned.
 */
export const returnDocument = (id: number, body: ReturnBody) => call(api.returnDivisionOrder, { params: { id }, body });

export const useReturnDocument = (id: number) =>
  useRouteMutation(api.returnDivisionOrder, { mutationFn: (body: ReturnBody) => returnDocument(id, body) });
