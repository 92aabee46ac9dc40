import { api, type LegalDocument } from '@docvue/contracts';
import { downloadFile } from '@/lib/download';

/** `GET /legaldocuments/{id}/download`, saved under the name its Content-Disposition gives. */
export const downloadLegalDocument = (doc: Pick<LegalDocument, 'id' | 'fileName'>) =>
  downloadFile(api.downloadLegalDocument, { params: { id: doc.id } }, doc.fileName);
