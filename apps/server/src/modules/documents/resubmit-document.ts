import { RouteStatus } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { createdByCaller, requireVisibleDocument, type VisibleDocument } from '../../access/documents.js';
import type { TypeFieldsCache } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { JobKind } from '../../jobs/kinds.js';
import { enqueueJob } from '../../jobs/queue.js';
import { refreshDocumentSearch } from '../../document-index/repository.js';
import { actorFor } from '../../document-history/actor.js';
import { appendHistory } from '../../document-history/repository.js';
import { applyTransition, requireTransition } from '../status-machine/index.js';
import { deleteDocumentFile, insertDocumentFile, temporaryFileOf } from './files-repository.js';
import { getDocument } from './get-document.js';
import { insertDocument, type NewDocumentRow } from './upload-repository.js';
import { blobSizeOf, copyValuesAndLines, pagesReadOf } from './versions-repository.js';

/**
 * The new version's row (pure): the rejected document's, with the replacement file when one was
 * uploaded (its size, and its page count once read), and starting as any upload does: Pending
 * when its pages are already read (`pagesRead` of them; 0 when they are still to be read).
 */
export function planNewVersion(
  doc: Pick<
    VisibleDocument,
    | 'id'
    | 'senderCompanyId'
    | 'receivingPartyId'
    | 'documentTypeId'
    | 'templateId'
    | 'fileName'
    | 'blobSha256'
    | 'fileSize'
    | 'pageCount'
    | 'batchName'
  >,
  replacement: { blobSha256: string; fileName: string; size: number | null } | undefined,
  pagesRead: number,
  uploadedBy: number,
  now: Date,
) {
  const read = pagesRead > 0;
  return {
    senderCompanyId: doc.senderCompanyId,
    receivingPartyId: doc.receivingPartyId,
    documentTypeId: doc.documentTypeId,
    templateId: doc.templateId,
    routeStatusId: read ? RouteStatus.Pending : RouteStatus.New,
    fileName: replacement?.fileName ?? doc.fileName,
    blobSha256: replacement?.blobSha256 ?? doc.blobSha256,
    fileSize: replacement ? replacement.size : doc.fileSize,
    pageCount: read ? pagesRead : null,
    ocrStatus: read ? 'done' : 'queued',
    batchName: doc.batchName,
    uploadedBy,
    previousVersionDocId: doc.id,
    createdAt: now,
    updatedAt: now,
  } satisfies NewDocumentRow;
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
    const temp = await temporaryFileOf(tx, doc.id);
    const replacement = temp && { ...temp, size: await blobSizeOf(tx, temp.blobSha256) };
    const blobSha256 = temp?.blobSha256 ?? doc.blobSha256;
    // A replacement's pages are read when it is uploaded: usually ready by now.
    const pagesRead = blobSha256 ? await pagesReadOf(tx, blobSha256) : 0;
    const read = pagesRead > 0;
    const created = await insertDocument(tx, planNewVersion(doc, replacement, pagesRead, ctx.user.userId, new Date()));
    const copy = createdByCaller(created, ctx);
    if (copy.blobSha256) {
      await insertDocumentFile(tx, {
        documentId: copy.id,
        blobSha256: copy.blobSha256,
        fileName: copy.fileName,
        createdBy: ctx.user.userId,
        reason: 'resubmit',
      });
    }
    await copyValuesAndLines(tx, doc.id, copy.id);
    // The new version is found by the copied values (its list row is made by the documents trigger).
    await refreshDocumentSearch(tx, copy);
    if (temp) await deleteDocumentFile(tx, temp.id);
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
