import { and, count, desc, eq, lt, max, min, sql } from 'drizzle-orm';
import type { VisibleDocumentIds } from '../../access/documents.js';
import type { Queryable } from '../../db/client.js';
import {
  documents,
  documentSearch,
  documentTypes,
  documentVisibility,
  metadataDefinitions,
  ocrPages,
} from '../../db/schema/index.js';
import { anyOf } from '../../document-index/rows-repository.js';

const v = documentVisibility;

/** Ids of the newest `limit` documents whose vector matches `scope & query`, newest first. */
export async function matching(db: Queryable, scope: string, tsquery: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: documentSearch.documentId })
    .from(documentSearch)
    .where(sql`${documentSearch.search} @@ (${scope}::tsquery && ${tsquery}::tsquery)`)
    // `+ 0`: sorted after the index scan, never by walking the primary key and testing every vector.
    .orderBy(sql`${documentSearch.documentId} + 0 desc`)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** How many of the company's newest `window` documents there are, and the first and last id among them. */
export async function newestWindowOf(db: Queryable, companyId: number, window: number) {
  const newest = db
    .select({ id: v.documentId })
    .from(v)
    .where(eq(v.companyId, companyId))
    .orderBy(desc(v.documentId))
    .limit(window)
    .as('newest');
  const [edge] = await db.select({ n: count(), first: min(newest.id), last: max(newest.id) }).from(newest);
  return edge;
}

/** The rank of each document's vector for the tsquery. */
export async function ranksOf(db: Queryable, ids: number[], tsquery: string) {
  return db
    .select({
      id: documentSearch.documentId,
      rank: sql<number>`ts_rank(${documentSearch.search}, ${tsquery}::tsquery)`,
    })
    .from(documentSearch)
    .where(anyOf(documentSearch.documentId, ids));
}

/** Field names as the company calls them, with their template and key. */
export async function fieldNamesOfCompany(db: Queryable, companyId: number) {
  return db
    .select({ templateId: documentTypes.templateId, key: metadataDefinitions.key, name: metadataDefinitions.name })
    .from(metadataDefinitions)
    .innerJoin(documentTypes, eq(documentTypes.id, metadataDefinitions.documentTypeId))
    .where(eq(documentTypes.companyId, companyId));
}

/** The page text of each document (the first 100,000 characters). */
export async function pageTextsOf(db: Queryable, ids: VisibleDocumentIds) {
  return db
    .select({
      documentId: documents.id,
      text: sql<string>`left(string_agg(${ocrPages.text}, ' ' order by ${ocrPages.documentPage}), 100000)`,
    })
    .from(documents)
    .innerJoin(ocrPages, eq(ocrPages.blobSha256, documents.blobSha256))
    .where(anyOf(documents.id, ids))
    .groupBy(documents.id);
}

/**
 * Among the company's newest `recent` documents (walked down its primary key, tested on their small
 * inline suggest vectors): the first `limit` hits, how many were looked at, and the oldest of them.
 */
export async function recentSuggestHits(
  db: Queryable,
  companyId: number,
  tsquery: string,
  limit: number,
  recent: number,
) {
  const newest = db
    .select({ id: v.documentId, hit: sql<boolean>`${v.suggest} @@ ${tsquery}::tsquery`.as('hit') })
    .from(v)
    .where(eq(v.companyId, companyId))
    .orderBy(desc(v.documentId))
    .limit(recent)
    .as('recent');
  // One row, not the rows tested.
  const [found] = await db
    .select({
      hits: sql<number[] | null>`(array_agg(${newest.id} order by ${newest.id} desc)
        filter (where ${newest.hit}))[1:${sql.raw(String(limit))}]`,
      looked: sql<number>`count(*)::int`,
      oldest: sql<number | null>`min(${newest.id})`,
    })
    .from(newest);
  return found;
}

/**
 * The company's documents older than `before` whose suggest vector matches, newest first, through the
 * GIN index (`document_id + 0` keeps the planner on the index rather than on a walk of every row).
 */
export async function olderSuggestHits(
  db: Queryable,
  companyId: number,
  before: number,
  tsquery: string,
  limit: number,
) {
  const older = await db
    .select({ id: v.documentId })
    .from(v)
    .where(and(eq(v.companyId, companyId), lt(v.documentId, before), sql`${v.suggest} @@ ${tsquery}::tsquery`))
    .orderBy(sql`${v.documentId} + 0 desc`)
    .limit(limit);
  return older.map((r) => r.id);
}
