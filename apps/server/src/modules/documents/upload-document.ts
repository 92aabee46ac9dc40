import type { FileUploadData, UploadResponse } from '@docvue/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { TenantContext } from '../../access/context.js';
import { requireOwnDocumentType } from '../../access/document-types.js';
import { documentNotFound, requireVisibleDocument, type VisibleDocument } from '../../access/documents.js';
import { findOwnParty } from '../../access/parties.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { idempotencyKeyOf, requestHash, runIdempotently } from '../idempotency/index.js';
import { attachFile } from './attach-file.js';
import { createDocument, type NewDocumentPlan } from './create-document.js';
import type { UploadServices } from './document-pdf.js';
import { documentActions } from './policy.js';
import { discardIfUnreferenced, receiveUpload, type ReceivedFile } from './receive-upload.js';
import { replaceFile } from './replace-file.js';

/** What an upload will do, decided from `fileUploadData` before any of the file is read. */
export type UploadPlan =
  | { kind: 'attach'; doc: VisibleDocument }
  | { kind: 'replace'; doc: VisibleDocument }
  | ({ kind: 'create' } & NewDocumentPlan);

/** The access gate of an upload: the document, type and party it names must be the caller's to use. */
export async function planUpload(db: Database, ctx: TenantContext, data: FileUploadData): Promise<UploadPlan> {
  if (data.documentId && data.isAttachment) {
    return { kind: 'attach', doc: await requireVisibleDocument(db, ctx, data.documentId) };
  }
  if (data.documentId) {
    const doc = await requireVisibleDocument(db, ctx, data.documentId);
    const actions = documentActions(doc, ctx);
    if (!actions.replaceFile && !actions.edit) {
      if (doc.side !== 'sender') throw documentNotFound();
      throw badRequest('The file of this document can no longer be replaced.');
    }
    return { kind: 'replace', doc };
  }
  if (!data.documentTypeId) throw badRequest('fileUploadData.documentTypeId: choose the type of document.');
  const type = await requireOwnDocumentType(db, ctx, { templateId: data.documentTypeId });
  const recipient = data.receivingPartyId ? await findOwnParty(db, ctx, data.receivingPartyId) : undefined;
  if (data.receivingPartyId && !recipient) throw notFound('The receiving party');
  return { kind: 'create', type, recipient, batchName: data.batchName };
}

/**
 * `POST /documents/upload`: the upload's form field is checked by the access gate (planUpload)
 * before the first byte of the file is read; the file is then stored as the plan says, and the
 * job runner woken for its pages. With an `Idempotency-Key`, the same upload sent again (an ERP
 * retrying after a lost answer) answers the first result and stores nothing twice.
 */
export async function uploadDocument(
  app: UploadServices & Pick<AppContext, 'jobs'>,
  ctx: TenantContext,
  req: FastifyRequest,
): Promise<UploadResponse> {
  const { db, blobs: store } = app;
  const key = idempotencyKeyOf(req);
  let form: FileUploadData | undefined;
  const { plan, file } = await receiveUpload(req, db, store, (data) => {
    form = data;
    return planUpload(db, ctx, data);
  });
  const hash = requestHash(JSON.stringify(form ?? {}), file.fileName, file.sha256);
  let result: UploadResponse;
  try {
    result = await runIdempotently(db, { companyId: ctx.companyId, key, scope: 'uploadDocument', hash }, () =>
      completeUpload(app, ctx, plan, file),
    );
  } catch (err) {
    // Refused before completeUpload ran (a reused key): the file it streamed is kept only if used.
    await discardIfUnreferenced(db, store, file.sha256);
    throw err;
  }
  app.jobs.kick();
  return result;
}

/** Stores what the plan says with the received file; a file that is not kept is removed. */
export async function completeUpload(
  app: UploadServices,
  ctx: TenantContext,
  plan: UploadPlan,
  file: ReceivedFile,
): Promise<UploadResponse> {
  const { db, blobs: store } = app;
  try {
    if (plan.kind === 'attach') return await attachFile(db, ctx, plan.doc, file);
    if (plan.kind === 'replace') return await replaceFile(app, ctx, plan.doc, file);
    return await createDocument(app, ctx, plan, file);
  } catch (err) {
    await discardIfUnreferenced(db, store, file.sha256);
    throw err;
  }
}
