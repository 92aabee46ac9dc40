import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { visibleAmongIds } from '../../access/documents.js';
import type { Queryable } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import {
  documentMetadata,
  documents,
  documentSearch,
  documentTypes,
  documentVisibility,
  metadataDefinitions,
  ocrPages,
} from '../../db/schema/index.js';
import { searchBlockSize } from '../../document-index/fields.js';

const v = documentVisibility;

/** Where a search looks for the company's newest matches first (migration 0024, docvue_newest_matches). */
export interface WindowOptions {
  /** How many of the company's newest documents the first window holds. */
  firstWindow: number;
  /**
   * At most this many times further back for the next window: as far as the matches found so far
   * suggest `limit` will be found (a window without any match reaches back this far).
   */
  maxGrowth: number;
  /** A window needing more blocks than this gives way to the whole company. */
  maxBlocks: number;
}

const newestMatchesOf = (companyId: number, tsquery: SQL, limit: number, w: WindowOptions) =>
  sql`docvue_newest_matches(${Math.trunc(companyId)}::int, ${tsquery}, ${Math.trunc(limit)}::int,
    ${w.firstWindow}::int, ${w.maxGrowth}::int, ${w.maxBlocks}::int, ${searchBlockSize}::int)`;

/** Ids of the company's newest `limit` documents whose vector matches a tsquery, newest first. */
export async function newestMatchIds(
  db: Queryable,
  companyId: number,
  tsquery: string,
  limit: number,
  windows: WindowOptions,
): Promise<number[]> {
  const [row] = await db
    .select({ ids: sql<number[]>`${newestMatchesOf(companyId, sql`${tsquery}::tsquery`, limit, windows)}` })
    .from(sql`(select 1) as one`);
  return row?.ids ?? [];
}

/**
 * A search term in one statement: the term as PostgreSQL reads it (websearch syntax, after the
 * same normalisation as the indexed text: `parseSearchTerm`), the company's newest `limit`
 * matches (docvue_newest_matches), and those ranked, best first (ts_rank over the weights, the
 * newer first when equal). `found` says how many were ranked. Four to six statements before, one
 * round trip each (and on PGlite a turn of its one connection each).
 */
export async function rankedMatches(
  db: Queryable,
  companyId: number,
  term: string,
  limit: number,
  windows: WindowOptions,
): Promise<{ tsquery: string; ranked: number[]; found: number }> {
  const q = sql`q.q`;
  const [row] = await db
    .select({
      tsquery: sql<string>`q.q::text`,
      found: sql<number>`cardinality(m.ids)`,
      ranked: sql<number[] | null>`(select array_agg(${documentSearch.documentId}
          order by ts_rank(${documentSearch.search}, ${q}) desc, ${documentSearch.documentId} desc)
        from ${documentSearch} where ${documentSearch.documentId} = any(m.ids))`,
    })
    .from(
      sql`(select websearch_to_tsquery('simple', docvue_search_normalize(${term})) as q) as q
        cross join lateral (select ${newestMatchesOf(companyId, q, limit, windows)} as ids) as m`,
    );
  return { tsquery: row?.tsquery ?? '', ranked: row?.ranked ?? [], found: Number(row?.found ?? 0) };
}

/** What a page's highlights are made of, per document: each value with its field's key and the caller's name of it, and the page text. */
type HighlightSource = [values: [key: string, name: string, value: string | null][] | null, pageText: string | null];

/**
 * What the highlights of a page are made of, for the documents of `ids` the company may see (the
 * visibility rule again, as for the page's rows): every metadata value with its field key and
 * the caller's own name of that field (its instance of the template may rename it; the key when
 * it has none), and the page text (the first 100,000 characters). One statement, prepared, where
 * three (values, their fields, the company's field names) and the page text took four.
 */
const highlightSourcesStatement = preparedStatement((db) => {
  // Written with aliases: Drizzle leaves a one-table query's columns unqualified, which inside
  // these subqueries would name the subquery's own tables.
  const doc = (column: string) => sql`${documents}.${sql.identifier(column)}`;
  return db
    .select({
      id: documents.id,
      shown: sql<HighlightSource>`json_build_array(
        (select json_agg(json_build_array(f.key,
            coalesce((select own.name from ${documentTypes} own_type
                join ${metadataDefinitions} own on own.document_type_id = own_type.id and own.key = f.key
              where own_type.company_id = ${sql.placeholder('companyId')} and own_type.template_id = ${doc('template_id')}
              limit 1), f.key),
            m.value) order by m.definition_id)
          from ${documentMetadata} m
          join ${metadataDefinitions} f on f.id = m.definition_id
          where m.document_id = ${doc('id')}),
        (select left(string_agg(p.text, ' ' order by p.document_page), 100000)
          from ${ocrPages} p where p.blob_sha256 = ${doc('blob_sha256')}))`,
    })
    .from(documents)
    .where(visibleAmongIds())
    .prepare('search_highlight_sources');
});

/** What the highlights of the documents of `ids` the company may see are made of, by document id. */
export async function highlightSourcesOf(db: Queryable, companyId: number, ids: readonly number[]) {
  if (ids.length === 0)
    return new Map<
      number,
      { values: { key: string; name: string; value: string | null }[]; pageText: string | null }
    >();
  const rows = await highlightSourcesStatement(db).execute({ ids, companyId });
  return new Map(
    rows.map(({ id, shown: [values, pageText] }) => [
      id,
      { values: (values ?? []).map(([key, name, value]) => ({ key, name, value })), pageText },
    ]),
  );
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
