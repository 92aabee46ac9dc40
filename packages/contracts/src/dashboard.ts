import { z } from 'zod';
import { paged, wholeNumber } from './common.js';
import { DocumentTemplate, documentTemplateIds, type DocumentTemplateId } from './ids.js';

/** The home dashboard's calls (docs/product/documents.md §2 "Home dashboard", §3 "Dashboard stats"). */

const templateId = (what: string) =>
  wholeNumber()
    .refine(
      (n) => documentTemplateIds.includes(n as DocumentTemplateId),
      `${what} must be a document template id (${documentTemplateIds.join(', ')})`,
    )
    .transform((n) => n as DocumentTemplateId);

export const routeStatusRef = z.object({ id: z.number().int(), name: z.string() });

export const statusCount = z.object({ count: z.number().int(), status: routeStatusRef });
export type StatusCount = z.infer<typeof statusCount>;

/**
 * `GET /documentroute/stats`: over the last `months` months (by the day documents were sent):
 * documents the company sent per month, sent and received per type, sent per current status.
 */
export const dashboardStatsQuery = z.object({
  /** Only this template (93 for the vendor's 'AR Invoices Sent'); all when absent. */
  documentTypeId: templateId('documentTypeId').optional(),
  months: wholeNumber((n) => n.min(1).max(36)).default(12),
});
export const dashboardStatsResponse = z.object({
  /** Every month of the window, oldest first, with zero counts: 'YYYY-MM' (UTC). */
  documentsByMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  /** Documents sent and received per template in the window. */
  documentsByDocType: z.array(
    z.object({
      documentTypeTemplateId: z.number().int(),
      documentTypeName: z.string(),
      sentCount: z.number().int(),
      receivedCount: z.number().int(),
    }),
  ),
  /** The company's documents sent in the window, by current route status. */
  statusCounts: z.array(statusCount),
});
export type DashboardStatsResponse = z.infer<typeof dashboardStatsResponse>;

/**
 * `GET /documentstatus/counts`: 'Payment Status' — the company's sent documents of one template
 * (AR invoices by default) per status Sent 1 … Resubmitted 6, in id order with zeros, so that
 * bar index + 1 is the status id. `side=received`: the ones it received instead (a purchaser's
 * 'AR Invoices Received').
 */
export const statusCountsQuery = z.object({
  documentTypeId: templateId('documentTypeId').default(DocumentTemplate.ArInvoice),
  side: z.enum(['sent', 'received']).default('sent'),
});
export const statusCountsResponse = z.array(statusCount);

/** `GET /documentstatus?documentTypeId=93&documentRouteStatusId=5`: e.g. 'Rejected AR Invoices'. */
export const documentStatusQuery = z.object({
  documentTypeId: templateId('documentTypeId'),
  documentRouteStatusId: wholeNumber((n) => n.min(1).max(9)),
  page: wholeNumber((n) => n.min(1).max(100_000)).default(1),
  pageSize: wholeNumber((n) => n.min(1).max(100)).default(10),
});
export const documentStatusRow = z.object({
  id: z.number().int(),
  documentTypeTemplateId: z.number().int(),
  routeStatusId: z.number().int().nullable(),
  /** The document's number (invoice #, division order #, …). */
  documentNumber: z.string().nullable(),
  /** Same as documentNumber; the name the vendor dashboard uses for invoices. */
  docInvoiceNumber: z.string().nullable(),
  /** The purchaser field of an AR invoice, else the receiving company. */
  docPurchaserName: z.string().nullable(),
  receiverName: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export const documentStatusResponse = paged(documentStatusRow);
export type DocumentStatusResponse = z.infer<typeof documentStatusResponse>;

/** `GET /documentroute/notReturnedDOs`: division orders the company received and has not returned. */
export const notReturnedQuery = z.object({
  page: wholeNumber((n) => n.min(1).max(100_000)).default(1),
  pageSize: wholeNumber((n) => n.min(1).max(100)).default(10),
});
export const notReturnedRow = z.object({
  id: z.number().int(),
  routeStatusId: z.number().int().nullable(),
  docDivisionOrderNumber: z.string().nullable(),
  docOwner: z.string().nullable(),
  senderCompanyName: z.string(),
  sentAt: z.string().nullable(),
});
export const notReturnedResponse = paged(notReturnedRow);
export type NotReturnedResponse = z.infer<typeof notReturnedResponse>;

/**
 * `GET /documentroute/ownerDocReceivedCounts` and `/ownerDocSentCounts`: division orders, 1099s,
 * run statements and owner statements the company received (or sent) per day, every day of
 * the window with zeros, oldest first ('YYYY-MM-DD', UTC, by the day the document was sent).
 */
export const dailyCountsQuery = z.object({
  days: wholeNumber((n) => n.min(1).max(366)).default(30),
});
export const ownerDocDailyCount = z.object({
  day: z.string(),
  divisionOrderCount: z.number().int(),
  _1099Count: z.number().int(),
  runStatementCount: z.number().int(),
  ownerStatementCount: z.number().int(),
});
export const ownerDocDailyCountsResponse = z.array(ownerDocDailyCount);
export type OwnerDocDailyCount = z.infer<typeof ownerDocDailyCount>;
