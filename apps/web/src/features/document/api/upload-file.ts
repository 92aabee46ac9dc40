import { api, type FileUploadData } from '@docvue/contracts';
import { call, sendForm, uploadFormOf } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `POST /documents/upload`: the JSON part first, then the file (the server reads them in that order). */
export function uploadFile(data: Partial<FileUploadData>, file: File) {
  return sendForm(api.uploadDocument, uploadFormOf(api.uploadDocument, data, file));
}

/** Replace file: a temporary version that becomes the file when the document is saved or resubmitted. */
export const useReplaceFile = (id: number) =>
  useRouteMutation(api.uploadDocument, { mutationFn: (file: File) => uploadFile({ documentId: id }, file) });

export const deleteTemporaryFile = (id: number) => call(api.deleteTemporaryFile, { params: { id } });
