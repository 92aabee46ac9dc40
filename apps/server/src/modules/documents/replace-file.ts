import type { UploadResponse } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { VisibleDocument } from '../../access/documents.js';
import { keepingDocumentPdf, type UploadServices } from './document-pdf.js';
import type { ReceivedFile } from './receive-upload.js';
import { deleteTemporaryFiles, insertDocumentFile } from './files-repository.js';
import { recordBlob } from './upload-repository.js';
import { JobKind } from '../../jobs/kinds.js';
import { enqueueJob } from '../../jobs/queue.js';

/**
 * A replacement file is temporary until the document is saved or resubmitted; an earlier one is
 * dropped. Its words are read at once (issue 28): its sender reads its values and suggested rows
 * from it before Resubmit, not from the file it replaces.
 */
export async function replaceFile(
  app: UploadServices,
  ctx: TenantContext,
  doc: VisibleDocument,
  file: ReceivedFile,
): Promise<UploadResponse> {
  const temporaryFileId = await keepingDocumentPdf(app, file, (pdf) =>
    app.db.transaction(async (tx) => {
      await recordBlob(tx, pdf.sha256, pdf.size, 'application/pdf');
      await deleteTemporaryFiles(tx, doc.id);
      const fileId = await insertDocumentFile(tx, {
        documentId: doc.id,
        blobSha256: pdf.sha256,
        fileName: pdf.fileName,
        isTemporary: true,
        reason: 'replace',
        createdBy: ctx.user.userId,
      });
      await enqueueJob(tx, JobKind.DocumentOcr, { documentId: doc.id, replacementFileId: fileId });
      return fileId;
    }),
  );
  return { documentId: doc.id, batchName: doc.batchName, attachmentId: null, temporaryFileId };
}
