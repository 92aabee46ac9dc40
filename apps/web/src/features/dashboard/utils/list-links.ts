import { DocumentTemplate, type RouteStatusId } from '@docvue/contracts';

/**
 * The document list of a template, optionally in one route status: `/documentlist/{template id}`
 * with `documentRouteStatusId` as docs/product/documents.md §2 names the route's query (the list page reads the same).
 */
export function documentListPath(templateId: number, routeStatusId?: RouteStatusId | number): string {
  const path = `/documentlist/${templateId}`;
  return routeStatusId ? `${path}?documentRouteStatusId=${routeStatusId}` : path;
}

/** 'Payment Status': clicking a bar opens the AR invoice list filtered by status = bar index + 1 (docs/product/documents.md §2). */
export const paymentStatusBarPath = (barIndex: number) => documentListPath(DocumentTemplate.ArInvoice, barIndex + 1);
