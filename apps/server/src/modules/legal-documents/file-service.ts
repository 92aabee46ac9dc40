import { api, limits } from '@docvue/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TenantContext } from '../../access/context.js';
import { fileOfLegalDocument } from '../../access/files.js';
import { requireOwnLegalDocument, requireReadableLegalDocument } from '../../access/legal-documents.js';
import type { AppContext } from '../../app-context.js';
import { receiveSmallFile } from '../../http/receive-file.js';
import { sendBlob } from '../../http/send-blob.js';
import { planLegalUpload, replaceLegalDocument, uploadLegalDocument } from './service.js';

/**
 * The calls of company documents that move a file: upload, replace and download. Each is checked
 * by the access gate before a byte of the file is read or sent.
 */
type Services = Pick<AppContext, 'db' | 'blobs' | 'ocr' | 'pdf'>;

/** A new document: its `details` field (and the parties it names) is checked before the file is read. */
export async function receiveLegalDocument(app: Services, ctx: TenantContext, req: FastifyRequest) {
  let plan: Awaited<ReturnType<typeof planLegalUpload>> | undefined;
  const file = await receiveSmallFile(req, limits.legalDocumentMaxBytes, {
    name: api.uploadLegalDocument.form.name,
    accept: async (json) => {
      plan = await planLegalUpload(app.db, ctx, json);
    },
  });
  // receiveSmallFile refuses a file that does not follow the field, so the plan is made.
  return uploadLegalDocument(app, ctx, plan!, file);
}

/** A new file for one of the company's documents: another company's id is refused without reading the file. */
export async function receiveReplacement(app: Services, ctx: TenantContext, id: number, req: FastifyRequest) {
  const doc = await requireOwnLegalDocument(app.db, ctx, id);
  const file = await receiveSmallFile(req, limits.legalDocumentMaxBytes);
  return replaceLegalDocument(app, ctx, doc, file);
}

/** The file of a document the company owns or a partner shares with it, named in Content-Disposition. */
export async function sendLegalDocument(
  app: Pick<AppContext, 'db' | 'blobs'>,
  ctx: TenantContext,
  id: number,
  http: { req: FastifyRequest; reply: FastifyReply },
) {
  const doc = await requireReadableLegalDocument(app.db, ctx, id);
  return sendBlob(http.req, http.reply, app.blobs, fileOfLegalDocument(doc), {
    mimeType: doc.mimeType,
    fileName: doc.fileName,
    disposition: 'attachment',
  });
}
