import { versionsResponse } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKey } from './get-document';

/** The chain of versions the document belongs to. */
export const getVersions = (id: number) => api.get(`/documents/${id}/versions`, versionsResponse);

export const useVersions = (id: number) =>
  useQuery({ queryKey: [...documentKey(id), 'versions'], queryFn: () => getVersions(id) });
