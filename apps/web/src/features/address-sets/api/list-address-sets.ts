import { api, limits } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** `GET /addressset`: all the company's address sets (list size 10000, docs/product/administration.md §9), by name. */
export const useAddressSets = () =>
  useQuery({ ...callQuery(api.listAddressSets, { query: { page: 1, pageSize: limits.orgUnitListPageSize } }) });
