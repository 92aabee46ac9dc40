import { dashboardStatsResponse, type DocumentTemplateId } from '@docvue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The company's documents of one template sent per month over the last year (`/documentroute/stats`). */
export const getDashboardStats = (documentTypeId: DocumentTemplateId) =>
  api.get('/documentroute/stats', dashboardStatsResponse, { query: { documentTypeId } });

export const dashboardStatsQueryOptions = (documentTypeId: DocumentTemplateId) =>
  queryOptions({
    queryKey: ['dashboard', 'stats', documentTypeId],
    queryFn: () => getDashboardStats(documentTypeId),
    // Each panel says itself when its figures cannot be loaded.
    meta: { silent: true },
  });

export const useSentByMonth = (documentTypeId: DocumentTemplateId) =>
  useQuery({ ...dashboardStatsQueryOptions(documentTypeId), select: (stats) => stats.documentsByMonth });
