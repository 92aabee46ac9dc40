import { RouteStatus, type DocumentResponse, type RejectionReasonCode } from '@docvue/contracts';
import type { PidxStatus } from './invoice-model.js';
import { outputNamespace } from './dialects.js';
import { el, writeXml, type Node } from './xml-writer.js';

/** Where each AR invoice field is in a PIDX Invoice: the pointer (XPath) of a rejection that names it. */
export const fieldPointers: Record<string, string> = {
  invoiceNumber: '/Invoice/InvoiceProperties/InvoiceNumber',
  invoiceDate: '/Invoice/InvoiceProperties/InvoiceDate',
  serviceDate: '/Invoice/InvoiceProperties/ServiceDateTime',
  dueDate: '/Invoice/InvoiceProperties/InvoiceDueDate',
  poNumber: '/Invoice/InvoiceProperties/PurchaseOrderInformation/PurchaseOrderNumber',
  fieldTicketNumber: '/Invoice/InvoiceProperties/FieldTicketInformation/FieldTicketNumber',
  afe: "/Invoice/InvoiceProperties/ReferenceInformation[@referenceInformationIndicator='AFENumber']",
  paymentTerms: '/Invoice/InvoiceProperties/PaymentTerms',
  remarks: '/Invoice/InvoiceProperties/Comment',
  invoiceTotal: '/Invoice/InvoiceSummary/InvoiceTotal/MonetaryAmount',
};
export const fieldOfPointer = (pointer: string) =>
  Object.entries(fieldPointers).find(([, p]) => p === pointer)?.[0] ?? pointer.split('/').pop()!;

/** The decision the document's status says: Rejected is Reject; Received, Approved and Paid Accept; Sent Pending. */
function statusOf(doc: DocumentResponse): { status: PidxStatus; said: string } {
  switch (doc.routeStatusId) {
    case RouteStatus.Rejected:
      return { status: 'Reject', said: 'Rejected' };
    case RouteStatus.Received:
    case RouteStatus.Approved:
    case RouteStatus.Paid:
      return { status: 'Accept', said: doc.routeStatus!.name };
    default:
      return { status: 'Pending', said: doc.routeStatus?.name ?? 'Pending' };
  }
}

/**
 * The receiver's latest decision on an AR invoice as a PIDX 1.62 InvoiceResponse (issue 29):
 * status at header and line, the reason code, the pointers (XPath) to the fields it names, the
 * spec's free-text reason as the comment. The intake reads it back to the same decision.
 */
export function writeInvoiceResponse(doc: DocumentResponse): string {
  const value = (key: string) => doc.metadata.find((m) => m.key === key)?.value ?? undefined;
  const { status, said } = statusOf(doc);
  const rejection = status === 'Reject' ? doc.rejection : null;
  const reasonCode: RejectionReasonCode | undefined =
    status === 'Reject' ? (rejection?.reasonCode ?? 'Other') : undefined;
  const properties = el('InvoiceResponseProperties', [
    el('InvoiceNumber', value('invoiceNumber')),
    el('InvoiceDate', value('invoiceDate')),
    el('InvoiceStatus', status),
    el('ReasonCode', reasonCode),
    el('PartnerInformation', [el('PartnerName', doc.senderCompany.name)], { 'pidx:partnerRoleIndicator': 'Seller' }),
    el('PartnerInformation', [el('PartnerName', doc.receiverCompany?.name)], { 'pidx:partnerRoleIndicator': 'BillTo' }),
    ...(rejection?.fields ?? []).map((f) => el('ErrorPointer', fieldPointers[f] ?? `/Invoice/InvoiceProperties/${f}`)),
    el('Comment', status === 'Reject' ? (doc.rejectionReason ?? undefined) : said),
  ]);
  const lines = (rejection?.lines ?? []).map((n) =>
    el('InvoiceResponseLineItem', [
      el('LineItemNumber', String(n)),
      el('LineItemStatus', 'Reject'),
      el('ReasonCode', reasonCode),
    ]),
  );
  const root: Node = {
    name: 'InvoiceResponse',
    children: [properties, el('InvoiceResponseDetails', lines)],
  };
  return writeXml(root, { 'xmlns:pidx': outputNamespace, 'pidx:version': '1.62' });
}
