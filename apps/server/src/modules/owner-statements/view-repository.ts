import { DocumentTemplate } from '@docvue/contracts';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { VisibleDocument } from '../../access/documents.js';
import type { Queryable } from '../../db/client.js';
import {
  companies,
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
 * The detail lines of the statements the company received with a check dated in the year
 * (documents it may see: sent to it and not cancelled), with their check and operator.
 */
export async function linesReceivedInYear(db: Queryable, companyId: number, year: number) {
  return db
    .select({
      line: ownerStatementLines,
      documentId: ownerStatements.documentId,
      checkNumber: ownerStatements.checkNumber,
      checkDate: ownerStatements.checkDate,
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
        gte(ownerStatements.checkDate, `${year}-01-01`),
        lt(ownerStatements.checkDate, `${year + 1}-01-01`),
      ),
    )
    .orderBy(asc(ownerStatements.checkDate), asc(ownerStatements.id), asc(ownerStatementLines.lineNo));
}

/**
 * Box 2 (royalties) of the 1099s the company received for the tax year, by payer company: the
 * values of the 1099 documents' `royalties` and `taxYear` fields (the 1099 template's keys).
 */
export async function form1099sReceived(db: Queryable, companyId: number, year: number) {
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
  return rows.filter((r) => r.taxYear !== null && Number.parseInt(r.taxYear, 10) === year);
}
