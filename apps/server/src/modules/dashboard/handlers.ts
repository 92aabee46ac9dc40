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
export const dashboardHandlers = ({ db }: AppContext) =>
  ({
    getDashboardStats: async ({ tenant, query }) => dashboardStats(db, tenant, query),
    getPaymentStatusCounts: async ({ tenant, query }) => paymentStatusCounts(db, tenant, query.documentTypeId),
    listDocumentsInStatus: async ({ tenant, query }) => documentsInStatus(db, tenant, query),
    listNotReturnedDivisionOrders: async ({ tenant, query }) => notReturnedDivisionOrders(db, tenant, query),
    getOwnerDocReceivedCounts: async ({ tenant, query }) => ownerDocDailyCounts(db, tenant, 'receiver', query.days),
    getOwnerDocSentCounts: async ({ tenant, query }) => ownerDocDailyCounts(db, tenant, 'sender', query.days),
  }) satisfies ApiHandlers;
