import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { attachmentsOf } from './list-attachments.js';
import { deleteAttachment } from './delete-attachment.js';
import { serveAttachment } from './serve-attachment.js';
import { autoExtractFor } from './auto-extract.js';
import { documentHistory } from './get-document-history.js';
import { historyDetails } from './get-history-details.js';
import { verifyDocumentHistory } from './verify-document-history.js';
import { rejectionReason } from './get-rejection-reason.js';
import { proposedLineItemsOf } from './get-proposed-line-items.js';
import { batchDocumentIds } from './get-batch-document-ids.js';
import { getDocument } from './get-document.js';
import { findPossibleDuplicates } from './find-duplicates.js';
import { getOcrPage } from './get-ocr-page.js';
import { isAvailable } from './is-document-available.js';
import { markRead } from './mark-read.js';
import { sendDocumentFile } from './send-document-file.js';
import { saveDocument } from './save-document.js';
import { deleteTemporaryFile } from './delete-temporary-file.js';
import { uploadDocument } from './upload-document.js';
import { versionsOf } from './list-versions.js';
import { cancelDocuments } from './cancel-documents.js';
import { decideDocument } from './decide-document.js';
import { publishDocument } from './publish-document.js';
import { resubmitDocument } from './resubmit-document.js';

const done = { ok: true as const };

/** The document calls: each handler reaches its document through the access gate in the service it calls. */
export const documentHandlers = (app: AppContext) => {
  const { db, blobs, typeFields } = app;
  return {
    getDocument: async ({ tenant, params }) => getDocument(db, typeFields, tenant, params.id),
    markDocumentRead: async ({ tenant, params }) => {
      await markRead(db, tenant, params.id);
      return done;
    },
    isDocumentAvailable: async ({ tenant, params }) => isAvailable(db, tenant, params.id),
    getDocumentFile: async ({ tenant, params, req, reply }) =>
      sendDocumentFile(db, blobs, tenant, params.id, 'inline', { req, reply }, params.fileNumber),
    downloadDocument: async ({ tenant, params, req, reply }) =>
      sendDocumentFile(db, blobs, tenant, params.id, 'attachment', { req, reply }),
    getOcrPage: async ({ tenant, params }) => getOcrPage(db, tenant, params.id, params.page),

    getHistory: async ({ tenant, params }) => documentHistory(db, tenant, params.id),
    verifyHistory: async ({ tenant, params }) => verifyDocumentHistory(db, tenant, params.id),
    getDocumentDuplicates: async ({ tenant, params }) => findPossibleDuplicates(db, tenant, params.id),
    getRejectionReason: async ({ tenant, params }) => rejectionReason(db, tenant, params.id),
    getHistoryDetails: async ({ tenant, params }) => historyDetails(db, tenant, params.objectId, params.historyId),
    listVersions: async ({ tenant, params }) => versionsOf(db, tenant, params.id),

    listAttachments: async ({ tenant, params }) => attachmentsOf(db, tenant, params.id),
    deleteAttachment: async ({ tenant, params }) => {
      await deleteAttachment(db, tenant, params.id);
      return done;
    },
    downloadAttachment: async ({ tenant, params, req, reply }) =>
      serveAttachment(db, blobs, tenant, params.id, 'original', req, reply),
    getAttachmentPdf: async ({ tenant, params, req, reply }) =>
      serveAttachment(db, blobs, tenant, params.id, 'pdf', req, reply),

    autoExtract: async ({ tenant, body }) => autoExtractFor(db, tenant, body),
    getProposedLineItems: async ({ tenant, params }) => proposedLineItemsOf(db, tenant, params.id),

    uploadDocument: async ({ tenant, req }) => uploadDocument(app, tenant, req),
    getBatchDocumentIds: async ({ tenant, query }) => batchDocumentIds(db, tenant, query.batchName, query.userId),
    deleteTemporaryFile: async ({ tenant, params }) => {
      await deleteTemporaryFile(db, tenant, params.id);
      return done;
    },

    saveDocument: async ({ tenant, params, body }) => saveDocument(db, typeFields, tenant, params.id, body),
    publishDocument: async ({ tenant, params }) => {
      await publishDocument(db, tenant, params.id);
      return done;
    },
    cancelDocuments: async ({ tenant, body }) => {
      await cancelDocuments(db, tenant, body.ids);
      return done;
    },
    resubmitDocument: async ({ tenant, params }) => resubmitDocument(db, typeFields, tenant, params.id),
    approveDocument: async ({ tenant, params }) => {
      await decideDocument(db, tenant, params.id, { action: 'approve' });
      return done;
    },
    payDocument: async ({ tenant, params, body }) => {
      await decideDocument(db, tenant, params.id, { action: 'pay', ...body });
      return done;
    },
    rejectDocument: async ({ tenant, params, body }) => {
      await decideDocument(db, tenant, params.id, { action: 'reject', ...body });
      return done;
    },
  } satisfies ApiHandlers;
};
