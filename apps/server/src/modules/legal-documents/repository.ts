import { and, asc, desc, eq, inArray, isNotNull, lte, or, type SQL } from 'drizzle-orm';
import { LegalDocumentType } from '@docvue/contracts';
import { sharedWithCompany } from '../../access/legal-documents.js';
import type { Queryable } from '../../db/client.js';
import { companies, legalDocumentShares, legalDocuments, parties } from '../../db/schema/index.js';

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
