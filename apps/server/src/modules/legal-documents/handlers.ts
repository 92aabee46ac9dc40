import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { deleteLegalDocument } from './delete-legal-document.js';
import { sendLegalDocument } from './download-legal-document.js';
import { getLegalDocument } from './get-legal-document.js';
import { expiringCertificates } from './list-expiring-certificates.js';
import { receiveReplacement } from './replace-legal-document.js';
import { searchLegalDocuments } from './search-legal-documents.js';
import { updateLegalDocumentDetails } from './update-legal-document-details.js';
import { receiveLegalDocument } from './upload-legal-document.js';

export const legalDocumentHandlers = (app: AppContext) => {
  const { db } = app;
  return {
    searchLegalDocuments: async ({ tenant, body }) => searchLegalDocuments(db, tenant, body),
    listExpiringCertificates: async ({ tenant }) => expiringCertificates(db, tenant),
    uploadLegalDocument: async ({ tenant, req }) => receiveLegalDocument(app, tenant, req),
    replaceLegalDocument: async ({ tenant, params, req }) => receiveReplacement(app, tenant, params.id, req),
    updateLegalDocumentDetails: async ({ tenant, params, body }) =>
      updateLegalDocumentDetails(db, tenant, params.id, body),
    getLegalDocument: async ({ tenant, params }) => getLegalDocument(db, tenant, params.id),
    downloadLegalDocument: async ({ tenant, params, req, reply }) =>
      sendLegalDocument(app, tenant, params.id, { req, reply }),
    deleteLegalDocument: async ({ tenant, params }) => {
      await deleteLegalDocument(db, tenant, params.id);
      return { ok: true as const };
    },
  } satisfies ApiHandlers;
};
