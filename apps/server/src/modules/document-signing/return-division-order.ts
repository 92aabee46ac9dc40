import { DivisionOrderResponse, ErrorCode, type Api, type BodyOf } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument, type VisibleDocument } from '../../access/documents.js';
import { fileOfDocument } from '../../access/files.js';
import type { AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { DivisionOrderKeys } from '../document-types/index.js';
import { refreshDocumentSearch } from '../../document-index/repository.js';
import { readBlob } from '../../files/blob-bytes.js';
import { requireValidDocument } from '../documents/index.js';
import { actorFor } from '../../document-history/actor.js';
import type { NewHistoryEntry } from '../../document-history/repository.js';
import { applyTransition, requireTransition } from '../status-machine/index.js';
import { normalizeSignature } from '../saved-signatures/index.js';
import { companyNameOf, fieldOf, insertSignatureRecord, setDocumentValue, storeSignedFile } from './repository.js';
import { stampSignature } from './stamp.js';

type Body = BodyOf<Api['returnDivisionOrder']>;
type App = Pick<AppContext, 'db' | 'blobs' | 'seal'>;

/**
 * Sets a field of the division order (of the sender's template, so both sides read it) with its
 * history entry, which names the field as people read it ('Response Status'), not by its key.
 */
async function setField(tx: Queryable, doc: VisibleDocument, key: string, value: string): Promise<NewHistoryEntry> {
  const field = await fieldOf(tx, doc, key);
  if (!field) throw new Error(`document type ${doc.documentTypeId} has no ${key}`);
  const old = await setDocumentValue(tx, doc, field.id, value);
  return {
    category: 'Edit',
    operation: 'Update',
    objectType: 'Document',
    objectName: field.name,
    oldValue: old,
    newValue: value,
  };
}

const setResponseStatus = (tx: Queryable, doc: VisibleDocument, value: string) =>
  setField(tx, doc, DivisionOrderKeys.responseStatus, value);

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
      const reason = body.reason?.trim();
      // The reason is a field of the document (Return Reason), which the operator reads on it, not
      // only in the history and the notification (issue 47).
      const why: NewHistoryEntry[] = reason ? [await setField(tx, doc, DivisionOrderKeys.returnReason, reason)] : [];
      await applyTransition(tx, {
        action: 'returnDivisionOrder',
        doc,
        by: { ctx, actor },
        history: [entry, ...why],
        note: reason ? `unsigned (${reason})` : 'unsigned',
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
  const company = { name: await companyNameOf(db, ctx.companyId) };
  const stamped = await stampSignature(
    await readBlob(app.blobs, file),
    png,
    { page: signature.page, ...signature.area },
    `Signed by ${actor.userName} (${company?.name}) on ${signedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  );
  const sealed = await app.seal.seal(stamped, {
    documentId: doc.id,
    reason: `Signed and returned by ${actor.userName} of ${company?.name} (document ${doc.id})`,
    name: actor.userName ?? `user ${ctx.user.userId}`,
    contactInfo: ctx.user.email,
    location: 'DocVue Exchange',
    signingTime: signedAt,
  });
  const put = await app.blobs.put(sealed);
  const fileName = doc.fileName.replace(/(\.pdf)?$/i, ' (signed).pdf');

  await db.transaction(async (tx) => {
    const fileId = await storeSignedFile(tx, doc, put, fileName, ctx.user.userId);
    await insertSignatureRecord(tx, {
      documentId: doc.id,
      userId: ctx.user.userId,
      companyId: ctx.companyId,
      documentFileId: fileId,
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
          details: [{ documentFileId: fileId, sealedBy: app.seal.subject, page: signature.page, ...signature.area }],
        },
      ],
      note: 'signed',
    });
    await refreshDocumentSearch(tx, doc);
  });
}
