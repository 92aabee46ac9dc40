import { api, type LegalDocument } from '@docvue/contracts';
import { downloadFile } from '@/lib/download';

/** `GET /legaldocuments/{id}/download`: a document a partner shares, under the name its Content-Disposition gives. */
export const downloadSharedDocument = (doc: Pick<LegalDocument, 'id' | 'fileName'>) =>
  downloadFile(api.downloadLegalDocument, { params: { id: doc.id } }, doc.fileName);
