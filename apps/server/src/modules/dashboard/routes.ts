import {
  dailyCountsQuery,
  dashboardStatsQuery,
  dashboardStatsResponse,
  documentStatusQuery,
  documentStatusResponse,
  notReturnedQuery,
  notReturnedResponse,
  ownerDocDailyCountsResponse,
  statusCountsQuery,
  statusCountsResponse,
} from '@docvue/contracts';
import { typed, type RouteModule } from '../../lib/zod-app.js';
import { tenantOf } from '../../plugins/auth/index.js';
import {
  dashboardStats,
  documentsInStatus,
  notReturnedDivisionOrders,
  ownerDocDailyCounts,
  paymentStatusCounts,
} from './service.js';

const tags = ['dashboard'];

/** The home dashboard's data (documents spec §2 "Home dashboard"); every figure is the caller's company's. */
export const dashboardRoutes: RouteModule = (app, { db }) => {
  const r = typed(app);

  r.get(
    '/documentroute/stats',
    {
      schema: {
        tags,
        description:
          "Over the last `months` months (default 12, by the UTC day documents were sent): documents the company sent per month (every month; documentTypeId=93 for 'AR Invoices Sent'), documents sent and received per type, and sent documents per current route status.",
        querystring: dashboardStatsQuery,
        response: { 200: dashboardStatsResponse },
      },
    },
    async (req) => dashboardStats(db, tenantOf(req), req.query),
  );

  r.get(
    '/documentstatus/counts',
    {
      schema: {
        tags,
        description:
          "'Payment Status': the company's sent documents of one template (default 93, AR invoice) per route status Sent 1 … Resubmitted 6, in id order with zeros (bar index + 1 = status id).",
        querystring: statusCountsQuery,
        response: { 200: statusCountsResponse },
      },
    },
    async (req) => paymentStatusCounts(db, tenantOf(req), req.query.documentTypeId),
  );

  r.get(
    '/documentstatus',
    {
      schema: {
        tags,
        description:
          "The company's sent documents of one template in one route status, newest first ('Rejected AR Invoices': documentTypeId=93&documentRouteStatusId=5), with docInvoiceNumber and docPurchaserName.",
        querystring: documentStatusQuery,
        response: { 200: documentStatusResponse },
      },
    },
    async (req) => documentsInStatus(db, tenantOf(req), req.query),
  );

  r.get(
    '/documentroute/notReturnedDOs',
    {
      schema: {
        tags,
        description:
          "'Unsigned Division Orders': division orders the company received that are not returned yet, newest first, with docDivisionOrderNumber and docOwner.",
        querystring: notReturnedQuery,
        response: { 200: notReturnedResponse },
      },
    },
    async (req) => notReturnedDivisionOrders(db, tenantOf(req), req.query),
  );

  r.get(
    '/documentroute/ownerDocReceivedCounts',
    {
      schema: {
        tags,
        description:
          "'Owner Documents Received' / 'Operator Documents Received': division orders, 1099s, run statements and owner statements the company received per UTC day (every day of the window, default 30).",
        querystring: dailyCountsQuery,
        response: { 200: ownerDocDailyCountsResponse },
      },
    },
    async (req) => ownerDocDailyCounts(db, tenantOf(req), 'receiver', req.query.days),
  );

  r.get(
    '/documentroute/ownerDocSentCounts',
    {
      schema: {
        tags,
        description:
          "'Division Orders Sent': division orders, 1099s, run statements and owner statements the company sent per UTC day (every day of the window, default 30).",
        querystring: dailyCountsQuery,
        response: { 200: ownerDocDailyCountsResponse },
      },
    },
    async (req) => ownerDocDailyCounts(db, tenantOf(req), 'sender', req.query.days),
  );
};
