import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { CompanyMember } from '../../access/members.js';
import type { CheckedDocument, VisibleDocument } from '../../access/documents.js';
import type { Queryable } from '../../db/client.js';
import {
  companies,
  documentFiles,
  documentLineItems,
  documentMetadata,
  documentReads,
  documentSignatures,
  documents,
  documentTypes,
  lookupValues,
  ocrPages,
  parties,
} from '../../db/schema/index.js';
import { detailsOfDocumentTypes } from '../document-types/repository.js';

/** Everything the document screen shows, loaded in a handful of queries. */
export async function loadDocumentParts(db: Queryable, doc: CheckedDocument, userId: number | null) {
  const [type] = await db.select().from(documentTypes).where(eq(documentTypes.id, doc.documentTypeId));
  const companyIds = [doc.senderCompanyId, doc.receiverCompanyId].filter((v): v is number => v !== null);
  const [{ definitions, columns }, values, lines, companyRows, partyRows, readRows, tempRows, signatureRows] =
    await Promise.all([
      detailsOfDocumentTypes(db, [doc.documentTypeId]),
      db.select().from(documentMetadata).where(eq(documentMetadata.documentId, doc.id)),
      db
        .select()
        .from(documentLineItems)
        .where(eq(documentLineItems.documentId, doc.id))
        .orderBy(asc(documentLineItems.rowNumber)),
      db
        .select({ id: companies.id, name: companies.legalName })
        .from(companies)
        .where(inArray(companies.id, companyIds)),
      doc.receivingPartyId
        ? db
            .select({
              id: parties.id,
              name: parties.name,
              number: parties.number,
              connectedCompanyId: parties.connectedCompanyId,
            })
            .from(parties)
            // The sender's address-book entry: only ever read from the sender's book.
            .where(and(eq(parties.id, doc.receivingPartyId), eq(parties.companyId, doc.senderCompanyId)))
        : Promise.resolve([]),
      userId === null
        ? Promise.resolve([])
        : db
            .select({ userId: documentReads.userId })
            .from(documentReads)
            .where(and(eq(documentReads.documentId, doc.id), eq(documentReads.userId, userId))),
      db
        .select({ id: documentFiles.id })
        .from(documentFiles)
        .where(and(eq(documentFiles.documentId, doc.id), eq(documentFiles.isTemporary, true))),
      db
        .select()
        .from(documentSignatures)
        .where(eq(documentSignatures.documentId, doc.id))
        .orderBy(asc(documentSignatures.id)),
    ]);
  const lookupIds = values.map((v) => v.lookupValueId).filter((v): v is number => v !== null);
  const lookups = lookupIds.length
    ? await db
        .select({ id: lookupValues.id, lookupValue: lookupValues.value })
        .from(lookupValues)
        .where(inArray(lookupValues.id, lookupIds))
    : [];
  return {
    type: type!,
    definitions,
    columns,
    values,
    lines,
    lookups,
    companies: new Map(companyRows.map((c) => [c.id, c])),
    // The sender's address-book entry is the sender's business, not the receiver's.
    party: partyRows[0] ?? null,
    isRead: readRows.length > 0,
    hasTemporaryFile: tempRows.length > 0,
    signatures: signatureRows,
  };
}
export type DocumentParts = Awaited<ReturnType<typeof loadDocumentParts>>;

/** The company's documents of one upload batch, in upload order (of one of its users, when given). */
export async function documentIdsOfBatch(
  db: Queryable,
  companyId: number,
  batchName: string,
  uploader: CompanyMember | undefined,
) {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.senderCompanyId, companyId),
        eq(documents.batchName, batchName),
        isNull(documents.deletedAt),
        uploader ? eq(documents.uploadedBy, uploader.id) : undefined,
      ),
    )
    .orderBy(asc(documents.id));
  return rows.map((r) => r.id);
}

/** The stored body of the document's current file, if it has one. */
/** The words of one page of the document's current file. */
export async function ocrPageOf(db: Queryable, doc: VisibleDocument, page: number) {
  if (!doc.blobSha256) return undefined;
  const [row] = await db
    .select()
    .from(ocrPages)
    .where(and(eq(ocrPages.blobSha256, doc.blobSha256), eq(ocrPages.documentPage, page)));
  return row;
}
