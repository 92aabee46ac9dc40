import type { UploadResponse } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { VisibleDocument } from '../../access/documents.js';
import { keepingDocumentPdf, type UploadServices } from './document-pdf.js';
import type { ReceivedFile } from './receive-upload.js';
import { deleteTemporaryFiles, insertDocumentFile } from './files-repository.js';
import { recordBlob } from './upload-repository.js';

/** A replacement file is temporary until the document is saved or resubmitted; an earlier one is dropped. */
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
      return insertDocumentFile(tx, {
        documentId: doc.id,
        blobSha256: pdf.sha256,
        fileName: pdf.fileName,
        isTemporary: true,
        reason: 'replace',
        createdBy: ctx.user.userId,
      });
    }),
  );
  return { documentId: doc.id, batchName: doc.batchName, attachmentId: null, temporaryFileId };
}
