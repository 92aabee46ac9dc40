import { api, type DocumentTemplateId } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** The company's documents of one template sent per month over the last year (`/documentroute/stats`). */
export const useSentByMonth = (documentTypeId: DocumentTemplateId) =>
  useQuery({
    ...callQuery(api.getDashboardStats, { query: { documentTypeId } }),
    // Each panel says itself when its figures cannot be loaded.
    meta: { silent: true },
    select: (stats) => stats.documentsByMonth,
  });
