import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { actorFor } from '../../document-history/actor.js';
import type { NewHistoryEntry } from '../../document-history/repository.js';
import { applyTransition } from '../status-machine/index.js';

export type Decision =
  | { action: 'approve' }
  | { action: 'pay'; paymentDate?: string; reference?: string }
  | { action: 'reject'; reason: string };

/** What the vendor reads of a payment: 'paid on 2026-11-20, reference CHK-1044'. */
function paymentNote(d: { paymentDate?: string; reference?: string }): string | undefined {
  const parts = [
    d.paymentDate ? `paid on ${d.paymentDate}` : undefined,
    d.reference?.trim() ? `reference ${d.reference.trim()}` : undefined,
  ].filter((p) => p !== undefined);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** What a decision records beside the status change, and tells the other side. */
function recordOf(decision: Decision): { note?: string; history: NewHistoryEntry[] } {
  const entry = (name: string, value: string): NewHistoryEntry => ({
    category: 'Workflow',
    operation: name,
    objectType: 'Document',
    objectName: name,
    newValue: value,
  });
  if (decision.action === 'reject') {
    const reason = decision.reason.trim();
    return { note: reason, history: [entry('Rejection Reason', reason)] };
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
  const actor = await actorFor(db, ctx);
  const { note, history } = recordOf(decision);
  await db.transaction((tx) =>
    applyTransition(tx, {
      action: decision.action,
      doc,
      by: { ctx, actor },
      ...(note ? { note } : {}),
      history,
    }),
  );
}
