import {
  searchLimits,
  type SearchHighlight,
  type SearchRequest,
  type SearchResponse,
  type SearchResultRow,
} from '@docvue/contracts';
import type { Database, Queryable } from '../../db/client.js';
import type { TenantContext } from '../../access/context.js';
import type { SearchMatches, SearchPageHighlights } from '../../app-context.js';
import { mixedColumns, presentColumn } from '../../document-index/columns.js';
import { metadataKeysOf, presentListRow } from '../../document-index/result-rows.js';
import { loadVisibleListRows, type ListRowData } from '../../document-index/rows-repository.js';
import { lexemesOf } from '../../document-index/tsquery.js';
import { excerpt, markMatches } from './highlight.js';
import { defaultWindows } from './newest-matches.js';
import { highlightSourcesOf, rankedMatches } from './repository.js';
import { searchKey, searchPageKey, type SearchIndex } from './search-index.js';

/**
 * The newest matches of the company, ranked: numbers above names above other values above page
 * text (ts_rank over the weights), the newer first when equal. Only the newest
 * `searchLimits.maxRankedResults` matches are ranked (one more is looked for, to say whether there
 * were more), so a word found in 200,000 documents costs little more than one found in a thousand.
 * One statement (rankedMatches), kept until the database announces a change of the company's
 * search vectors (search-index.ts): a repeated search costs no statement here. The rows shown are
 * checked against the visibility rule again when they are loaded.
 */
async function matchesOf(db: Queryable, index: SearchIndex, companyId: number, term: string): Promise<SearchMatches> {
  return index.through<SearchMatches>(searchKey(companyId, term), companyId, async () => {
    const found = await rankedMatches(db, companyId, term, searchLimits.maxRankedResults + 1, defaultWindows);
    return {
      lexemes: lexemesOf(found.tsquery),
      ranked: found.ranked.slice(0, searchLimits.maxRankedResults),
      capped: found.found > searchLimits.maxRankedResults,
      empty: found.tsquery.trim() === '',
    };
  });
}

/**
 * The highlights of a page's documents that come from what their vectors are made of: each value
 * that matches (under the caller's name of its field), and an excerpt of the page text around its
 * first match. Kept with the search (a change of a value or of the page text changes the vector,
 * which is announced), so a repeated search reads only its rows: a 25-row page sent up to 2.5 MB
 * of page text to be scanned on every request.
 */
async function pageHighlightsOf(
  db: Queryable,
  index: SearchIndex,
  ctx: TenantContext,
  req: SearchRequest,
  ids: readonly number[],
  lexemes: ReadonlySet<string>,
): Promise<SearchPageHighlights> {
  const key = searchPageKey(ctx.companyId, req.querySearchTerm, req.page, req.pageSize);
  return index.through<SearchPageHighlights>(key, ctx.companyId, async () => {
    const sources = await highlightSourcesOf(db, ctx.companyId, ids);
    return new Map(
      [...sources].map(([id, source]) => [
        id,
        {
          values: source.values.flatMap((v) => {
            const segments = v.value ? markMatches(v.value, lexemes) : null;
            return segments ? [{ key: v.key, name: v.name, segments }] : [];
          }),
          pageText: (() => {
            const segments = source.pageText ? excerpt(source.pageText, lexemes) : null;
            return segments ? { key: 'ocrText', name: 'Document text', segments } : null;
          })(),
        },
      ]),
    );
  });
}

/** A row's highlights: its values, From, To, File Name, then the page text. */
function highlightsOf(
  row: ListRowData,
  lexemes: ReadonlySet<string>,
  kept: { values: readonly SearchHighlight[]; pageText: SearchHighlight | null } | undefined,
): SearchHighlight[] {
  const out: SearchHighlight[] = [...(kept?.values ?? [])];
  const add = (key: string, name: string, segments: SearchHighlight['segments'] | null) => {
    if (segments) out.push({ key, name, segments });
  };
  add('senderCompanyName', 'From', markMatches(row.senderCompanyName, lexemes));
  if (row.receiverName) add('receiverName', 'To', markMatches(row.receiverName, lexemes));
  add('fileName', 'File Name', markMatches(row.fileName, lexemes));
  if (kept?.pageText) out.push(kept.pageText);
  return out;
}

/**
 * `POST /search`: one page of the company's matching documents, best first, with the matching
 * words marked. At most three statements: the ranked matches, then the page's rows and what its
 * highlights are made of, side by side, each with the visibility rule; a repeated search (nothing
 * announced since) reads its rows alone, one statement like a list page.
 */
export async function searchDocuments(
  db: Database,
  index: SearchIndex,
  ctx: TenantContext,
  req: SearchRequest,
): Promise<SearchResponse> {
  const columns = mixedColumns;
  const empty: SearchResponse = {
    columns: columns.map(presentColumn),
    rows: [],
    totalRecords: 0,
    totalIsCapped: false,
    page: req.page,
    pageSize: req.pageSize,
  };
  const matches = await matchesOf(db, index, ctx.companyId, req.querySearchTerm);
  if (matches.empty) return empty;
  const pageIds = matches.ranked.slice((req.page - 1) * req.pageSize, req.page * req.pageSize);
  if (pageIds.length === 0) return { ...empty, totalRecords: matches.ranked.length, totalIsCapped: matches.capped };
  const lexemes = new Set(matches.lexemes);
  const [{ rows }, highlights] = await Promise.all([
    loadVisibleListRows(db, ctx, pageIds, metadataKeysOf(columns)),
    pageHighlightsOf(db, index, ctx, req, pageIds, lexemes),
  ]);
  const resultRows = rows.map(
    (r) =>
      // A result row plus its highlights (the index signature of the row cannot state both; see presentListRow).
      ({
        ...presentListRow(r, columns),
        highlights: highlightsOf(r, lexemes, highlights.get(r.id)),
      }) as SearchResultRow,
  );
  return { ...empty, rows: resultRows, totalRecords: matches.ranked.length, totalIsCapped: matches.capped };
}
