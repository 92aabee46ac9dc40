import { api, type LegalDocumentUploadDetails } from '@docvue/contracts';
import { upload, uploadFormOf } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

export interface UploadLegalDocumentInput {
  details: LegalDocumentUploadDetails;
  file: File;
  onProgress: (sent: number) => void;
  signal: AbortSignal;
}

/**
 * `POST /legaldocuments/upload` with its progress. The `details` field goes first: the server
 * checks it before it reads the file, so a refused upload stores nothing.
 */
export function uploadLegalDocument({ details, file, onProgress, signal }: UploadLegalDocumentInput) {
  return upload(api.uploadLegalDocument, uploadFormOf(api.uploadLegalDocument, details, file), { onProgress, signal });
}

/** The form tells about failures itself, in the spec's words (a 501 is a warning: the document was kept). */
export const useUploadLegalDocument = () =>
  useRouteMutation(api.uploadLegalDocument, { mutationFn: uploadLegalDocument, meta: { silent: true } });
