import { api, type LegalDocumentDetailsBody } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `PUT /legaldocuments/{id}/details`: privacy, sharing, active and expiry (type and file are locked). */
export const updateLegalDocument = ({ id, body }: { id: number; body: LegalDocumentDetailsBody }) =>
  call(api.updateLegalDocumentDetails, { params: { id }, body });

export const useUpdateLegalDocument = () =>
  useRouteMutation(api.updateLegalDocumentDetails, { mutationFn: updateLegalDocument });
