import { DocumentTemplate } from '@docvue/contracts';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { VisibleDocument } from '../../access/documents.js';
import type { Queryable } from '../../db/client.js';
import {
  companies,
  documentLineItems,
  documentMetadata,
  documents,
  documentTypes,
  metadataDefinitions,
  ownerStatementLines,
  ownerStatements,
} from '../../db/schema/index.js';

export type StatementRecord = typeof ownerStatements.$inferSelect;
export type StatementLineRow = typeof ownerStatementLines.$inferSelect;

/** The data record of a document the access gate let the caller see. */
export async function statementOfDocument(db: Queryable, doc: VisibleDocument) {
  const [record] = await db.select().from(ownerStatements).where(eq(ownerStatements.documentId, doc.id));
  if (!record) return undefined;
  const lines = await db
    .select()
    .from(ownerStatementLines)
    .where(eq(ownerStatementLines.statementId, record.id))
    .orderBy(asc(ownerStatementLines.lineNo));
  return { record, lines };
}

/**
 * The detail lines of the data-record statements (statement runs) the company received with a
 * check dated in the year, or in any year when `year` is null (documents it may see: sent to it,
 * not cancelled, not replaced by a later version), with their check and operator.
 */
export async function linesReceivedInYear(db: Queryable, companyId: number, year: number | null) {
  return db
    .select({
      line: ownerStatementLines,
      documentId: ownerStatements.documentId,
      checkNumber: ownerStatements.checkNumber,
      checkDate: ownerStatements.checkDate,
      checkAmountCents: ownerStatements.checkAmountCents,
      operatorCompanyId: ownerStatements.senderCompanyId,
      operatorName: companies.legalName,
    })
    .from(ownerStatements)
    .innerJoin(documents, eq(documents.id, ownerStatements.documentId))
    .innerJoin(companies, eq(companies.id, ownerStatements.senderCompanyId))
    .innerJoin(ownerStatementLines, eq(ownerStatementLines.statementId, ownerStatements.id))
    .where(
      and(
        eq(ownerStatements.receiverCompanyId, companyId),
        eq(documents.receiverCompanyId, companyId),
        isNull(documents.deletedAt),
        isNull(documents.latestVersionDocId),
        year === null ? undefined : gte(ownerStatements.checkDate, `${year}-01-01`),
        year === null ? undefined : lt(ownerStatements.checkDate, `${year + 1}-01-01`),
      ),
    )
    .orderBy(asc(ownerStatements.checkDate), asc(ownerStatements.id), asc(ownerStatementLines.lineNo));
}

/**
 * Owner statement documents the company received that have no data record of a statement run
 * (uploaded and sent like any document: their data is their fields and line items), with their
 * check date field and the day they were sent. A replaced version is left out (its successor counts).
 */
export async function uploadedStatementsReceived(db: Queryable, companyId: number) {
  return db
    .select({
      documentId: documents.id,
      operatorCompanyId: documents.senderCompanyId,
      operatorName: companies.legalName,
      sentAt: documents.sentAt,
      checkDate: sql<string | null>`(select ${documentMetadata.value} from ${documentMetadata}
        join ${metadataDefinitions} on ${metadataDefinitions.id} = ${documentMetadata.definitionId}
        where ${documentMetadata.documentId} = ${documents.id} and ${metadataDefinitions.key} = 'checkDate')`,
    })
    .from(documents)
    .innerJoin(companies, eq(companies.id, documents.senderCompanyId))
    .where(
      and(
        eq(documents.receiverCompanyId, companyId),
        eq(documents.templateId, DocumentTemplate.OwnerStatement),
        isNull(documents.deletedAt),
        isNull(documents.latestVersionDocId),
        sql`not exists (select 1 from ${ownerStatements} where ${ownerStatements.documentId} = ${documents.id})`,
      ),
    )
    .orderBy(asc(documents.id));
}

/** The fields (by key) and line items of documents (callers pass ids of documents the company received). */
export async function fieldsAndLinesOf(db: Queryable, documentIds: number[]) {
  if (documentIds.length === 0) return { fields: [], lines: [] };
  const [fields, lines] = await Promise.all([
    db
      .select({ documentId: documentMetadata.documentId, key: metadataDefinitions.key, value: documentMetadata.value })
      .from(documentMetadata)
      .innerJoin(metadataDefinitions, eq(metadataDefinitions.id, documentMetadata.definitionId))
      .where(inArray(documentMetadata.documentId, documentIds)),
    db
      .select({ documentId: documentLineItems.documentId, cells: documentLineItems.cells })
      .from(documentLineItems)
      .where(inArray(documentLineItems.documentId, documentIds))
      .orderBy(asc(documentLineItems.documentId), asc(documentLineItems.rowNumber)),
  ]);
  return { fields, lines };
}

/**
 * Box 2 (royalties) of the 1099s the company received for the tax year (every year when null), by payer company: the
 * values of the 1099 documents' `royalties` and `taxYear` fields (the 1099 template's keys).
 */
export async function form1099sReceived(db: Queryable, companyId: number, year: number | null) {
  const value = (key: string) =>
    sql<string | null>`(select ${documentMetadata.value} from ${documentMetadata}
      join ${metadataDefinitions} on ${metadataDefinitions.id} = ${documentMetadata.definitionId}
      where ${documentMetadata.documentId} = ${documents.id} and ${metadataDefinitions.key} = ${key})`;
  const rows = await db
    .select({
      documentId: documents.id,
      payerCompanyId: documents.senderCompanyId,
      payerName: companies.legalName,
      taxYear: value('taxYear'),
      royalties: value('royalties'),
      formType: value('formType'),
    })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .innerJoin(companies, eq(companies.id, documents.senderCompanyId))
    .where(
      and(
        eq(documents.receiverCompanyId, companyId),
        eq(documents.templateId, DocumentTemplate.Form1099),
        isNull(documents.deletedAt),
      ),
    )
    .orderBy(asc(documents.id));
  return rows.filter((r) => r.taxYear !== null && (year === null || Number.parseInt(r.taxYear, 10) === year));
}
