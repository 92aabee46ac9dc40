import { ErrorCode, RouteStatus } from '@docvue/contracts';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../access/context.js';
import { createdByCaller, requireVisibleDocument } from '../../access/documents.js';
import { requireOwnParty } from '../../access/parties.js';
import type { TypeFieldsCache } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { documentFiles, documentLineItems, documentMetadata, documents, ocrPages } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/queue.js';
import { JobKind } from '../../jobs/kinds.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { refreshDocumentSearch } from '../../document-index/repository.js';
import { actorFor } from '../../document-history/actor.js';
import { appendHistory } from '../../document-history/repository.js';
import { applyTransition, requireTransition } from '../status-machine/index.js';
import { getDocument } from './read-service.js';
import { requireValidDocument } from './validation.js';

/** Send: validate, check the recipient is connected, then publish to the receiving company. */
export async function publishDocument(db: Database, ctx: TenantContext, documentId: number) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  const actor = await actorFor(db, ctx);
  requireTransition('publish', doc, { ctx, actor });
  if (!doc.receivingPartyId) throw badRequest('Choose who receives this document before sending it.');
  const party = await requireOwnParty(db, ctx, doc.receivingPartyId, 'The receiving party');
  if (party.connectedCompanyId === null) {
    throw new AppError(
      ErrorCode.PartyNotConnected,
      `${party.name} is not connected to you on the exchange network yet, so documents cannot be sent to them. Invite them to the network from Parties.`,
    );
  }
  await requireValidDocument(db, doc, ctx.user.userId);
  await db.transaction((tx) =>
    applyTransition(tx, {
      action: 'publish',
      doc,
      by: { ctx, actor },
      set: { receiverCompanyId: party.connectedCompanyId, sentAt: new Date() },
    }),
  );
}

/** Receiver decisions on an AR invoice: approve, mark paid, reject with a reason. */
export async function decideDocument(
  db: Database,
  ctx: TenantContext,
  documentId: number,
  action: 'approve' | 'pay' | 'reject',
  reason?: string,
) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  if (action === 'reject' && !reason?.trim()) throw badRequest('A reason is required');
  const actor = await actorFor(db, ctx);
  await db.transaction((tx) =>
    applyTransition(tx, {
      action,
      doc,
      by: { ctx, actor },
      ...(action === 'reject' ? { note: reason!.trim() } : {}),
      history:
        action === 'reject'
          ? [
              {
                category: 'Workflow',
                operation: 'Rejection Reason',
                objectType: 'Document',
                objectName: 'Rejection Reason',
                newValue: reason!.trim(),
              },
            ]
          : [],
    }),
  );
}

/** Cancel discards documents that were never sent; all or none. */
export async function cancelDocuments(db: Database, ctx: TenantContext, ids: number[]) {
  const found = await Promise.all(ids.map((id) => requireVisibleDocument(db, ctx, id)));
  const actor = await actorFor(db, ctx);
  for (const doc of found) {
    try {
      requireTransition('cancel', doc, { ctx, actor });
    } catch (err) {
      // All or none: say which of the documents cannot go.
      if (err instanceof AppError && err.code === ErrorCode.InvalidTransition) {
        throw new AppError(err.code, `${doc.fileName}: ${err.message}`);
      }
      throw err;
    }
  }
  await db.transaction(async (tx) => {
    for (const doc of found) await applyTransition(tx, { action: 'cancel', doc, by: { ctx, actor } });
  });
}

/**
 * Resubmit a rejected AR invoice: a new document version with the same metadata and line
 * items, and the replacement file when one was uploaded; the old one becomes Resubmitted
 * and points to the new one, which is the answer.
 */
export async function resubmitDocument(
  db: Database,
  typeFields: TypeFieldsCache,
  ctx: TenantContext,
  documentId: number,
) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  const actor = await actorFor(db, ctx);
  requireTransition('resubmit', doc, { ctx, actor });
  const newVersionId = await db.transaction(async (tx) => {
    const [temp] = await tx
      .select()
      .from(documentFiles)
      .where(and(eq(documentFiles.documentId, doc.id), eq(documentFiles.isTemporary, true)));
    const blobSha256 = temp?.blobSha256 ?? doc.blobSha256;
    const fileName = temp?.fileName ?? doc.fileName;
    const [read] = blobSha256
      ? await tx
          .select({ page: ocrPages.documentPage })
          .from(ocrPages)
          .where(eq(ocrPages.blobSha256, blobSha256))
          .limit(1)
      : [];
    const now = new Date();
    const [created] = await tx
      .insert(documents)
      .values({
        senderCompanyId: doc.senderCompanyId,
        receivingPartyId: doc.receivingPartyId,
        documentTypeId: doc.documentTypeId,
        templateId: doc.templateId,
        // A new version starts as any upload does: Pending when its pages are already read.
        routeStatusId: read ? RouteStatus.Pending : RouteStatus.New,
        fileName,
        blobSha256,
        fileSize: doc.fileSize,
        pageCount: read ? doc.pageCount : null,
        ocrStatus: read ? 'done' : 'queued',
        batchName: doc.batchName,
        uploadedBy: ctx.user.userId,
        previousVersionDocId: doc.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const copy = createdByCaller(created!, ctx);
    if (blobSha256) {
      await tx
        .insert(documentFiles)
        .values({ documentId: copy.id, blobSha256, fileName, createdBy: ctx.user.userId, reason: 'resubmit' });
    }
    const metadata = await tx.select().from(documentMetadata).where(eq(documentMetadata.documentId, doc.id));
    if (metadata.length) await tx.insert(documentMetadata).values(metadata.map((m) => ({ ...m, documentId: copy.id })));
    const lines = await tx.select().from(documentLineItems).where(eq(documentLineItems.documentId, doc.id));
    if (lines.length) await tx.insert(documentLineItems).values(lines.map((l) => ({ ...l, documentId: copy.id })));
    // The new version is found by the copied values (its list row is made by the documents trigger).
    await refreshDocumentSearch(tx, copy);
    if (temp) await tx.delete(documentFiles).where(eq(documentFiles.id, temp.id));
    if (!read) await enqueueJob(tx, JobKind.DocumentOcr, { documentId: copy.id });

    await applyTransition(tx, {
      action: 'resubmit',
      doc,
      by: { ctx, actor },
      set: { latestVersionDocId: copy.id },
      history: [
        {
          category: 'Workflow',
          operation: 'New Version',
          objectType: 'Document',
          objectName: 'Version',
          newValue: String(copy.id),
        },
      ],
    });
    await appendHistory(tx, copy, actor, [
      {
        category: 'Workflow',
        operation: 'Resubmitted From',
        objectType: 'Document',
        objectName: 'Version',
        oldValue: String(doc.id),
        newValue: String(copy.id),
      },
    ]);
    return copy.id;
  });
  return getDocument(db, typeFields, ctx, newVersionId);
}
