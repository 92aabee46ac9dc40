import {
  checkTransition,
  Discarded,
  ErrorCode,
  routeStatusNames,
  statusNameOf,
  transitions,
  type RouteStatusId,
  type Transition,
  type TransitionAction,
  type TransitionSide,
} from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { updatedDocument, type CheckedDocument, type DocumentRow } from '../../access/documents.js';
import { requirePermission } from '../../access/permissions.js';
import type { Transaction } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import {
  appendHistories,
  appendHistory,
  systemActor,
  type Actor,
  type NewHistoryEntry,
} from '../../document-history/repository.js';
import { raiseDocumentEvents, raiseDocumentEventsOfMoves } from '../../webhook-events/raise.js';
import { notifyDocumentEvent } from '../notifications/index.js';
import { setStatusesIfUnchanged, setStatusIfUnchanged } from './repository.js';

/**
 * THE STATUS MACHINE: the only code that changes a document's route status, cancels a document
 * or creates one in a status an upload does not start in (database triggers refuse any other
 * writer, migrations 0007 and 0017). Each move applies the contracts' life-cycle
 * table: the action applies to the template, the caller is on the right side with the table's
 * permission, the status is one it moves from; then, in the caller's transaction, a
 * compare-and-set on that status (of two racing requests exactly one wins), the history entry,
 * the notification of the other side, and the webhook events of both (docs/design.md §8).
 */

/**
 * Who moves the document: a member of a company (with the name history shows); a job acting for
 * a company on what a member asked and the route's permission allowed when it was asked (the
 * statement run its uploader queued: the run's documents are sent by the operator); or the system.
 */
export type Mover = { ctx: TenantContext; actor: Actor } | { forCompany: number; actor: Actor } | 'system';

/** The company a mover acts for; null for the system. */
const companyOf = (by: Mover) => (by === 'system' ? null : 'ctx' in by ? by.ctx.companyId : by.forCompany);

export interface Move<D extends CheckedDocument> {
  action: TransitionAction;
  doc: D;
  by: Mover;
  /** Other columns the same update sets (the receiver on send, the new version on resubmit). */
  set?: Partial<Pick<DocumentRow, 'receiverCompanyId' | 'sentAt' | 'latestVersionDocId'>>;
  /** Entries written after the status change, in the same transaction. */
  history?: NewHistoryEntry[];
  /** Said after the event in the other side's notification (a rejection's reason). */
  note?: string;
  /**
   * When the document moved meanwhile: `conflict` (409, default) for a user's action, `skip`
   * for steps that someone else may already have taken (first open, OCR finished).
   */
  ifMoved?: 'conflict' | 'skip';
}

const movedMeanwhile = () =>
  new AppError(
    ErrorCode.Conflict,
    'The document was changed by someone else in the meantime. Reload it and try again.',
  );

/** Whether the caller may take the action on the document now; throws the reason when not. Writes nothing. */
export function requireTransition(action: TransitionAction, doc: CheckedDocument, by: Mover) {
  const t: Transition = transitions[action];
  if (by !== 'system' && 'ctx' in by && t.permission) requirePermission(by.ctx, t.permission);
  let side: TransitionSide = 'system';
  if (by !== 'system') {
    // A member acts only on a document the gate checked for its company.
    if (!('side' in doc)) throw new Error('applyTransition(): a member moves a VisibleDocument, not a SystemDocument');
    side = doc.side;
  }
  const check = checkTransition(action, doc.routeStatusId as RouteStatusId | null, doc.templateId, side);
  if (!check.ok) throw new AppError(ErrorCode.InvalidTransition, check.reason);
  return check.to;
}

/** The history entry of a move: the new route status, or the cancellation. */
function changeEntry(documentId: number, from: number | null, to: RouteStatusId | typeof Discarded): NewHistoryEntry {
  return to === Discarded
    ? {
        category: 'Workflow',
        operation: 'Cancelled',
        objectType: 'Document',
        objectId: documentId,
        newValue: 'Cancelled',
      }
    : {
        category: 'Workflow',
        operation: routeStatusNames[to],
        objectType: 'Document',
        objectName: 'Route Status',
        objectId: documentId,
        oldValue: statusNameOf(from as RouteStatusId | null),
        newValue: routeStatusNames[to],
      };
}

/** Applies a move; undefined only when `ifMoved: 'skip'` and the document moved meanwhile. */
export async function applyTransition<D extends CheckedDocument>(
  tx: Transaction,
  move: Move<D>,
): Promise<D | undefined> {
  const { action, doc, by } = move;
  const to = requireTransition(action, doc, by);
  const from = doc.routeStatusId;
  const row = await setStatusIfUnchanged(tx, doc, from, to, move.set);
  if (!row) {
    if (move.ifMoved === 'skip') return undefined;
    throw movedMeanwhile();
  }
  const moved = updatedDocument(doc, row);
  const actor = by === 'system' ? systemActor : by.actor;
  const change = changeEntry(doc.id, from, to);
  await appendHistory(tx, moved, actor, [change, ...(move.history ?? [])]);
  const notifies = (transitions[action] as Transition).notifies;
  const company = companyOf(by);
  if (notifies && company !== null) await notifyDocumentEvent(tx, moved, company, notifies, move.note);
  // Every move reaches the webhooks of both companies from here, the one place all moves pass.
  await raiseDocumentEvents(tx, {
    doc: moved,
    action,
    from,
    to,
    ...(move.note !== undefined ? { note: move.note } : {}),
  });
  return moved;
}

/** One document of a batch move, with the columns its update sets (each its own receiver on send). */
export interface BatchMoveItem<D extends CheckedDocument> {
  doc: D;
  set?: Partial<Pick<DocumentRow, 'receiverCompanyId' | 'sentAt'>>;
  history?: NewHistoryEntry[];
}

/**
 * The batch form of applyTransition: one action by one mover on many documents (a statement
 * run's hundred at a time), each checked against the life-cycle table as one move is, then one
 * compare-and-set for all, their history entries, and their webhook events, in the caller's
 * transaction. `notify: false` when the caller tells the other side once for the whole batch
 * itself (a run tells each owner "sent you 3 owner statements": notify-statement-owners.ts)
 * instead of once per document. Throws (409) if any document moved meanwhile: all or none.
 */
export async function applyTransitions<D extends CheckedDocument>(
  tx: Transaction,
  batch: { action: TransitionAction; by: Mover; items: readonly BatchMoveItem<D>[]; notify?: boolean },
): Promise<D[]> {
  const { action, by, items } = batch;
  if (items.length === 0) return [];
  const planned = items.map((item) => ({
    ...item,
    from: item.doc.routeStatusId,
    to: requireTransition(action, item.doc, by),
  }));
  const rows = await setStatusesIfUnchanged(tx, planned);
  if (rows.length !== planned.length) throw movedMeanwhile();
  const rowById = new Map(rows.map((r) => [r.id, r]));
  const moved = planned.map((p) => ({ ...p, doc: updatedDocument(p.doc, rowById.get(p.doc.id)!) }));
  const actor = by === 'system' ? systemActor : by.actor;
  await appendHistories(
    tx,
    moved.map((m) => ({ doc: m.doc, actor, entries: [changeEntry(m.doc.id, m.from, m.to), ...(m.history ?? [])] })),
  );
  const notifies = (transitions[action] as Transition).notifies;
  const company = companyOf(by);
  if (notifies && company !== null && batch.notify !== false) {
    for (const m of moved) await notifyDocumentEvent(tx, m.doc, company, notifies);
  }
  await raiseDocumentEventsOfMoves(
    tx,
    moved.map((m) => ({ doc: m.doc, action, from: m.from, to: m.to })),
  );
  return moved.map((m) => m.doc);
}
