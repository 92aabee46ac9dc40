import { okResponse, uploadResponse, type FileUploadData } from '@docvue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKey } from './get-document';

/** `POST /documents/upload`: the JSON part first, then the file (the server reads them in that order). */
export function uploadFile(data: Partial<FileUploadData>, file: File) {
  const form = new FormData();
  form.append('fileUploadData', JSON.stringify(data));
  form.append('file', file, file.name);
  return api.post('/documents/upload', uploadResponse, { form });
}

/** Replace file: a temporary version that becomes the file when the document is saved or resubmitted. */
export function useReplaceFile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile({ documentId: id }, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKey(id) }),
  });
}

export const deleteTemporaryFile = (id: number) => api.delete(`/documents/${id}/deleteTempFile`, okResponse);
