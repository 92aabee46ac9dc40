import { randomUUID } from 'node:crypto';
import {
  Discarded,
  invoicePaymentKeys,
  RouteStatus,
  routeStatusNames,
  statusNameOf,
  WebhookEventType,
  type DocumentTemplateId,
  type RouteStatusId,
  type TransitionAction,
  type WebhookEvent,
  type WebhookEventTypeValue,
} from '@docvue/contracts';
import type { CheckedDocument } from '../access/documents.js';
import type { Queryable } from '../db/client.js';
import { numberKeyOf } from '../document-index/fields.js';
import { companiesWithEndpoints, documentValue, insertDeliveries, subscribedEndpoints } from './repository.js';

/** An event before it is addressed: what happened, without the receiving company, id and time. */
type Unaddressed = WebhookEvent extends infer E
  ? E extends WebhookEvent
    ? Omit<E, 'id' | 'createdAt' | 'companyId'>
    : never
  : never;

/**
 * Stores a delivery of `event` for every endpoint of `companyId` that chose its type, in the
 * caller's transaction (docs/design.md §8). Raised from the two places every change passes: the
 * status machine (document events) and `notifyCompany` (notifications).
 */
export async function raiseWebhookEvent(tx: Queryable, companyId: number, event: Unaddressed): Promise<void> {
  const endpoints = await subscribedEndpoints(tx, [companyId], event.type);
  if (endpoints.length === 0) return;
  const full = { id: randomUUID(), createdAt: new Date().toISOString(), companyId, ...event } as WebhookEvent;
  const body = JSON.stringify(full);
  await insertDeliveries(
    tx,
    endpoints.map((e) => ({
      endpointId: e.id,
      companyId,
      active: e.status === 'active',
      eventId: full.id,
      eventType: full.type,
      body,
    })),
  );
}

/** A notification raised for a company's people, told to its ERP in the same words. */
export async function raiseNotificationEvent(
  tx: Queryable,
  n: { companyId: number; sourceCompanyId: number | null; title: string; message: string; documentId: number | null },
) {
  const having = await companiesWithEndpoints(tx, [n.companyId]);
  if (!having.has(n.companyId)) return;
  await raiseWebhookEvent(tx, n.companyId, {
    type: WebhookEventType.Notification,
    data: {
      title: n.title,
      message: n.message,
      documentId: n.documentId,
      sourceCompanyId: n.sourceCompanyId,
    },
  });
}

/**
 * The events of one move of the status machine, to both companies that see the document: its
 * status changed; to the receiver, that it arrived (publish); to the sender, that it was
 * rejected with the reason, or a division order came back signed or not. One query when
 * neither company has an endpoint (most moves).
 */
export async function raiseDocumentEvents(tx: Queryable, move: DocumentMove): Promise<void> {
  await raiseDocumentEventsOfMoves(tx, [move]);
}

/** One move of one document, as the status machine made it. */
export interface DocumentMove {
  doc: CheckedDocument;
  action: TransitionAction;
  from: number | null;
  to: RouteStatusId | typeof Discarded;
  note?: string;
}

/**
 * The batch form of raiseDocumentEvents (the status machine's batch of moves): one query for
 * the companies with endpoints of all the moves, then each move's events as one move raises them.
 */
export async function raiseDocumentEventsOfMoves(tx: Queryable, moves: readonly DocumentMove[]): Promise<void> {
  const companies = new Set<number>();
  for (const { doc } of moves) {
    companies.add(doc.senderCompanyId);
    if (doc.receiverCompanyId !== null) companies.add(doc.receiverCompanyId);
  }
  const having = await companiesWithEndpoints(tx, [...companies]);
  if (having.size === 0) return;
  for (const move of moves) await raiseMoveEvents(tx, move, having);
}

async function raiseMoveEvents(tx: Queryable, move: DocumentMove, withEndpoints: Set<number>): Promise<void> {
  const { doc } = move;
  const having = new Set(
    [doc.senderCompanyId, ...(doc.receiverCompanyId !== null ? [doc.receiverCompanyId] : [])].filter((c) =>
      withEndpoints.has(c),
    ),
  );
  if (having.size === 0) return;
  const key = numberKeyOf[doc.templateId as DocumentTemplateId];
  const documentNumber = key ? await documentValue(tx, doc.id, key) : null;
  const data = {
    documentId: doc.id,
    documentTypeId: doc.templateId,
    documentNumber,
    senderCompanyId: doc.senderCompanyId,
    receiverCompanyId: doc.receiverCompanyId,
    fromStatusId: move.from,
    fromStatus: statusNameOf(move.from as RouteStatusId | null),
    toStatusId: move.to === Discarded ? null : move.to,
    toStatus: move.to === Discarded ? 'Cancelled' : routeStatusNames[move.to],
  };
  const raise = async (companyId: number | null, type: WebhookEventTypeValue, event: Unaddressed) => {
    if (companyId !== null && having.has(companyId) && event.type === type)
      await raiseWebhookEvent(tx, companyId, event);
  };
  // Paid: the payment the invoice now carries (issue 40; Mark Paid writes it before the move).
  const payment =
    move.to === RouteStatus.Paid
      ? {
          payment: {
            date: await documentValue(tx, doc.id, invoicePaymentKeys.date),
            amount: await documentValue(tx, doc.id, invoicePaymentKeys.amount),
            reference: await documentValue(tx, doc.id, invoicePaymentKeys.reference),
          },
        }
      : {};
  for (const companyId of having) {
    await raise(companyId, WebhookEventType.DocumentStatusChanged, {
      type: WebhookEventType.DocumentStatusChanged,
      data: { ...data, ...payment },
    });
  }
  if (move.action === 'publish') {
    await raise(doc.receiverCompanyId, WebhookEventType.DocumentReceived, {
      type: WebhookEventType.DocumentReceived,
      data,
    });
  }
  if (move.to === RouteStatus.Rejected) {
    await raise(doc.senderCompanyId, WebhookEventType.DocumentRejected, {
      type: WebhookEventType.DocumentRejected,
      data: { ...data, reason: move.note ?? '' },
    });
  }
  if (move.to === RouteStatus.Returned) {
    await raise(doc.senderCompanyId, WebhookEventType.DocumentReturned, {
      type: WebhookEventType.DocumentReturned,
      // The signing module says how it came back in the move's note: 'signed', or 'unsigned (…)'.
      data: { ...data, signed: move.note === 'signed' },
    });
  }
}
