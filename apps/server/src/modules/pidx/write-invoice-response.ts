import { invoicePaymentKeys, RouteStatus, type DocumentResponse, type RejectionReasonCode } from '@docvue/contracts';
import type { PidxStatus } from './invoice-model.js';
import { outputNamespace } from './dialects.js';
import { amount, money, writtenPartners } from './write-invoice.js';
import { always, el, writeXml, type Node } from './xml-writer.js';

/** Where each AR invoice field is in a PIDX Invoice: the pointer (XPath) of a rejection that names it. */
export const fieldPointers: Record<string, string> = {
  invoiceNumber: '/Invoice/InvoiceProperties/InvoiceNumber',
  invoiceDate: '/Invoice/InvoiceProperties/InvoiceDate',
  serviceDate: "/Invoice/InvoiceProperties/ServiceDateTime[@dateTypeIndicator='ServicePeriodStart']",
  dueDate: "/Invoice/InvoiceProperties/ServiceDateTime[@dateTypeIndicator='InvoiceDueDate']",
  poNumber: '/Invoice/InvoiceProperties/PurchaseOrderInformation/PurchaseOrderNumber',
  fieldTicketNumber: '/Invoice/InvoiceProperties/FieldTicketInformation/FieldTicketNumber',
  afe: "/Invoice/InvoiceProperties/ReferenceInformation[@referenceInformationIndicator='AFENumber']",
  paymentTerms: '/Invoice/InvoiceProperties/PaymentTerms',
  remarks: '/Invoice/InvoiceProperties/Comment',
  invoiceTotal: '/Invoice/InvoiceSummary/InvoiceTotal/MonetaryAmount',
};
/** The pointers the product wrote before its Invoice followed the schema (issue 41), still read. */
const earlierPointers: Record<string, string> = {
  '/Invoice/InvoiceProperties/ServiceDateTime': 'serviceDate',
  '/Invoice/InvoiceProperties/InvoiceDueDate': 'dueDate',
};
export const fieldOfPointer = (pointer: string) =>
  Object.entries(fieldPointers).find(([, p]) => p === pointer)?.[0] ??
  earlierPointers[pointer] ??
  pointer.split('/').pop()!;

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
 * The receiver's latest decision on an AR invoice as a PIDX 1.62 InvoiceResponse (issue 29), in
 * the schema's order (issue 41): the status at header and line, the reason code with a pointer
 * (XPath) to each field it names, the spec's free-text reason as the comment; the invoice it
 * answers in InvoiceInformation. The intake reads it back to the same decision.
 *
 * Each line of the invoice is answered (the schema needs one at least): on a rejection that names
 * lines, those are Reject and the others Accept; on Accept or Pending every line says so; on a
 * rejection of the whole invoice the lines carry their number only, the header's Reject answers
 * them. More of the decision (a payment, a change asked for) has its places in the schema's
 * sequence: PaymentTerms before the Comment, ChangeDescription on a line, DiscountedAmountDue
 * in the summary.
 */
export function writeInvoiceResponse(doc: DocumentResponse): string {
  const value = (key: string) => doc.metadata.find((m) => m.key === key)?.value ?? undefined;
  const { status, said } = statusOf(doc);
  const rejection = status === 'Reject' ? doc.rejection : null;
  const reasonCode: RejectionReasonCode | undefined =
    status === 'Reject' ? (rejection?.reasonCode ?? 'Other') : undefined;
  const reason = (pointer?: string) =>
    el('InvoiceResponseReason', [el('ResponseReasonCode', reasonCode), el('ResponseReasonCodeXPath', pointer)]);
  const pointers = (rejection?.fields ?? []).map((f) => fieldPointers[f] ?? `/Invoice/InvoiceProperties/${f}`);
  const number = value('invoiceNumber');
  const payment =
    doc.routeStatusId === RouteStatus.Paid
      ? {
          date: value(invoicePaymentKeys.date),
          amount: money(value(invoicePaymentKeys.amount)),
          reference: value(invoicePaymentKeys.reference),
        }
      : undefined;

  const properties = always('InvoiceResponseProperties', [
    // The response's own number: the invoice's and the decision's.
    always('InvoiceResponseNumber', `${number ?? doc.id}-${status}`),
    always('StatusCode', status),
    ...(reasonCode ? (pointers.length ? pointers.map(reason) : [reason()]) : []),
    // The day of the decision: the document changes with it.
    always('InvoiceResponseDate', new Date(doc.updatedAt).toISOString().slice(0, 10)),
    ...writtenPartners(doc),
    always('InvoiceInformation', [always('InvoiceNumber', number), el('InvoiceDate', value('invoiceDate'))]),
    payment ? paymentReference(payment) : undefined,
    el('Comment', status === 'Reject' ? (doc.rejectionReason ?? undefined) : payment ? paymentSaid(payment) : said),
  ]);

  const named = new Set(rejection?.lines ?? []);
  const lineCount = Math.max(doc.lineItems.length, ...named, 1);
  const lines = Array.from({ length: lineCount }, (_, i) => {
    const n = i + 1;
    const lineStatus = named.size ? (named.has(n) ? 'Reject' : 'Accept') : status === 'Reject' ? undefined : status;
    return always('InvoiceResponseLineItem', [
      always('LineItemNumber', String(n)),
      el('StatusCode', lineStatus),
      lineStatus === 'Reject' ? reason() : undefined,
    ]);
  });
  const summary = always('InvoiceResponseSummary', [
    el('TotalLineItems', String(doc.lineItems.length)),
    amount('InvoiceTotal', money(value('invoiceTotal'))),
  ]);
  const root: Node = {
    name: 'InvoiceResponse',
    children: [properties, always('InvoiceResponseDetails', lines), summary],
  };
  return writeXml(root, {
    'xmlns:pidx': outputNamespace,
    'pidx:transactionPurposeIndicator': 'Original',
    'pidx:version': '1.62',
  });
}

type Payment = { date?: string; amount?: string; reference?: string };

/**
 * A payment in an InvoiceResponse (issue 40). The 1.61 schema has no element for a payment made, so
 * it is said where the schema lets a response name a reference: a ReferenceInformation of type
 * Other whose number is the payment's reference (a check or an ACH trace number) and whose
 * description gives its date and amount, in that fixed form; the Comment says the same in words.
 */
function paymentReference(p: Payment): Node {
  return always(
    'ReferenceInformation',
    [el('ReferenceNumber', p.reference), always('Description', paymentDescription(p))],
    {
      referenceInformationIndicator: 'Other',
    },
  );
}
const paymentDescription = (p: Payment) =>
  ['Payment', p.date && `date ${p.date}`, p.amount && `amount ${p.amount}`].filter(Boolean).join('; ');
const paymentSaid = (p: Payment) =>
  `Paid${p.date ? ` on ${p.date}` : ''}${p.amount ? `: ${p.amount}` : ''}${p.reference ? ` (reference ${p.reference})` : ''}`;
