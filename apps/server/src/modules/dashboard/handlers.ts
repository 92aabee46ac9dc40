import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import {
  dashboardStats,
  documentsInStatus,
  notReturnedDivisionOrders,
  ownerDocDailyCounts,
  paymentStatusCounts,
} from './service.js';

/** The home dashboard's data; every figure is the caller's company's. */
export const dashboardHandlers = ({ db, dashboardCounts: counts }: AppContext) =>
  ({
    getDashboardStats: async ({ tenant, query }) => dashboardStats(db, counts, tenant, query),
    getPaymentStatusCounts: async ({ tenant, query }) =>
      paymentStatusCounts(db, counts, tenant, query.documentTypeId, query.side === 'received' ? 'receiver' : 'sender'),
    listDocumentsInStatus: async ({ tenant, query }) => documentsInStatus(db, counts, tenant, query),
    listNotReturnedDivisionOrders: async ({ tenant, query }) => notReturnedDivisionOrders(db, counts, tenant, query),
    getOwnerDocReceivedCounts: async ({ tenant, query }) =>
      ownerDocDailyCounts(db, counts, tenant, 'receiver', query.days),
    getOwnerDocSentCounts: async ({ tenant, query }) => ownerDocDailyCounts(db, counts, tenant, 'sender', query.days),
  }) satisfies ApiHandlers;
