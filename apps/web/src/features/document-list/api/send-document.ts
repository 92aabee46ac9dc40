import { uploadResponse, type FileUploadData } from '@docvue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '@/lib/api-client';
import { documentListsKey } from './get-document-list';

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
  const form = new FormData();
  form.append('fileUploadData', JSON.stringify(data));
  form.append('file', file, file.name);
  return upload('/documents/upload', uploadResponse, form, { onProgress, signal });
}

export function useSendDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDocument,
    // The dialog tells about failures itself (a canceled upload is not one).
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentListsKey }),
  });
}
