import { DivisionOrderResponse, ErrorCode, type Api, type BodyOf } from '@docvue/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument, type VisibleDocument } from '../../access/documents.js';
import { fileOfDocument } from '../../access/files.js';
import type { AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/client.js';
import {
  blobs,
  companies,
  documentFiles,
  documentMetadata,
  documents,
  documentSignatures,
  metadataDefinitions,
  ocrPages,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { DivisionOrderKeys } from '../document-types/templates/index.js';
import { refreshDocumentSearch } from '../document-index/refresh.js';
import { readBlob } from '../documents/blob-bytes.js';
import { requireValidDocument } from '../documents/index.js';
import { actorFor } from '../history/actor.js';
import type { NewHistoryEntry } from '../history/repository.js';
import { applyTransition, requireTransition } from '../routing/status-machine.js';
import { normalizeSignature } from '../signatures/service.js';
import { stampSignature } from './stamp.js';

type Body = BodyOf<Api['returnDivisionOrder']>;
type App = Pick<AppContext, 'db' | 'blobs' | 'seal'>;

/** Sets the division order's response status (a field of the sender's template) with its history entry. */
async function setResponseStatus(tx: Queryable, doc: VisibleDocument, value: string): Promise<NewHistoryEntry> {
  const [definition] = await tx
    .select({ id: metadataDefinitions.id })
    .from(metadataDefinitions)
    .where(
      and(
        eq(metadataDefinitions.documentTypeId, doc.documentTypeId),
        eq(metadataDefinitions.key, DivisionOrderKeys.responseStatus),
      ),
    );
  if (!definition) throw new Error(`document type ${doc.documentTypeId} has no ${DivisionOrderKeys.responseStatus}`);
  const [old] = await tx
    .select({ value: documentMetadata.value })
    .from(documentMetadata)
    .where(and(eq(documentMetadata.documentId, doc.id), eq(documentMetadata.definitionId, definition.id)));
  await tx
    .insert(documentMetadata)
    .values({ documentId: doc.id, definitionId: definition.id, value })
    .onConflictDoUpdate({ target: [documentMetadata.documentId, documentMetadata.definitionId], set: { value } });
  return {
    category: 'Edit',
    operation: 'Update',
    objectType: 'Document',
    objectName: DivisionOrderKeys.responseStatus,
    oldValue: old?.value ?? null,
    newValue: value,
  };
}

/**
 * Sign and Return (docs/product/documents.md §4, docs/design.md §4): the signature stamped into the chosen area
 * of the chosen page, the PDF sealed by the product's certificate and kept as a new file version
 * with the signature's record, 'Returned Signed' and status Returned in one transaction; the
 * operator is notified. 'Return unsigned' sets 'Returned Unsigned' and returns it.
 */
export async function returnDivisionOrder(app: App, ctx: TenantContext, documentId: number, body: Body) {
  const { db } = app;
  const doc = await requireVisibleDocument(db, ctx, documentId);
  const actor = await actorFor(db, ctx);
  // Refused before any work: the wrong side, template, status or role.
  requireTransition('returnDivisionOrder', doc, { ctx, actor });

  if (!body.signed) {
    await db.transaction(async (tx) => {
      const entry = await setResponseStatus(tx, doc, DivisionOrderResponse.ReturnedUnsigned);
      await applyTransition(tx, {
        action: 'returnDivisionOrder',
        doc,
        by: { ctx, actor },
        history: [entry],
        note: 'unsigned',
      });
      await refreshDocumentSearch(tx, doc);
    });
    return;
  }

  // Signing, like sending, needs a valid document (docs/product/documents.md §4 "validate", §5).
  await requireValidDocument(db, doc, ctx.user.userId);
  const signature = body.signature!;
  const png = await normalizeSignature(signature.imageAsBase64);
  const file = await fileOfDocument(db, doc);
  if (!file) throw new AppError(ErrorCode.Conflict, 'The document has no file to sign.');
  const signedAt = new Date();
  const [company] = await db
    .select({ name: companies.legalName })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  const stamped = await stampSignature(
    await readBlob(app.blobs, file),
    png,
    { page: signature.page, ...signature.area },
    `Signed by ${actor.userName} (${company?.name}) on ${signedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  );
  const sealed = await app.seal.seal(stamped, {
    reason: `Signed and returned by ${actor.userName} of ${company?.name} (document ${doc.id})`,
    name: actor.userName ?? `user ${ctx.user.userId}`,
    contactInfo: ctx.user.email,
    location: 'DocVue Exchange',
    signingTime: signedAt,
  });
  const put = await app.blobs.put(sealed);
  const fileName = doc.fileName.replace(/(\.pdf)?$/i, ' (signed).pdf');

  await db.transaction(async (tx) => {
    await tx
      .insert(blobs)
      .values({ sha256: put.sha256, size: put.size, mimeType: 'application/pdf' })
      .onConflictDoNothing();
    const [file] = await tx
      .insert(documentFiles)
      .values({ documentId: doc.id, blobSha256: put.sha256, fileName, reason: 'signed', createdBy: ctx.user.userId })
      .returning({ id: documentFiles.id });
    // The words did not move: the signed file has the pages of the one it was made from.
    await tx.execute(sql`
      insert into ${ocrPages} (blob_sha256, document_page, width, height, words, text)
      select ${put.sha256}, document_page, width, height, words, text from ${ocrPages}
      where blob_sha256 = ${doc.blobSha256}
      on conflict do nothing`);
    await tx
      .update(documents)
      .set({ blobSha256: put.sha256, fileName, fileSize: put.size })
      .where(eq(documents.id, doc.id));
    await tx.insert(documentSignatures).values({
      documentId: doc.id,
      userId: ctx.user.userId,
      companyId: ctx.companyId,
      documentFileId: file!.id,
      page: signature.page,
      ...signature.area,
      imagePng: png,
      signedAt,
    });
    const entry = await setResponseStatus(tx, doc, DivisionOrderResponse.ReturnedSigned);
    await applyTransition(tx, {
      action: 'returnDivisionOrder',
      doc,
      by: { ctx, actor },
      history: [
        entry,
        {
          category: 'Edit',
          operation: 'Signed',
          objectType: 'Document',
          objectName: 'File',
          oldValue: doc.fileName,
          newValue: fileName,
          details: [{ documentFileId: file!.id, sealedBy: app.seal.subject, page: signature.page, ...signature.area }],
        },
      ],
      note: 'signed',
    });
    await refreshDocumentSearch(tx, doc);
  });
}
