import { DocumentTemplate, LegalDocumentType, PrivacySetting } from '@docvue/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, min } from 'drizzle-orm';
import { visibleTo } from '../../access/documents.js';
import type { Queryable } from '../../db/client.js';
import {
  companies,
  documentLineItems,
  documents,
  documentVisibility,
  legalDocuments,
  legalDocumentShares,
  ocrPages,
  ownerStatementLines,
  ownerStatements,
  parties,
} from '../../db/schema/index.js';

/**
 * The owner's side of the documents that decide whether an operator pays: what operators sent the
 * owner company (division orders, owner statements) and what the owner sent them (W-9s, ACH forms)
 * or shared with them (its W-9). Every query starts from the owner company's own rows.
 */
const v = documentVisibility;

/** Division orders and owner statements the company received, with who sent them. */
export async function receivedFromOperators(db: Queryable, companyId: number) {
  return db
    .select({
      documentId: documents.id,
      templateId: documents.templateId,
      routeStatusId: documents.routeStatusId,
      operatorCompanyId: documents.senderCompanyId,
      operatorName: companies.legalName,
      blobSha256: documents.blobSha256,
      ocrStatus: documents.ocrStatus,
      sentAt: documents.sentAt,
    })
    .from(v)
    .innerJoin(documents, eq(documents.id, v.documentId))
    .innerJoin(companies, eq(companies.id, documents.senderCompanyId))
    .where(
      and(
        eq(v.companyId, companyId),
        eq(v.side, 'receiver'),
        inArray(v.templateId, [DocumentTemplate.DivisionOrder, DocumentTemplate.OwnerStatement]),
        isNull(documents.deletedAt),
      ),
    )
    .orderBy(asc(documents.id));
}

/** W-9s and ACH forms the company sent, to the given companies. */
export async function sentToOperators(db: Queryable, companyId: number, operatorIds: number[]) {
  if (operatorIds.length === 0) return [];
  return db
    .select({
      documentId: documents.id,
      templateId: documents.templateId,
      operatorCompanyId: documents.receiverCompanyId,
      sentAt: documents.sentAt,
    })
    .from(v)
    .innerJoin(documents, eq(documents.id, v.documentId))
    .where(
      and(
        eq(v.companyId, companyId),
        eq(v.side, 'sender'),
        inArray(v.templateId, [DocumentTemplate.W9, DocumentTemplate.ACH]),
        isNotNull(documents.sentAt),
        isNull(documents.deletedAt),
        inArray(documents.receiverCompanyId, operatorIds),
      ),
    )
    .orderBy(asc(documents.sentAt), asc(documents.id));
}

/** The company's active W-9 (company documents), to the operators it is shared with, with its fields as read. */
export async function sharedW9s(db: Queryable, companyId: number, operatorIds: number[]) {
  if (operatorIds.length === 0) return [];
  return db
    .select({ operatorCompanyId: parties.connectedCompanyId, w9: legalDocuments.w9 })
    .from(legalDocuments)
    .innerJoin(legalDocumentShares, eq(legalDocumentShares.legalDocumentId, legalDocuments.id))
    .innerJoin(parties, and(eq(parties.id, legalDocumentShares.partyId), eq(parties.companyId, companyId)))
    .where(
      and(
        eq(legalDocuments.companyId, companyId),
        eq(legalDocuments.legalDocumentTypeId, LegalDocumentType.W9),
        eq(legalDocuments.privacySettingId, PrivacySetting.Shared),
        eq(legalDocuments.isActive, true),
        inArray(parties.connectedCompanyId, operatorIds),
      ),
    );
}

/**
 * The documents among `documentIds` the company may see (access/documents.ts `visibleTo`): every
 * read below by document ids takes the company and reads only those, whatever ids it is given.
 */
const visibleAmong = (db: Queryable, companyId: number, documentIds: number[]) =>
  db
    .select({ id: documents.id })
    .from(documents)
    .where(and(inArray(documents.id, documentIds), visibleTo(companyId)));

/** The line items of the company's documents among `documentIds`. */
export async function lineItemsOf(db: Queryable, companyId: number, documentIds: number[]) {
  if (documentIds.length === 0) return [];
  return db
    .select({ documentId: documentLineItems.documentId, cells: documentLineItems.cells })
    .from(documentLineItems)
    .where(inArray(documentLineItems.documentId, visibleAmong(db, companyId, documentIds)));
}

/**
 * The earliest month of sale of the company's statements among `documentIds` made from a monthly
 * revenue file (their data, not their line items).
 */
export async function statementSaleMonthsOf(db: Queryable, companyId: number, documentIds: number[]) {
  if (documentIds.length === 0) return [];
  return db
    .select({ documentId: ownerStatements.documentId, saleMonth: min(ownerStatementLines.saleMonth) })
    .from(ownerStatements)
    .innerJoin(ownerStatementLines, eq(ownerStatementLines.statementId, ownerStatements.id))
    .where(inArray(ownerStatements.documentId, visibleAmong(db, companyId, documentIds)))
    .groupBy(ownerStatements.documentId);
}

/** The words of stored files as plain text, page by page: files of documents the company may see. */
export async function pageTextsOf(db: Queryable, companyId: number, blobs: string[]) {
  if (blobs.length === 0) return [];
  const visibleFiles = db
    .select({ blobSha256: documents.blobSha256 })
    .from(documents)
    .where(and(inArray(documents.blobSha256, blobs), visibleTo(companyId)));
  return db
    .select({ blobSha256: ocrPages.blobSha256, page: ocrPages.documentPage, text: ocrPages.text })
    .from(ocrPages)
    .where(and(inArray(ocrPages.blobSha256, blobs), inArray(ocrPages.blobSha256, visibleFiles)))
    .orderBy(asc(ocrPages.blobSha256), asc(ocrPages.documentPage));
}
