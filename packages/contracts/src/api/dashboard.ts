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
} from '../dashboard.js';
import { paymentHoldsResponse } from '../payment-holds.js';
import { defineRoutes } from './define.js';

const tags = ['dashboard'];
/** The network template a figure is of (AR invoices 93, …): the same for every company. */
const template = { 'query.documentTypeId': 'documentTemplate' } as const;

/** The home dashboard's data (docs/product/documents.md §2 "Home dashboard"); every figure is the caller's company's. */
export const dashboardRoutes = defineRoutes({
  getDashboardStats: {
    method: 'GET',
    path: '/documentroute/stats',
    summary: 'Documents sent per month, sent and received per type, and sent per current status',
    description:
      "Over the last `months` months (default 12, by the UTC day documents were sent); documentTypeId=93 for 'AR Invoices Sent'.",
    tags,
    query: dashboardStatsQuery,
    ids: template,
    response: dashboardStatsResponse,
    reads: 'dashboard',
  },
  getPaymentStatusCounts: {
    method: 'GET',
    path: '/documentstatus/counts',
    summary: "'Payment Status': the company's sent documents of one template per route status Sent 1 … Resubmitted 6",
    description: 'In id order with zeros (bar index + 1 = status id); default template 93, AR invoice.',
    tags,
    query: statusCountsQuery,
    ids: template,
    response: statusCountsResponse,
    reads: 'dashboard',
  },
  listDocumentsInStatus: {
    method: 'GET',
    path: '/documentstatus',
    summary: "The company's sent documents of one template in one route status, newest first",
    description:
      "'Rejected AR Invoices': documentTypeId=93&documentRouteStatusId=5, with docInvoiceNumber and docPurchaserName.",
    tags,
    query: documentStatusQuery,
    ids: template,
    response: documentStatusResponse,
    reads: 'dashboard',
  },
  listNotReturnedDivisionOrders: {
    method: 'GET',
    path: '/documentroute/notReturnedDOs',
    summary: "'Unsigned Division Orders': division orders the company received that are not returned yet",
    tags,
    query: notReturnedQuery,
    response: notReturnedResponse,
    reads: 'dashboard',
  },
  getOwnerDocReceivedCounts: {
    method: 'GET',
    path: '/documentroute/ownerDocReceivedCounts',
    summary: 'Division orders, 1099s, run statements and owner statements the company received per UTC day',
    tags,
    query: dailyCountsQuery,
    response: ownerDocDailyCountsResponse,
    reads: 'dashboard',
  },
  listPaymentHolds: {
    method: 'GET',
    path: '/owner/paymentHolds',
    summary: 'Why each operator holds its payments to the company (an owner): unsigned division orders, W-9, ACH',
    description:
      'Per operator that sent the company a division order or owner statement: each reason with the action that clears it, each unsigned division order checked against the statutory form (Texas §91.402) and the decimals of the statements for its property, and the statutory clock (§91.402–403) from the first sale. Operators with nothing held are left out.',
    tags,
    response: paymentHoldsResponse,
    reads: 'dashboard',
  },
  getOwnerDocSentCounts: {
    method: 'GET',
    path: '/documentroute/ownerDocSentCounts',
    summary: 'Division orders, 1099s, run statements and owner statements the company sent per UTC day',
    tags,
    query: dailyCountsQuery,
    response: ownerDocDailyCountsResponse,
    reads: 'dashboard',
  },
});
