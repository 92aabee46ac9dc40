import { limits, type LegalDocumentTypeId } from '@docvue/contracts';
import type { FastifyRequest } from 'fastify';
import type { TenantContext } from '../../access/context.js';
import { requireOwnLegalDocument, type OwnLegalDocument } from '../../access/legal-documents.js';
import { receiveSmallFile } from '../../http/receive-file.js';
import { presentOne } from './present.js';
import { readLegalDocument } from './read-file.js';
import { recordBlob, updateLegalDocument } from './repository.js';
import { fileColumns, storeFile, warnIfUnread, type LegalFileServices } from './stored-file.js';

/** A new file for one of the company's documents: another company's id is refused without reading the file. */
export async function receiveReplacement(app: LegalFileServices, ctx: TenantContext, id: number, req: FastifyRequest) {
  const doc = await requireOwnLegalDocument(app.db, ctx, id);
  const file = await receiveSmallFile(req, limits.legalDocumentMaxBytes);
  return replaceLegalDocument(app, ctx, doc, file);
}

/** A new file for the document (a renewed certificate): settings and sharing stay, the file is read again. */
export async function replaceLegalDocument(
  app: LegalFileServices,
  ctx: TenantContext,
  doc: OwnLegalDocument,
  file: { name: string; bytes: Buffer },
) {
  const stored = await storeFile(app, file);
  const read = await readLegalDocument(
    file.bytes,
    stored.mimeType,
    doc.legalDocumentTypeId as LegalDocumentTypeId,
    app,
    null,
  );
  const saved = await app.db.transaction(async (tx) => {
    const current = await requireOwnLegalDocument(tx, ctx, doc.id);
    await recordBlob(tx, stored);
    const row = await updateLegalDocument(tx, current.id, {
      ...fileColumns(stored, file, read),
      createdAt: new Date(),
      createdBy: ctx.user.userId,
    });
    return presentOne(tx, row, ctx);
  });
  return warnIfUnread(saved, read.failed);
}
