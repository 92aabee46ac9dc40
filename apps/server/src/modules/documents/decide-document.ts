import { centsToDecimal, toCents, type RejectionReasonCode } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument, type VisibleDocument } from '../../access/documents.js';
import type { Database, Queryable } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { actorFor } from '../../document-history/actor.js';
import type { NewHistoryEntry } from '../../document-history/repository.js';
import { refreshDocumentSearch } from '../../document-index/repository.js';
import { ArInvoiceKeys } from '../document-types/index.js';
import { applyTransition } from '../status-machine/index.js';
import { loadDocumentParts, type DocumentParts } from './repository.js';
import { upsertValue } from './save-repository.js';

export type Decision =
  | { action: 'approve' }
  | { action: 'pay'; paymentDate?: string; reference?: string; amount?: string }
  | { action: 'reject'; reason: string; reasonCode?: RejectionReasonCode; lines?: number[]; fields?: string[] };

/** What the vendor reads of a payment: 'paid on 2026-11-20, reference CHK-1044'. */
function paymentNote(d: { paymentDate?: string; reference?: string }): string | undefined {
  const parts = [
    d.paymentDate ? `paid on ${d.paymentDate}` : undefined,
    d.reference?.trim() ? `reference ${d.reference.trim()}` : undefined,
  ].filter((p) => p !== undefined);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/**
 * A structured rejection (issue 29) keeps its reason code, lines and fields as the details of its
 * history entry: in the hash chain with the reason, read with it. Without a code it is the spec's
 * rejection; lines or fields without a code are 'Other'.
 */
function structuredDetails(d: Extract<Decision, { action: 'reject' }>): Record<string, unknown>[] | undefined {
  const lines = [...new Set(d.lines ?? [])].sort((a, b) => a - b);
  const fields = [...new Set(d.fields ?? [])];
  if (!d.reasonCode && lines.length === 0 && fields.length === 0) return undefined;
  return [{ reasonCode: d.reasonCode ?? 'Other', lines, fields }];
}

/** What a decision records beside the status change, and tells the other side. */
function recordOf(decision: Decision): { note?: string; history: NewHistoryEntry[] } {
  const entry = (name: string, value: string, details?: Record<string, unknown>[]): NewHistoryEntry => ({
    category: 'Workflow',
    operation: name,
    objectType: 'Document',
    objectName: name,
    newValue: value,
    ...(details ? { details } : {}),
  });
  if (decision.action === 'reject') {
    const reason = decision.reason.trim();
    return { note: reason, history: [entry('Rejection Reason', reason, structuredDetails(decision))] };
  }
  if (decision.action === 'pay') {
    const note = paymentNote(decision);
    return note ? { note, history: [entry('Payment', note)] } : { history: [] };
  }
  return { history: [] };
}

/**
 * Receiver decisions on an AR invoice: approve; mark paid, with the payment date and reference when
 * given; reject with a reason.
 */
export async function decideDocument(db: Database, ctx: TenantContext, documentId: number, decision: Decision) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  if (decision.action === 'reject' && !decision.reason.trim()) throw badRequest('A reason is required');
  if (decision.action === 'reject') await requireKnownLinesAndFields(db, doc, ctx.user.userId, decision);
  const actor = await actorFor(db, ctx);
  const { note, history } = recordOf(decision);
  const payment = decision.action === 'pay' ? paymentFields(await loadDocumentParts(db, doc, null), decision) : [];
  await db.transaction(async (tx) => {
    // Before the move: its webhook event carries the payment (webhook-events/raise.ts).
    await writePayment(tx, doc, payment);
    await applyTransition(tx, {
      action: decision.action,
      doc,
      by: { ctx, actor },
      ...(note ? { note } : {}),
      history,
    });
    if (payment.length > 0) await refreshDocumentSearch(tx, doc);
  });
}

/** Today's date where the payment is recorded, as the contracts' payBody bounds it (UTC). */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The payment as fields of the invoice (issue 40: both sides see it on the invoice, in its list
 * row and its exports): the date paid (the day it was marked when not said), the amount (the
 * invoice total when not said) and the reference. Only types with the fields (the AR invoice,
 * server `document-types/templates/ar-invoice.ts`) carry them.
 */
function paymentFields(parts: DocumentParts, d: { paymentDate?: string; reference?: string; amount?: string }) {
  const K = ArInvoiceKeys;
  const idOf = (key: string) => parts.definitions.find((f) => f.key === key)?.id;
  const valueOf = (key: string) => parts.values.find((v) => v.definitionId === idOf(key))?.value ?? null;
  const cents = toCents(d.amount ?? valueOf(K.invoiceTotal));
  const fields: [string, string | null][] = [
    [K.paidDate, d.paymentDate ?? today()],
    [K.paidAmount, cents === null ? null : centsToDecimal(cents)],
    [K.paymentReference, d.reference?.trim() || null],
  ];
  return fields.flatMap(([key, value]) => {
    const definitionId = idOf(key);
    return definitionId === undefined ? [] : [{ definitionId, value }];
  });
}

async function writePayment(tx: Queryable, doc: VisibleDocument, fields: ReturnType<typeof paymentFields>) {
  for (const f of fields) await upsertValue(tx, doc.id, { ...f, autoExtracted: false, lookupValueId: null });
}

/** The lines and fields a rejection names must be the document's: a wrong number is the caller's mistake, said. */
async function requireKnownLinesAndFields(
  db: Database,
  doc: VisibleDocument,
  userId: number,
  d: { lines?: number[] | undefined; fields?: string[] | undefined },
) {
  if (!d.lines?.length && !d.fields?.length) return;
  const parts = await loadDocumentParts(db, doc, userId);
  const missingLine = d.lines?.find((n) => n > parts.lines.length);
  if (missingLine !== undefined) {
    throw badRequest(`lines: the document has no line ${missingLine} (it has ${parts.lines.length}).`);
  }
  const keys = new Set(parts.definitions.map((f) => f.key));
  const unknown = d.fields?.find((k) => !keys.has(k));
  if (unknown !== undefined) throw badRequest(`fields: ${unknown} is not a field of this document.`);
}
