import { asc, desc, eq, and, inArray, sql, type SQL } from 'drizzle-orm';
import type { CheckedDocument, VisibleDocument } from '../access/documents.js';
import type { Queryable } from '../db/client.js';
import { insertJsonRows } from '../db/json-rows.js';
import { documentHistory, documents } from '../db/schema/index.js';
import { firstBrokenEntry, historyHash } from './chain.js';

export type HistoryRow = typeof documentHistory.$inferSelect;

export type HistoryCategory = 'Edit' | 'Workflow' | 'Read';

export interface NewHistoryEntry {
  category: HistoryCategory;
  operation: string;
  objectType: string;
  objectName?: string | null;
  objectId?: number | null;
  oldValue?: string | null;
  newValue?: string | null;
  rowNumber?: number | null;
  metadataTypeId?: number | null;
  details?: Record<string, unknown>[] | null;
}

export interface Actor {
  userId: number | null;
  userName: string | null;
  companyId: number | null;
}

/** Background work (OCR, extraction) acts as the product itself. */
export const systemActor: Actor = { userId: null, userName: 'DocVue Exchange', companyId: null };

/**
 * Appends entries to a document's trail inside the caller's transaction. The document row
 * is locked first, so concurrent appends to one document are chained one after the other.
 * The lock is `for no key update`, the one an UPDATE of the row takes: `for update` would also
 * wait for the key-share lock that inserting a file or attachment row of the document holds,
 * and an attachment stored while the OCR job moved its document deadlocked on PostgreSQL.
 */
export async function appendHistory(tx: Queryable, doc: CheckedDocument, actor: Actor, entries: NewHistoryEntry[]) {
  await appendHistories(tx, [{ doc, actor, entries }]);
}

/**
 * The batch form of appendHistory (a statement run's hundred documents at a time): the rows
 * locked, the last links read and the entries inserted in one statement each, chained exactly as
 * one append per document would chain them.
 */
export async function appendHistories(
  tx: Queryable,
  appends: readonly { doc: CheckedDocument; actor: Actor; entries: readonly NewHistoryEntry[] }[],
) {
  const some = appends.filter((a) => a.entries.length > 0);
  if (some.length === 0) return;
  const ids = [...new Set(some.map((a) => a.doc.id))].sort((a, b) => a - b);
  // In id order: two batches locking overlapping documents wait for each other, never deadlock.
  await tx.execute(
    sql`select ${documents.id} from ${documents} where ${inArray(documents.id, ids)} order by ${documents.id} for no key update`,
  );
  const lasts = await tx
    .selectDistinctOn([documentHistory.documentId], {
      documentId: documentHistory.documentId,
      hash: documentHistory.hash,
    })
    .from(documentHistory)
    .where(inArray(documentHistory.documentId, ids))
    .orderBy(documentHistory.documentId, desc(documentHistory.id));
  const prevOf = new Map<number, string | null>(lasts.map((l) => [l.documentId, l.hash]));
  const createdAt = new Date();
  const rows = some.flatMap(({ doc, actor, entries }) => {
    const documentId = doc.id;
    let prevHash = prevOf.get(documentId) ?? null;
    const chained = entries.map((e) => {
      const row = {
        documentId,
        category: e.category,
        operation: e.operation,
        objectType: e.objectType,
        objectName: e.objectName ?? null,
        objectId: e.objectId ?? null,
        oldValue: e.oldValue ?? null,
        newValue: e.newValue ?? null,
        rowNumber: e.rowNumber ?? null,
        metadataTypeId: e.metadataTypeId ?? null,
        userId: actor.userId,
        userName: actor.userName,
        companyId: actor.companyId,
        details: e.details ?? null,
        hasDetails: !!e.details && e.details.length > 0,
        createdAt,
        prevHash,
        hash: '',
      };
      row.hash = historyHash(prevHash, row);
      prevHash = row.hash;
      return row;
    });
    prevOf.set(documentId, prevHash);
    return chained;
  });
  await insertJsonRows(tx, documentHistory, rows);
}

export async function historyOfDocument(db: Queryable, doc: CheckedDocument) {
  return db
    .select()
    .from(documentHistory)
    .where(eq(documentHistory.documentId, doc.id))
    .orderBy(asc(documentHistory.id));
}

export async function historyEntryOfDocument(db: Queryable, doc: VisibleDocument, historyId: number) {
  const [row] = await db
    .select()
    .from(documentHistory)
    .where(and(eq(documentHistory.documentId, doc.id), eq(documentHistory.id, historyId)));
  return row;
}

/** Recomputes the chain; returns the id of the first row that does not match, or null when intact. */
export async function verifyHistoryChain(db: Queryable, doc: CheckedDocument): Promise<number | null> {
  return firstBrokenEntry(await historyOfDocument(db, doc))?.id ?? null;
}

/** The reason of the document's latest rejection, as a subquery (the document screen reads it with its parts). */
export const latestRejectionReasonSql = (documentId: SQL) =>
  sql<string | null>`(select ${documentHistory.newValue} from ${documentHistory}
    where ${documentHistory.documentId} = ${documentId} and ${documentHistory.operation} = 'Rejection Reason'
    order by ${documentHistory.id} desc limit 1)`;

/**
 * The details of the document's latest entry of one operation, as a subquery: the reason code, lines
 * and fields of the latest 'Rejection Reason'; the warnings of the 'PIDX Invoice' it was read from.
 */
export const latestHistoryDetailsSql = (documentId: SQL, operation: string) =>
  sql<Record<string, unknown>[] | null>`(select ${documentHistory.details} from ${documentHistory}
    where ${documentHistory.documentId} = ${documentId} and ${documentHistory.operation} = ${operation}
    order by ${documentHistory.id} desc limit 1)`;

export async function latestRejectionReason(db: Queryable, doc: VisibleDocument): Promise<string | null> {
  const [row] = await db.select({ reason: latestRejectionReasonSql(sql`${doc.id}::int`) }).from(sql`(select 1) as one`);
  return row?.reason ?? null;
}
