import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { countOwnerDocsByDay } from './count-owner-docs-by-day.js';
import { getDashboardStats } from './get-dashboard-stats.js';
import { getPaymentStatusCounts } from './get-payment-status-counts.js';
import { listDocumentsInStatus } from './list-documents-in-status.js';
import { listNotReturnedDivisionOrders } from './list-not-returned-division-orders.js';

/** The home dashboard's data; every figure is the caller's company's. */
export const dashboardHandlers = ({ db, dashboardCounts: counts }: AppContext) =>
  ({
    getDashboardStats: async ({ tenant, query }) => getDashboardStats(db, counts, tenant, query),
    getPaymentStatusCounts: async ({ tenant, query }) =>
      getPaymentStatusCounts(
        db,
        counts,
        tenant,
        query.documentTypeId,
        query.side === 'received' ? 'receiver' : 'sender',
      ),
    listDocumentsInStatus: async ({ tenant, query }) => listDocumentsInStatus(db, counts, tenant, query),
    listNotReturnedDivisionOrders: async ({ tenant, query }) =>
      listNotReturnedDivisionOrders(db, counts, tenant, query),
    getOwnerDocReceivedCounts: async ({ tenant, query }) =>
      countOwnerDocsByDay(db, counts, tenant, 'receiver', query.days),
    getOwnerDocSentCounts: async ({ tenant, query }) => countOwnerDocsByDay(db, counts, tenant, 'sender', query.days),
  }) satisfies ApiHandlers;
