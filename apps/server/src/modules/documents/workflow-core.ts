import { RouteStatus, routeStatusNames, type RouteStatusId } from '@docvue/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { companies, documents } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';
import type { TenantContext } from '../../plugins/auth/context.js';
import { appendHistory, type Actor, type NewHistoryEntry } from '../history/repository.js';
import { notifyCompany } from '../notifications/create.js';
import type { DocumentRow } from './visibility.js';

export function actorOf(ctx: TenantContext, userName: string | null): Actor {
  return { userId: ctx.user.userId, userName, companyId: ctx.companyId };
}

/**
 * Moves a document from the status it was checked in to `to`, only if nobody moved it in
 * between (compare-and-set): of two racing requests exactly one wins, the other is told.
 */
export async function moveStatus(
  tx: Queryable,
  doc: DocumentRow,
  to: RouteStatusId,
  set: Partial<typeof documents.$inferInsert> = {},
): Promise<DocumentRow> {
  const from = doc.routeStatusId;
  const rows = await tx
    .update(documents)
    .set({ ...set, routeStatusId: to, updatedAt: new Date() })
    .where(
      and(
        eq(documents.id, doc.id),
        isNull(documents.deletedAt),
        from === null ? isNull(documents.routeStatusId) : eq(documents.routeStatusId, from),
      ),
    )
    .returning();
  if (!rows[0]) throw conflict('The document was changed by someone else in the meantime. Reload it and try again.');
  return rows[0];
}

export const statusName = (s: number | null) => (s === null ? 'New' : routeStatusNames[s as RouteStatusId]);

/** A workflow history entry for a status change, plus any extra entries, in the same transaction. */
export async function recordStatusChange(
  tx: Queryable,
  doc: DocumentRow,
  to: RouteStatusId,
  actor: Actor,
  extra: NewHistoryEntry[] = [],
) {
  await appendHistory(tx, doc.id, actor, [
    {
      category: 'Workflow',
      operation: routeStatusNames[to],
      objectType: 'Document',
      objectName: 'Route Status',
      objectId: doc.id,
      oldValue: statusName(doc.routeStatusId),
      newValue: routeStatusNames[to],
    },
    ...extra,
  ]);
}

/** Tells the other side's users what happened, naming the document and the acting company. */
export async function notifyOtherSide(tx: Queryable, doc: DocumentRow, actingCompanyId: number, title: string) {
  const otherCompanyId = doc.senderCompanyId === actingCompanyId ? doc.receiverCompanyId : doc.senderCompanyId;
  if (otherCompanyId === null) return;
  const [acting] = await tx
    .select({ name: companies.legalName })
    .from(companies)
    .where(eq(companies.id, actingCompanyId));
  await notifyCompany(tx, {
    companyId: otherCompanyId,
    sourceCompanyId: actingCompanyId,
    title,
    message: `${acting?.name ?? 'A trading partner'}: ${doc.fileName} is now ${title.toLowerCase()}.`,
    documentId: doc.id,
  });
}

/** Received is set the first time anyone of the receiving company opens a sent document. */
export async function receiveIfFirstOpen(db: Database, doc: DocumentRow, ctx: TenantContext, userName: string | null) {
  if (doc.routeStatusId !== RouteStatus.Sent || doc.receiverCompanyId !== ctx.companyId || ctx.user.isGlobal) {
    return doc;
  }
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(documents)
      .set({ routeStatusId: RouteStatus.Received, updatedAt: new Date() })
      .where(and(eq(documents.id, doc.id), eq(documents.routeStatusId, RouteStatus.Sent)))
      .returning();
    // Someone else of the company opened it first: they recorded it.
    if (!rows[0]) return doc;
    await recordStatusChange(tx, doc, RouteStatus.Received, actorOf(ctx, userName));
    await notifyOtherSide(tx, doc, ctx.companyId, 'Received');
    return rows[0];
  });
}
