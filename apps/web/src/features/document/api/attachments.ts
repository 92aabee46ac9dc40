import { attachmentsResponse, okResponse } from '@docvue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKey } from './get-document';
import { uploadFile } from './upload-file';

const attachmentsKey = (id: number) => [...documentKey(id), 'attachments'] as const;

export const getAttachments = (id: number) => api.get(`/documentAttachments/document/${id}`, attachmentsResponse);

export const useAttachments = (id: number) =>
  useQuery({ queryKey: attachmentsKey(id), queryFn: () => getAttachments(id) });

export const deleteAttachment = (attachmentId: number) =>
  api.delete(`/documentAttachments/${attachmentId}`, okResponse);

function useInvalidateAttachments(id: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: attachmentsKey(id) });
    void queryClient.invalidateQueries({ queryKey: [...documentKey(id), 'history'] });
  };
}

export function useDeleteAttachment(id: number) {
  return useMutation({ mutationFn: deleteAttachment, onSuccess: useInvalidateAttachments(id) });
}

export function useAddAttachment(id: number) {
  return useMutation({
    mutationFn: (file: File) => uploadFile({ documentId: id, isAttachment: true }, file),
    onSuccess: useInvalidateAttachments(id),
  });
}
