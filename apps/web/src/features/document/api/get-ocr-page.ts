import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/**
 * The words of one page and their boxes (page units, origin top-left). `version` names the
 * file, so a replaced file's pages are asked for anew.
 */
export const ocrPageQueryOptions = (id: number, page: number, version: string) => {
  const options = callQuery(api.getOcrPage, { params: { id, page } });
  return { ...options, queryKey: [...options.queryKey, version], staleTime: Infinity, meta: { silent: true } };
};

export const useOcrPage = (id: number, page: number, version: string, enabled: boolean) =>
  useQuery({ ...ocrPageQueryOptions(id, page, version), enabled });
