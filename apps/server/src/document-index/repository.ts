import { and, asc, eq, sql } from 'drizzle-orm';
import type { CheckedDocument } from '../access/documents.js';
import type { Queryable } from '../db/client.js';
import { documentTypes, metadataDefinitions } from '../db/schema/index.js';

/**
 * Recomputes a document's full-text vector and its typeahead vectors from what the document
 * holds now (metadata values, party and company names, file name, page text). Call it in the
 * transaction that changed them: after metadata is saved, after OCR stored the pages, after an
 * upload or a resubmitted copy. Visibility changes (publish, cancel) refresh through the
 * `documents` trigger. Costs about a millisecond per page of text.
 */
export async function refreshDocumentSearch(tx: Queryable, doc: CheckedDocument): Promise<void> {
  await refreshDocumentsSearch(tx, [doc]);
}

/** The batch form of refreshDocumentSearch: the same function over many documents in one statement. */
export async function refreshDocumentsSearch(tx: Queryable, docs: readonly CheckedDocument[]): Promise<void> {
  if (docs.length === 0) return;
  const ids = docs.map((d) => d.id);
  await tx.execute(sql`select docvue_refresh_document_search(id) from unnest(${`{${ids.join(',')}}`}::int[]) as id`);
}

/** A search term as PostgreSQL's websearch syntax reads it, after the indexed text's normalisation: tsquery text. */
export async function websearchTsquery(db: Queryable, term: string): Promise<string> {
  const [row] = await db
    .select({
      q: sql<string>`websearch_to_tsquery('simple', docvue_search_normalize(${term}))::text`,
    })
    .from(sql`(select 1) as one`);
  return row?.q ?? '';
}

/** The last eight words of the text as PostgreSQL parses them, in the order typed (by each word's last occurrence). */
export async function lastTypedLexemes(db: Queryable, text: string): Promise<string[]> {
  const rows = await db
    .select({ lexeme: sql<string>`t.lexeme` })
    .from(sql`unnest(to_tsvector('simple', docvue_search_normalize(${text}))) as t`)
    .orderBy(sql`t.positions[array_upper(t.positions, 1)] desc`)
    .limit(8);
  return rows.map((r) => r.lexeme).reverse();
}

/**
 * The company's instance of the template and its fields shown in lists, in one statement: no rows
 * when it has no instance, one row of nulls when it has one without such fields.
 */
export async function listedFieldsOfTemplate(db: Queryable, companyId: number, templateId: number) {
  return db
    .select({
      key: metadataDefinitions.key,
      name: metadataDefinitions.name,
      metadataTypeId: metadataDefinitions.metadataTypeId,
    })
    .from(documentTypes)
    .leftJoin(
      metadataDefinitions,
      and(eq(metadataDefinitions.documentTypeId, documentTypes.id), eq(metadataDefinitions.isHiddenInList, false)),
    )
    .where(and(eq(documentTypes.companyId, companyId), eq(documentTypes.templateId, templateId)))
    .orderBy(asc(metadataDefinitions.sortOrder), asc(metadataDefinitions.id));
}
