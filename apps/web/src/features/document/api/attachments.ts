import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { callQuery, useRouteMutation } from '@/lib/api-queries';
import { uploadFile } from './upload-file';

export const useAttachments = (id: number) => useQuery(callQuery(api.listAttachments, { params: { id } }));

export const deleteAttachment = (attachmentId: number) => call(api.deleteAttachment, { params: { id: attachmentId } });

export const useDeleteAttachment = () => useRouteMutation(api.deleteAttachment, { mutationFn: deleteAttachment });

export const useAddAttachment = (id: number) =>
  useRouteMutation(api.uploadDocument, {
    mutationFn: (file: File) => uploadFile({ documentId: id, isAttachment: true }, file),
  });
