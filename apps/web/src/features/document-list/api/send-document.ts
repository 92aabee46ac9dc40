import { api, type FileUploadData } from '@docvue/contracts';
import { upload, uploadFormOf } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

export interface SendDocumentInput {
  templateId: number;
  receivingPartyId: number;
  userId: number;
  file: File;
  onProgress: (sent: number) => void;
  signal: AbortSignal;
}

/**
 * `POST /documents/upload` of the Send dialog: one new document for the recipient, with the
 * upload data the spec lists (folder 1, one document, processed after OCR). The JSON part goes
 * first; the server reads the parts in that order.
 */
export function sendDocument({ templateId, receivingPartyId, userId, file, onProgress, signal }: SendDocumentInput) {
  const data: Partial<FileUploadData> = {
    documentTypeId: templateId,
    receivingPartyId,
    userId,
    folderId: 1,
    numberOfDocuments: 1,
    returnBeforeOcr: false,
    isAttachment: false,
  };
  // A PIDX Invoice (XML) of an AR invoice goes to the PIDX intake, which reads its values and lines.
  if (isPidxFile(file)) {
    const form = uploadFormOf(api.receivePidxInvoice, { receivingPartyId }, file);
    return upload(api.receivePidxInvoice, form, { onProgress, signal });
  }
  return upload(api.uploadDocument, uploadFormOf(api.uploadDocument, data, file), { onProgress, signal });
}

/** An XML file: what the Send dialog of an AR invoice also takes, as a PIDX Invoice. */
export const isPidxFile = (file: File) => /\.xml$/i.test(file.name) || /\bxml\b/.test(file.type);

export const useSendDocument = () =>
  useRouteMutation(api.uploadDocument, {
    mutationFn: sendDocument,
    // The dialog tells about failures itself (a canceled upload is not one).
    meta: { silent: true },
  });
