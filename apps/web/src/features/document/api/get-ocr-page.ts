import { ocrPage } from '@docvue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKey } from './get-document';

/** The words of one page and their boxes (page units, origin top-left). */
export const getOcrPage = (id: number, page: number) => api.get(`/DocumentOcr/${id}/page/${page}`, ocrPage);

export const ocrPageQueryOptions = (id: number, page: number, version: string) =>
  queryOptions({
    queryKey: [...documentKey(id), 'ocr', page, version],
    queryFn: () => getOcrPage(id, page),
    staleTime: Infinity,
    meta: { silent: true },
  });

export const useOcrPage = (id: number, page: number, version: string, enabled: boolean) =>
  useQuery({ ...ocrPageQueryOptions(id, page, version), enabled });
