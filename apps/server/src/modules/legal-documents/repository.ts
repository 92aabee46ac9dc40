import { and, asc, desc, eq, inArray, isNotNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { LegalDocumentType } from '@docvue/contracts';
import { sharedWithCompany } from '../../access/legal-documents.js';
import type { Queryable } from '../../db/client.js';
import { blobs, companies, legalDocumentShares, legalDocuments, parties } from '../../db/schema/index.js';

export type LegalDocumentRow = typeof legalDocuments.$inferSelect;

export async function listLegalDocuments(db: Queryable, where: SQL | undefined) {
  return db
    .select({ doc: legalDocuments, companyName: companies.legalName })
    .from(legalDocuments)
    .innerJoin(companies, eq(companies.id, legalDocuments.companyId))
    .where(where)
    .orderBy(desc(legalDocuments.createdAt), desc(legalDocuments.id));
}

export async function companyNameOf(db: Queryable, companyId: number) {
  const [row] = await db.select({ name: companies.legalName }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

export async function sharesOf(db: Queryable, legalDocumentIds: number[]) {
  const byDocument = new Map<number, { id: number; name: string; number: string }[]>();
  if (legalDocumentIds.length === 0) return byDocument;
  const rows = await db
    .select({ docId: legalDocumentShares.legalDocumentId, id: parties.id, name: parties.name, number: parties.number })
    .from(legalDocumentShares)
    .innerJoin(parties, eq(parties.id, legalDocumentShares.partyId))
    .where(inArray(legalDocumentShares.legalDocumentId, legalDocumentIds))
    .orderBy(asc(parties.name), asc(parties.id));
  for (const { docId, ...party } of rows) byDocument.set(docId, [...(byDocument.get(docId) ?? []), party]);
  return byDocument;
}

/** Active certificates with an expiry on or before `until`: the company's own and those partners share with it. */
export async function certificatesExpiringBy(db: Queryable, companyId: number, until: string) {
  return listLegalDocuments(
    db,
    and(
      eq(legalDocuments.legalDocumentTypeId, LegalDocumentType.InsuranceCertificate),
      eq(legalDocuments.isActive, true),
      isNotNull(legalDocuments.expiresOn),
      lte(legalDocuments.expiresOn, until),
      or(eq(legalDocuments.companyId, companyId), sharedWithCompany(db, companyId)),
    ),
  );
}

/** The caller's parties connected to each of these companies (the first one, to open its page). */
export async function partiesConnectedTo(db: Queryable, companyId: number, otherCompanyIds: number[]) {
  const byCompany = new Map<number, number>();
  if (otherCompanyIds.length === 0) return byCompany;
  const rows = await db
    .select({ id: parties.id, connectedCompanyId: parties.connectedCompanyId })
    .from(parties)
    .where(and(eq(parties.companyId, companyId), inArray(parties.connectedCompanyId, otherCompanyIds)))
    .orderBy(asc(parties.id));
  for (const r of rows) if (!byCompany.has(r.connectedCompanyId!)) byCompany.set(r.connectedCompanyId!, r.id);
  return byCompany;
}

export type NewLegalDocumentRow = typeof legalDocuments.$inferInsert;

/** The company's documents, or with `sharedWith` the ones `companyId` shares with that company; filtered. */
export async function searchLegalDocumentRows(
  db: Queryable,
  q: { companyId: number; sharedWith?: number; legalDocumentTypeId?: number; isActive?: boolean },
) {
  return listLegalDocuments(
    db,
    and(
      eq(legalDocuments.companyId, q.companyId),
      q.sharedWith === undefined ? undefined : sharedWithCompany(db, q.sharedWith),
      q.legalDocumentTypeId === undefined ? undefined : eq(legalDocuments.legalDocumentTypeId, q.legalDocumentTypeId),
      q.isActive === undefined ? undefined : eq(legalDocuments.isActive, q.isActive),
    ),
  );
}

/** Records a stored file's body (the blob store keeps it while a row refers to it). */
export async function recordBlob(db: Queryable, file: { sha256: string; size: number; mimeType: string }) {
  await db.insert(blobs).values(file).onConflictDoNothing();
}

/** A new active document of a type makes the one active before it inactive (docs/product/administration.md §4). */
export async function deactivateOthers(db: Queryable, companyId: number, type: number, except?: number) {
  await db
    .update(legalDocuments)
    .set({ isActive: false })
    .where(
      and(
        eq(legalDocuments.companyId, companyId),
        eq(legalDocuments.legalDocumentTypeId, type),
        eq(legalDocuments.isActive, true),
        except === undefined ? undefined : ne(legalDocuments.id, except),
      ),
    );
}

export async function setShares(db: Queryable, legalDocumentId: number, partyIds: number[]) {
  await db.delete(legalDocumentShares).where(eq(legalDocumentShares.legalDocumentId, legalDocumentId));
  if (partyIds.length > 0) {
    await db.insert(legalDocumentShares).values(partyIds.map((partyId) => ({ legalDocumentId, partyId })));
  }
}

export async function insertLegalDocument(db: Queryable, values: NewLegalDocumentRow) {
  const [row] = await db.insert(legalDocuments).values(values).returning();
  return row!;
}

/** Changes a document already checked to be the caller's own. */
export async function updateLegalDocument(db: Queryable, id: number, values: Partial<NewLegalDocumentRow>) {
  const [row] = await db.update(legalDocuments).set(values).where(eq(legalDocuments.id, id)).returning();
  return row!;
}

/** Deletes a document already checked to be the caller's own. */
export async function deleteLegalDocumentRow(db: Queryable, id: number) {
  await db.delete(legalDocuments).where(eq(legalDocuments.id, id));
}
