import {
  searchLimits,
  type SearchHighlight,
  type SearchRequest,
  type SearchResponse,
  type SearchResultRow,
} from '@docvue/contracts';
import type { Database, Queryable } from '../../db/client.js';
import type { TenantContext } from '../../access/context.js';
import type { SearchMatches } from '../../app-context.js';
import { mixedColumns, presentColumn } from '../../document-index/columns.js';
import { metadataKeysOf, presentListRow } from '../../document-index/result-rows.js';
import { loadVisibleListRows, type ListRowData } from '../../document-index/rows-repository.js';
import { lexemesOf } from '../../document-index/tsquery.js';
import { excerpt, markMatches } from './highlight.js';
import { defaultWindows } from './newest-matches.js';
import { highlightSourcesOf, rankedMatches } from './repository.js';
import { searchKey, type SearchIndex } from './search-index.js';

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
  return index.through(searchKey(companyId, term), companyId, async () => {
    const found = await rankedMatches(db, companyId, term, searchLimits.maxRankedResults + 1, defaultWindows);
    return {
      lexemes: lexemesOf(found.tsquery),
      ranked: found.ranked.slice(0, searchLimits.maxRankedResults),
      capped: found.found > searchLimits.maxRankedResults,
      empty: found.tsquery.trim() === '',
    };
  });
}

function highlightsOf(
  row: ListRowData,
  lexemes: ReadonlySet<string>,
  values: readonly { key: string; name: string; value: string | null }[],
  pageText: string | null | undefined,
): SearchHighlight[] {
  const out: SearchHighlight[] = [];
  const add = (key: string, name: string, segments: SearchHighlight['segments'] | null) => {
    if (segments) out.push({ key, name, segments });
  };
  for (const v of values) {
    if (v.value) add(v.key, v.name, markMatches(v.value, lexemes));
  }
  add('senderCompanyName', 'From', markMatches(row.senderCompanyName, lexemes));
  if (row.receiverName) add('receiverName', 'To', markMatches(row.receiverName, lexemes));
  add('fileName', 'File Name', markMatches(row.fileName, lexemes));
  if (pageText) add('ocrText', 'Document text', excerpt(pageText, lexemes));
  return out;
}

/**
 * `POST /search`: one page of the company's matching documents, best first, with the matching
 * words marked. At most three statements: the ranked matches (none when kept), then the page's
 * rows and what its highlights are made of, side by side, each with the visibility rule.
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
  const [{ rows }, sources] = await Promise.all([
    loadVisibleListRows(db, ctx, pageIds, metadataKeysOf(columns)),
    highlightSourcesOf(db, ctx.companyId, pageIds),
  ]);
  const lexemes = new Set(matches.lexemes);
  const resultRows = rows.map((r) => {
    const source = sources.get(r.id);
    // A result row plus its highlights (the index signature of the row cannot state both; see presentListRow).
    return {
      ...presentListRow(r, columns),
      highlights: highlightsOf(r, lexemes, source?.values ?? [], source?.pageText),
    } as SearchResultRow;
  });
  return { ...empty, rows: resultRows, totalRecords: matches.ranked.length, totalIsCapped: matches.capped };
}
