import { and, asc, eq, getTableName, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CompanyMember } from '../../access/members.js';
import { visibleDocumentWith, type CheckedDocument } from '../../access/documents.js';
import type { TenantContext } from '../../access/context.js';
import type { TypeFields, TypeFieldsCache } from '../../app-context.js';
import type { Queryable } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import {
  companies,
  documentFiles,
  documentLineItems,
  documentMetadata,
  documentReads,
  documentSignatures,
  documents,
  documentTypes,
  lineItemColumns,
  lookupValues,
  metadataDefinitions,
  jobs,
  ocrPages,
  parties,
} from '../../db/schema/index.js';
import { JobKind } from '../../jobs/kinds.js';
import { fromJsonRow, jsonRow, jsonRows } from '../../db/json-rows.js';
import { latestHistoryDetailsSql, latestRejectionReasonSql } from '../../document-history/repository.js';

/**
 * A type's field definitions and line-item columns, in their order, as JSON columns of a
 * statement about that type (`typeId`: an expression of the outer row, or a placeholder).
 */
function typeFieldsColumns(typeId: SQL) {
  return {
    definitions: sql<Record<string, unknown>[]>`${jsonRows(
      metadataDefinitions,
      sql`from ${metadataDefinitions} where ${metadataDefinitions.documentTypeId} = ${typeId}`,
      sql`${metadataDefinitions.sortOrder}, ${metadataDefinitions.id}`,
    )}`,
    columns: sql<Record<string, unknown>[]>`${jsonRows(
      lineItemColumns,
      sql`from ${lineItemColumns} where ${lineItemColumns.documentTypeId} = ${typeId}`,
      sql`${lineItemColumns.sortOrder}, ${lineItemColumns.id}`,
    )}`,
  };
}

const typeFieldsOfType = preparedStatement((db) =>
  db
    .select(typeFieldsColumns(sql`${sql.placeholder('typeId')}::int`))
    .from(sql`(select 1) as one`)
    .prepare('type_fields'),
);

const fieldsOf = (row: { definitions: Record<string, unknown>[]; columns: Record<string, unknown>[] }) => ({
  definitions: row.definitions.map((d) => fromJsonRow(metadataDefinitions, d)),
  columns: row.columns.map((c) => fromJsonRow(lineItemColumns, c)),
});

/**
 * The fields of a document's type, kept between requests (the same for every document of the
 * type, and twenty definitions were a fifth of a document open's cost under load: 4,200 against
 * 5,200 opens a second without them) until the database announces a change (migration 0020).
 * Shared by the requests that find them: frozen.
 */
export function typeFieldsOf(db: Queryable, cache: TypeFieldsCache, typeId: number): Promise<TypeFields> {
  return cache.through(String(typeId), typeId, async () => {
    const [row] = await typeFieldsOfType(db).execute({ typeId });
    const fields = fieldsOf(row!);
    for (const d of fields.definitions) Object.freeze(d);
    for (const c of fields.columns) Object.freeze(c);
    // Frozen at run time (a write throws); typed as plain arrays for the validators that read them.
    Object.freeze(fields.definitions);
    Object.freeze(fields.columns);
    return Object.freeze(fields);
  });
}

/**
 * Everything the document screen shows but its type's fields, in one statement: the type, the
 * values, lines, signatures and looked-up values, the two companies, the sender's party record,
 * the caller's read mark, whether a temporary file waits and the latest rejection reason.
 * Fifteen statements one after the other were most of a document open's time under load (docs/history.md §17).
 */
function documentPartsColumns() {
  // The outer row's columns, named with their table: Drizzle leaves a single table's columns
  // unqualified, and `"id"` inside a subquery would be the subquery's own table's id.
  const outer = (column: AnyPgColumn) => sql`${sql.identifier(getTableName(documents))}.${sql.identifier(column.name)}`;
  const typeId = outer(documents.documentTypeId);
  const documentId = outer(documents.id);
  return {
    type: sql<
      Record<string, unknown>
    >`(select ${jsonRow(documentTypes)} from ${documentTypes} where ${documentTypes.id} = ${typeId})`,
    values: sql<Record<string, unknown>[]>`${jsonRows(
      documentMetadata,
      sql`from ${documentMetadata} where ${documentMetadata.documentId} = ${documentId}`,
    )}`,
    lines: sql<Record<string, unknown>[]>`${jsonRows(
      documentLineItems,
      sql`from ${documentLineItems} where ${documentLineItems.documentId} = ${documentId}`,
      sql`${documentLineItems.rowNumber}`,
    )}`,
    signatures: sql<Record<string, unknown>[]>`${jsonRows(
      documentSignatures,
      sql`from ${documentSignatures} where ${documentSignatures.documentId} = ${documentId}`,
      sql`${documentSignatures.id}`,
    )}`,
    lookups: sql<
      { id: number; lookupValue: string }[]
    >`(select coalesce(json_agg(json_build_object('id', ${lookupValues.id}, 'lookupValue', ${lookupValues.value})), '[]'::json)
        from ${lookupValues} where ${lookupValues.id} in (
          select ${documentMetadata.lookupValueId} from ${documentMetadata} where ${documentMetadata.documentId} = ${documentId}))`,
    companies: sql<
      { id: number; name: string }[]
    >`(select coalesce(json_agg(json_build_object('id', ${companies.id}, 'name', ${companies.legalName})), '[]'::json)
        from ${companies} where ${companies.id} in (${outer(documents.senderCompanyId)}, ${outer(documents.receiverCompanyId)}))`,
    // The sender's address-book entry: only ever read from the sender's book.
    party: sql<{
      id: number;
      name: string;
      number: string;
      connectedCompanyId: number | null;
    } | null>`(select json_build_object('id', ${parties.id}, 'name', ${parties.name}, 'number', ${parties.number}, 'connectedCompanyId', ${parties.connectedCompanyId})
        from ${parties} where ${parties.id} = ${outer(documents.receivingPartyId)} and ${parties.companyId} = ${outer(documents.senderCompanyId)})`,
    isRead: sql<boolean>`exists(select 1 from ${documentReads}
        where ${documentReads.documentId} = ${documentId} and ${documentReads.userId} = ${sql.placeholder('userId')}::int)`,
    rejectionReason: latestRejectionReasonSql(documentId),
    rejectionDetails: latestHistoryDetailsSql(documentId, 'Rejection Reason'),
    pidxDetails: latestHistoryDetailsSql(documentId, 'PIDX Invoice'),
    temporaryFileId: sql<number | null>`(select ${documentFiles.id} from ${documentFiles}
        where ${documentFiles.documentId} = ${documentId} and ${documentFiles.isTemporary} limit 1)`,
    // Whether the replacement's words are read: done (its pages are stored), queued (its job is on
    // its way) or failed (neither: too much to read, or every attempt failed).
    temporaryFileOcrStatus: sql<'queued' | 'done' | 'failed' | null>`(select case
        when exists(select 1 from ${ocrPages} where ${ocrPages.blobSha256} = tf.blob_sha256) then 'done'
        when exists(select 1 from ${jobs} where ${jobs.status} in ('queued', 'running')
          and ${jobs.kind} = ${JobKind.DocumentOcr} and ${jobs.payload}->>'replacementFileId' = tf.id::text) then 'queued'
        else 'failed' end
        from ${documentFiles} tf where tf.document_id = ${documentId} and tf.is_temporary limit 1)`,
  };
}

type PartsRow = {
  [K in keyof ReturnType<typeof documentPartsColumns>]: ReturnType<typeof documentPartsColumns>[K]['_']['type'];
};

/** The parts as the screen uses them, from the columns' JSON and the type's fields. */
function partsOf(parts: PartsRow, fields: TypeFields) {
  return {
    type: fromJsonRow(documentTypes, parts.type),
    definitions: fields.definitions,
    columns: fields.columns,
    values: parts.values.map((v) => fromJsonRow(documentMetadata, v)),
    lines: parts.lines.map((l) => fromJsonRow(documentLineItems, l)),
    lookups: parts.lookups,
    companies: new Map(parts.companies.map((c) => [c.id, c])),
    // The sender's address-book entry is the sender's business, not the receiver's.
    party: parts.party,
    isRead: parts.isRead,
    hasTemporaryFile: parts.temporaryFileId !== null,
    temporaryFileId: parts.temporaryFileId,
    temporaryFileOcrStatus: parts.temporaryFileOcrStatus,
    rejectionReason: parts.rejectionReason,
    rejectionDetails: parts.rejectionDetails,
    pidxDetails: parts.pidxDetails,
    signatures: parts.signatures.map((sig) => fromJsonRow(documentSignatures, sig)),
  };
}

const documentParts = preparedStatement((db) =>
  db
    .select({ ...documentPartsColumns(), ...typeFieldsColumns(sql`${documents.documentTypeId}`) })
    .from(documents)
    .where(eq(documents.id, sql.placeholder('documentId')))
    .prepare('document_parts'),
);

/** The parts of a document already checked (after a save, for validation), its type's fields read afresh. */
export async function loadDocumentParts(db: Queryable, doc: CheckedDocument, userId: number | null) {
  const [row] = await documentParts(db).execute({ documentId: doc.id, userId });
  return partsOf(row!, fieldsOf(row!));
}

const visibleWithParts = visibleDocumentWith('visible_document_with_parts', documentPartsColumns);

/**
 * A document the caller's company may see and its parts, in one statement: the access module's
 * visibility check with the parts computed from the same row (one round trip where two were,
 * docs/history.md §17); its type's fields from the cache (a statement when they are not known).
 */
export async function loadVisibleDocumentWithParts(
  db: Queryable,
  typeFields: TypeFieldsCache,
  ctx: Pick<TenantContext, 'companyId' | 'user'>,
  documentId: number,
) {
  const found = await visibleWithParts(db, ctx, documentId, { userId: ctx.user.userId });
  if (!found) return undefined;
  return { doc: found.doc, parts: partsOf(found.extra, await typeFieldsOf(db, typeFields, found.doc.documentTypeId)) };
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

/** The words of one page of a document's file (its own, or a replacement waiting). */
export async function ocrPageOf(db: Queryable, blobSha256: string | null, page: number) {
  if (!blobSha256) return undefined;
  const [row] = await db
    .select()
    .from(ocrPages)
    .where(and(eq(ocrPages.blobSha256, blobSha256), eq(ocrPages.documentPage, page)));
  return row;
}

/** Records that the user read the document; whether this was their first read. */
export async function recordRead(tx: Queryable, documentId: number, userId: number) {
  const inserted = await tx
    .insert(documentReads)
    .values({ documentId, userId })
    .onConflictDoNothing()
    .returning({ documentId: documentReads.documentId });
  return inserted.length > 0;
}

/**
 * What Send validates of many documents at once (requireValidDocuments): the types' fields and
 * whether they have line items, and the documents' values and line items, in four statements.
 */
export async function partsForValidation(db: Queryable, docs: readonly CheckedDocument[]) {
  const typeIds = [...new Set(docs.map((d) => d.documentTypeId))];
  const ids = docs.map((d) => d.id);
  const types = new Map<number, TypeFields & { lineItemsEnabled: boolean }>();
  const enabled = await db
    .select({ id: documentTypes.id, lineItemsEnabled: documentTypes.lineItemsEnabled })
    .from(documentTypes)
    .where(inArray(documentTypes.id, typeIds));
  for (const t of enabled) {
    const [row] = await typeFieldsOfType(db).execute({ typeId: t.id });
    types.set(t.id, { ...fieldsOf(row!), lineItemsEnabled: t.lineItemsEnabled });
  }
  const values = await db
    .select({
      documentId: documentMetadata.documentId,
      definitionId: documentMetadata.definitionId,
      value: documentMetadata.value,
    })
    .from(documentMetadata)
    .where(inArray(documentMetadata.documentId, ids));
  const lines = await db
    .select({ documentId: documentLineItems.documentId, cells: documentLineItems.cells })
    .from(documentLineItems)
    .where(inArray(documentLineItems.documentId, ids))
    .orderBy(documentLineItems.documentId, documentLineItems.rowNumber);
  return { types, values, lines };
}
