import { api, limits } from '@docvue/contracts';
import type { FastifyRequest } from 'fastify';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { parseFormField } from '../../http/form-field.js';
import { receiveSmallFile } from '../../http/receive-file.js';
import { presentOne } from './present.js';
import { readLegalDocument } from './read-file.js';
import { deactivateOthers, insertLegalDocument, recordBlob, setShares } from './repository.js';
import { requireSharableParties } from './sharing.js';
import { fileColumns, storeFile, warnIfUnread, type LegalFileServices } from './stored-file.js';

/** Parses and checks the `details` field before the file is read (a refused upload stores nothing). */
export async function planLegalUpload(db: Database, ctx: TenantContext, json: string) {
  const details = parseFormField(api.uploadLegalDocument, json);
  return { details, shareWith: await requireSharableParties(db, ctx, details) };
}

export type LegalUploadPlan = Awaited<ReturnType<typeof planLegalUpload>>;

/** `POST` a new document: its `details` field (and the parties it names) is checked before the file is read. */
export async function receiveLegalDocument(app: LegalFileServices, ctx: TenantContext, req: FastifyRequest) {
  let plan: LegalUploadPlan | undefined;
  const file = await receiveSmallFile(req, limits.legalDocumentMaxBytes, {
    name: api.uploadLegalDocument.form.name,
    accept: async (json) => {
      plan = await planLegalUpload(app.db, ctx, json);
    },
  });
  // receiveSmallFile refuses a file that does not follow the field, so the plan is made.
  return uploadLegalDocument(app, ctx, plan!, file);
}

/** Stores and reads the file, then records the document as the plan says. */
export async function uploadLegalDocument(
  app: LegalFileServices,
  ctx: TenantContext,
  plan: LegalUploadPlan,
  file: { name: string; bytes: Buffer },
) {
  const { details, shareWith } = plan;
  const stored = await storeFile(app, file);
  const read = await readLegalDocument(
    file.bytes,
    stored.mimeType,
    details.legalDocumentTypeId,
    app,
    details.expiresOn,
  );
  const saved = await app.db.transaction(async (tx) => {
    // The parties may have changed while the file was read.
    const parties = await requireSharableParties(tx, ctx, { ...details, selectedParties: shareWith });
    await recordBlob(tx, stored);
    if (details.isActive) await deactivateOthers(tx, ctx.companyId, details.legalDocumentTypeId);
    const row = await insertLegalDocument(tx, {
      companyId: ctx.companyId,
      legalDocumentTypeId: details.legalDocumentTypeId,
      privacySettingId: details.privacySettingId,
      isActive: details.isActive,
      ...fileColumns(stored, file, read),
      createdBy: ctx.user.userId,
    });
    await setShares(tx, row.id, parties);
    return presentOne(tx, row, ctx);
  });
  return warnIfUnread(saved, read.failed);
}
