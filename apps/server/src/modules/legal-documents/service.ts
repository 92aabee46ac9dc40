import {
  api,
  ErrorCode,
  LegalDocumentType,
  PrivacySetting,
  certificateWarningDays,
  legalDocumentMessages,
  type Api,
  type BodyOf,
  type FormOf,
  type ExpiringCertificate,
  type LegalDocument,
  type LegalDocumentTypeId,
} from '@docvue/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { TenantContext } from '../../access/context.js';
import {
  requireOwnLegalDocument,
  requireReadableLegalDocument,
  sharedWithCompany,
  type OwnLegalDocument,
} from '../../access/legal-documents.js';
import { requireOwnParties, requireOwnParty } from '../../access/parties.js';
import type { AppContext } from '../../app-context.js';
import type { Database, Queryable } from '../../db/client.js';
import { parseFormField } from '../../http/form-field.js';
import { blobs, legalDocumentShares, legalDocuments } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { sniffFile } from '../../files/file-kinds.js';
import { presentLegalDocument } from './presenter.js';
import { readLegalDocument } from './read-file.js';
import {
  certificatesExpiringBy,
  companyNameOf,
  listLegalDocuments,
  partiesConnectedTo,
  sharesOf,
  type LegalDocumentRow,
} from './repository.js';

type Details = BodyOf<Api['updateLegalDocumentDetails']>;
export type UploadDetails = FormOf<Api['uploadLegalDocument']>;
type Services = Pick<AppContext, 'db' | 'blobs' | 'ocr' | 'pdf'>;

async function present(db: Queryable, row: LegalDocumentRow, ctx: TenantContext): Promise<LegalDocument> {
  const own = row.companyId === ctx.companyId;
  const shares = own ? ((await sharesOf(db, [row.id])).get(row.id) ?? []) : [];
  return presentLegalDocument(row, await companyNameOf(db, row.companyId), shares);
}

/** The parties to share with: the company's own and connected (only a partner on the network can read it). */
async function requireSharableParties(db: Queryable, ctx: TenantContext, details: Details) {
  if (details.privacySettingId !== PrivacySetting.Shared) return [];
  const chosen = await requireOwnParties(db, ctx, details.selectedParties);
  const offNetwork = chosen.find((p) => p.connectedCompanyId == null);
  if (offNetwork) throw badRequest(`${offNetwork.name} is not connected on the network.`);
  return chosen.map((p) => p.id);
}

/** Parses and checks the `details` field before the file is read (a refused upload stores nothing). */
export async function planLegalUpload(db: Database, ctx: TenantContext, json: string) {
  const details = parseFormField(api.uploadLegalDocument, json);
  return { details, shareWith: await requireSharableParties(db, ctx, details) };
}

function fileKindOf(name: string, bytes: Buffer) {
  const kind = sniffFile(bytes.subarray(0, 1024), name);
  if (kind?.kind !== 'pdf' && kind?.kind !== 'image') {
    throw new AppError(ErrorCode.UnsupportedMediaType, 'Company documents must be PDF files or images (PNG, JPEG).');
  }
  return kind.mimeType;
}

/** A new active document of a type makes the one active before it inactive (§4). */
async function deactivateOthers(db: Queryable, ctx: TenantContext, type: number, except?: number) {
  await db
    .update(legalDocuments)
    .set({ isActive: false })
    .where(
      and(
        eq(legalDocuments.companyId, ctx.companyId),
        eq(legalDocuments.legalDocumentTypeId, type),
        eq(legalDocuments.isActive, true),
        except === undefined ? undefined : ne(legalDocuments.id, except),
      ),
    );
}

async function setShares(db: Queryable, legalDocumentId: number, partyIds: number[]) {
  await db.delete(legalDocumentShares).where(eq(legalDocumentShares.legalDocumentId, legalDocumentId));
  if (partyIds.length > 0) {
    await db.insert(legalDocumentShares).values(partyIds.map((partyId) => ({ legalDocumentId, partyId })));
  }
}

async function storeFile(app: Services, file: { name: string; bytes: Buffer }) {
  const mimeType = fileKindOf(file.name, file.bytes);
  const put = await app.blobs.put(file.bytes);
  return { mimeType, sha256: put.sha256, size: put.size };
}

/** The document is kept either way; a failed read is the spec's 501 warning, after the commit. */
function warnIfUnread<T>(result: T, failed: boolean): T {
  if (failed) throw new AppError(ErrorCode.ExtractionFailed, legalDocumentMessages.extractFailed);
  return result;
}

export async function uploadLegalDocument(
  app: Services,
  ctx: TenantContext,
  plan: Awaited<ReturnType<typeof planLegalUpload>>,
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
    await tx
      .insert(blobs)
      .values({ sha256: stored.sha256, size: stored.size, mimeType: stored.mimeType })
      .onConflictDoNothing();
    if (details.isActive) await deactivateOthers(tx, ctx, details.legalDocumentTypeId);
    const [row] = await tx
      .insert(legalDocuments)
      .values({
        companyId: ctx.companyId,
        legalDocumentTypeId: details.legalDocumentTypeId,
        privacySettingId: details.privacySettingId,
        isActive: details.isActive,
        blobSha256: stored.sha256,
        fileName: file.name,
        fileSize: stored.size,
        mimeType: stored.mimeType,
        expiresOn: read.expiresOn,
        w9: read.w9,
        createdBy: ctx.user.userId,
      })
      .returning();
    await setShares(tx, row!.id, parties);
    return present(tx, row!, ctx);
  });
  return warnIfUnread(saved, read.failed);
}

/** A new file for the document (a renewed certificate): settings and sharing stay, the file is read again. */
export async function replaceLegalDocument(
  app: Services,
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
    await tx
      .insert(blobs)
      .values({ sha256: stored.sha256, size: stored.size, mimeType: stored.mimeType })
      .onConflictDoNothing();
    const [row] = await tx
      .update(legalDocuments)
      .set({
        blobSha256: stored.sha256,
        fileName: file.name,
        fileSize: stored.size,
        mimeType: stored.mimeType,
        expiresOn: read.expiresOn,
        w9: read.w9,
        createdAt: new Date(),
        createdBy: ctx.user.userId,
      })
      .where(eq(legalDocuments.id, current.id))
      .returning();
    return present(tx, row!, ctx);
  });
  return warnIfUnread(saved, read.failed);
}

export async function updateLegalDocumentDetails(db: Database, ctx: TenantContext, id: number, details: Details) {
  return db.transaction(async (tx) => {
    const doc = await requireOwnLegalDocument(tx, ctx, id);
    const parties = await requireSharableParties(tx, ctx, details);
    if (details.isActive && !doc.isActive) await deactivateOthers(tx, ctx, doc.legalDocumentTypeId, doc.id);
    const isCertificate = doc.legalDocumentTypeId === LegalDocumentType.InsuranceCertificate;
    const [row] = await tx
      .update(legalDocuments)
      .set({
        privacySettingId: details.privacySettingId,
        isActive: details.isActive,
        expiresOn: isCertificate ? details.expiresOn : null,
      })
      .where(eq(legalDocuments.id, doc.id))
      .returning();
    await setShares(tx, doc.id, parties);
    return present(tx, row!, ctx);
  });
}

export async function getLegalDocument(db: Database, ctx: TenantContext, id: number) {
  return present(db, await requireReadableLegalDocument(db, ctx, id), ctx);
}

export async function deleteLegalDocument(db: Database, ctx: TenantContext, id: number) {
  const doc = await requireOwnLegalDocument(db, ctx, id);
  await db.delete(legalDocuments).where(eq(legalDocuments.id, doc.id));
}

/** The company's own documents, or with `partyId` what the party's company shares with it. */
export async function searchLegalDocuments(
  db: Database,
  ctx: TenantContext,
  q: BodyOf<Api['searchLegalDocuments']>,
): Promise<{ items: LegalDocument[] }> {
  let owner = eq(legalDocuments.companyId, ctx.companyId);
  if (q.partyId !== undefined) {
    const party = await requireOwnParty(db, ctx, q.partyId);
    if (party.connectedCompanyId == null) return { items: [] };
    owner = and(eq(legalDocuments.companyId, party.connectedCompanyId), sharedWithCompany(db, ctx.companyId))!;
  }
  const rows = await listLegalDocuments(
    db,
    and(
      owner,
      q.legalDocumentTypeId === undefined ? undefined : eq(legalDocuments.legalDocumentTypeId, q.legalDocumentTypeId),
      q.isActive === undefined ? undefined : eq(legalDocuments.isActive, q.isActive),
    ),
  );
  const shares = await sharesOf(
    db,
    rows.filter((r) => r.doc.companyId === ctx.companyId).map((r) => r.doc.id),
  );
  return {
    items: rows.map((r) => presentLegalDocument(r.doc, r.companyName, shares.get(r.doc.id) ?? [])),
  };
}

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Certificates, own or a partner's, that expire within 30 days (or have): the dashboard's warning. */
export async function expiringCertificates(
  db: Database,
  ctx: TenantContext,
  now = new Date(),
): Promise<{ items: ExpiringCertificate[] }> {
  const today = isoDay(now);
  const until = isoDay(new Date(now.getTime() + certificateWarningDays * DAY_MS));
  const rows = await certificatesExpiringBy(db, ctx.companyId, until);
  const partners = await partiesConnectedTo(
    db,
    ctx.companyId,
    rows.filter((r) => r.doc.companyId !== ctx.companyId).map((r) => r.doc.companyId),
  );
  const items = rows.map(({ doc, companyName }) => {
    const own = doc.companyId === ctx.companyId;
    return {
      id: doc.id,
      companyId: doc.companyId,
      companyName,
      own,
      expiresOn: doc.expiresOn!,
      daysLeft: Math.round((Date.parse(doc.expiresOn!) - Date.parse(today)) / DAY_MS),
      partyId: own ? null : (partners.get(doc.companyId) ?? null),
    };
  });
  return { items: items.sort((a, b) => a.daysLeft - b.daysLeft || a.companyName.localeCompare(b.companyName)) };
}
