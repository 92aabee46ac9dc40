import { ErrorCode, RouteStatus, validateDocument, type RouteStatusId } from '@docvue/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documentFiles, documentLineItems, documentMetadata, documents, ocrPages } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { requirePermission } from '../../lib/permissions.js';
import type { TenantContext } from '../../plugins/auth/context.js';
import { enqueueJob } from '../../jobs/queue.js';
import { appendHistory } from '../history/repository.js';
import { partyOfCompany } from '../parties/repository.js';
import { refreshDocumentSearch } from '../search/refresh.js';
import { displayNameOf } from '../users/names.js';
import { cancellable, checkTransition, type Action } from '../routing/transitions.js';
import { loadDocumentParts } from './repository.js';
import { documentNotFound, requireVisibleDocument } from './read-service.js';
import { OCR_JOB } from './upload-service.js';
import { actorOf, moveStatus, notifyOtherSide, recordStatusChange } from './workflow-core.js';
import type { DocumentRow, Side } from './visibility.js';

function requireTransition(action: Action, doc: DocumentRow, side: Side): RouteStatusId {
  const check = checkTransition(action, doc.routeStatusId as RouteStatusId | null, doc.templateId, side);
  if (!check.ok) throw badRequest(check.reason, 'invalid_transition');
  return check.to;
}

/** The document's problems before it may leave the company (documents spec §5). */
async function problemsOf(db: Database, doc: DocumentRow, userId: number) {
  const parts = await loadDocumentParts(db, doc, userId);
  const values = Object.fromEntries(
    parts.values.map((v) => [parts.definitions.find((d) => d.id === v.definitionId)?.key ?? '', v.value]),
  );
  return validateDocument({
    templateId: doc.templateId,
    lineItemsEnabled: parts.type.lineItemsEnabled,
    fields: parts.definitions,
    values,
    columns: parts.columns,
    lineItems: parts.lines.map((l) => l.cells),
  });
}

/** Send: validate, check the recipient is connected, then publish to the receiving company. */
export async function publishDocument(db: Database, ctx: TenantContext, documentId: number) {
  requirePermission(ctx, 'workWithDocuments');
  const { doc, side } = await requireVisibleDocument(db, ctx, documentId);
  const to = requireTransition('publish', doc, side);
  if (!doc.receivingPartyId) throw badRequest('Choose who receives this document before sending it.');
  const party = await partyOfCompany(db, ctx.companyId, doc.receivingPartyId);
  if (!party) throw notFound('The receiving party');
  if (party.connectedCompanyId === null) {
    throw new AppError(
      400,
      'party_not_connected',
      `${party.name} is not connected to you on the exchange network yet, so documents cannot be sent to them. Invite them to the network from Parties.`,
    );
  }
  const problems = await problemsOf(db, doc, ctx.user.userId);
  if (problems.length > 0) throw new AppError(400, ErrorCode.Validation, problems.join('\n'));
  const userName = await displayNameOf(db, ctx.user.userId);
  await db.transaction(async (tx) => {
    const sent = await moveStatus(tx, doc, to, { receiverCompanyId: party.connectedCompanyId, sentAt: new Date() });
    await recordStatusChange(tx, doc, to, actorOf(ctx, userName));
    await notifyOtherSide(tx, sent, ctx.companyId, 'Sent');
  });
}

/** Receiver decisions on an AR invoice: approve, mark paid, reject with a reason. */
export async function decideDocument(
  db: Database,
  ctx: TenantContext,
  documentId: number,
  action: 'approve' | 'pay' | 'reject',
  reason?: string,
) {
  requirePermission(ctx, 'workWithDocuments');
  const { doc, side } = await requireVisibleDocument(db, ctx, documentId);
  const to = requireTransition(action, doc, side);
  if (action === 'reject' && !reason?.trim()) throw badRequest('A reason is required');
  const userName = await displayNameOf(db, ctx.user.userId);
  await db.transaction(async (tx) => {
    const moved = await moveStatus(tx, doc, to);
    await recordStatusChange(
      tx,
      doc,
      to,
      actorOf(ctx, userName),
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
    );
    await notifyOtherSide(tx, moved, ctx.companyId, { approve: 'Approved', pay: 'Paid', reject: 'Rejected' }[action]);
  });
}

/** Cancel discards documents that were never sent; all or none. */
export async function cancelDocuments(db: Database, ctx: TenantContext, ids: number[]) {
  requirePermission(ctx, 'workWithDocuments');
  const found = await Promise.all(ids.map((id) => requireVisibleDocument(db, ctx, id)));
  for (const { doc, side } of found) {
    if (side !== 'sender') throw documentNotFound();
    if (
      !cancellable.from.includes(doc.routeStatusId as RouteStatusId | null) ||
      cancellable.exceptTemplates.includes(doc.templateId)
    ) {
      throw badRequest(`${doc.fileName} has been sent or cannot be cancelled.`, 'invalid_transition');
    }
  }
  const userName = await displayNameOf(db, ctx.user.userId);
  await db.transaction(async (tx) => {
    for (const { doc } of found) {
      const rows = await tx
        .update(documents)
        .set({ deletedAt: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(documents.id, doc.id),
            isNull(documents.deletedAt),
            doc.routeStatusId === null
              ? isNull(documents.routeStatusId)
              : eq(documents.routeStatusId, doc.routeStatusId),
          ),
        )
        .returning({ id: documents.id });
      if (rows.length === 0)
        throw new AppError(
          409,
          ErrorCode.Conflict,
          'The document was changed by someone else in the meantime. Reload it and try again.',
        );
      await appendHistory(tx, doc.id, actorOf(ctx, userName), [
        {
          category: 'Workflow',
          operation: 'Cancelled',
          objectType: 'Document',
          objectId: doc.id,
          newValue: 'Cancelled',
        },
      ]);
    }
  });
}

/**
 * Resubmit a rejected AR invoice: a new document version with the same metadata and line
 * items, and the replacement file when one was uploaded; the old one becomes Resubmitted
 * and points to the new one.
 */
export async function resubmitDocument(db: Database, ctx: TenantContext, documentId: number) {
  requirePermission(ctx, 'workWithDocuments');
  const { doc, side } = await requireVisibleDocument(db, ctx, documentId);
  const to = requireTransition('resubmit', doc, side);
  const userName = await displayNameOf(db, ctx.user.userId);
  return db.transaction(async (tx) => {
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
    const copy = created!;
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
    await refreshDocumentSearch(tx, copy.id);
    if (temp) await tx.delete(documentFiles).where(eq(documentFiles.id, temp.id));
    if (!read) await enqueueJob(tx, OCR_JOB, { documentId: copy.id });

    await moveStatus(tx, doc, to, { latestVersionDocId: copy.id });
    await recordStatusChange(tx, doc, to, actorOf(ctx, userName), [
      {
        category: 'Workflow',
        operation: 'New Version',
        objectType: 'Document',
        objectName: 'Version',
        newValue: String(copy.id),
      },
    ]);
    await appendHistory(tx, copy.id, actorOf(ctx, userName), [
      {
        category: 'Workflow',
        operation: 'Resubmitted From',
        objectType: 'Document',
        objectName: 'Version',
        oldValue: String(doc.id),
        newValue: String(copy.id),
      },
    ]);
    await notifyOtherSide(tx, doc, ctx.companyId, 'Resubmitted');
    return copy.id;
  });
}
