import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documentReads } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { TenantContext } from '../../plugins/auth/context.js';
import { appendHistory, latestRejectionReason } from '../history/repository.js';
import { displayNameOf } from '../users/names.js';
import { presentDocument } from './presenter.js';
import { loadDocumentParts } from './repository.js';
import { findVisibleDocument } from './visibility.js';
import { actorOf, receiveIfFirstOpen } from './workflow-core.js';

export const documentNotFound = () => notFound('The document');

/** A document the caller's company may see, or 404 — the way every document route starts. */
export async function requireVisibleDocument(db: Database, ctx: TenantContext, documentId: number) {
  const found = await findVisibleDocument(db, ctx.companyId, documentId);
  if (!found) throw documentNotFound();
  return found;
}

/** Opens a document: the receiver's first open marks it Received. */
export async function getDocument(db: Database, ctx: TenantContext, documentId: number) {
  const found = await requireVisibleDocument(db, ctx, documentId);
  const doc = await receiveIfFirstOpen(db, found.doc, ctx, await displayNameOf(db, ctx.user.userId));
  const [parts, rejectionReason] = await Promise.all([
    loadDocumentParts(db, doc, ctx.user.userId),
    latestRejectionReason(db, doc.id),
  ]);
  return presentDocument(doc, found.side, ctx, parts, { rejectionReason });
}

/** Read state is per user; the first view of each user is recorded in the Views history. */
export async function markRead(db: Database, ctx: TenantContext, documentId: number) {
  const { doc } = await requireVisibleDocument(db, ctx, documentId);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(documentReads)
      .values({ documentId: doc.id, userId: ctx.user.userId })
      .onConflictDoNothing()
      .returning({ documentId: documentReads.documentId });
    if (inserted.length > 0) {
      await appendHistory(tx, doc.id, actorOf(ctx, await displayNameOf(tx, ctx.user.userId)), [
        { category: 'Read', operation: 'Viewed', objectType: 'Document', objectId: doc.id, objectName: doc.fileName },
      ]);
    }
  });
}

export async function isRead(db: Database, documentId: number, userId: number) {
  const rows = await db
    .select()
    .from(documentReads)
    .where(and(eq(documentReads.documentId, documentId), eq(documentReads.userId, userId)));
  return rows.length > 0;
}
