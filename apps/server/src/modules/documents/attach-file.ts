import type { UploadResponse } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { VisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { actorFor } from '../../document-history/actor.js';
import { appendHistory } from '../../document-history/repository.js';
import { sniffFile, unsupportedAttachment } from '../../files/file-kinds.js';
import type { ReceivedFile } from './receive-upload.js';
import { insertAttachment, recordBlob } from './upload-repository.js';

/** An upload to a document the caller may see, as an attachment: kept as it came, any kind the product knows. */
export async function attachFile(
  db: Database,
  ctx: TenantContext,
  doc: VisibleDocument,
  file: ReceivedFile,
): Promise<UploadResponse> {
  const kind = sniffFile(file.head, file.fileName);
  if (!kind) throw unsupportedAttachment();
  const actor = await actorFor(db, ctx);
  const attachmentId = await db.transaction(async (tx) => {
    await recordBlob(tx, file.sha256, file.size, kind.mimeType);
    const id = await insertAttachment(tx, {
      documentId: doc.id,
      companyId: ctx.companyId,
      blobSha256: file.sha256,
      fileName: file.fileName,
      fileSize: file.size,
      mimeType: kind.mimeType,
      createdBy: ctx.user.userId,
    });
    await appendHistory(tx, doc, actor, [
      {
        category: 'Edit',
        operation: 'Attachment Added',
        objectType: 'Attachment',
        objectId: id,
        newValue: file.fileName,
      },
    ]);
    return id;
  });
  return { documentId: doc.id, batchName: doc.batchName, attachmentId, temporaryFileId: null };
}
