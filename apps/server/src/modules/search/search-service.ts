import {
  searchLimits,
  type SearchHighlight,
  type SearchRequest,
  type SearchResponse,
  type SearchResultRow,
} from '@docvue/contracts';
import type { Database, Queryable } from '../../db/client.js';
import type { TenantContext } from '../../access/context.js';
import type { VisibleDocumentIds } from '../../access/documents.js';
import { mixedColumns, presentColumn } from '../../document-index/columns.js';
import { metadataKeysOf, presentListRow } from '../../document-index/result-rows.js';
import { loadVisibleListRows, metadataValuesOf, type ListRowData } from '../../document-index/rows-repository.js';
import { excerpt, markMatches } from './highlight.js';
import { newestMatches } from './newest-matches.js';
import { fieldNamesOfCompany, pageTextsOf, ranksOf } from './repository.js';
import { parseSearchTerm } from '../../document-index/tsquery.js';

/**
 * The newest matches of the company, ranked: numbers above names above other values above page
 * text (ts_rank over the weights). Only the newest `searchLimits.maxRankedResults` matches are
 * ranked, so a word found in 200,000 documents costs little more than one found in a thousand;
 * the response says when there were more. The newest come out of the GIN index
 * (newestMatches), then one primary-key read per match for its rank. The rows shown are checked
 * against the visibility rule again when they are loaded (loadListRows).
 */
async function rankedMatches(db: Queryable, companyId: number, tsquery: string) {
  const ids = await newestMatches(db, companyId, tsquery, searchLimits.maxRankedResults + 1);
  const rows = ids.length === 0 ? [] : await ranksOf(db, ids, tsquery);
  const capped = rows.length > searchLimits.maxRankedResults;
  const ranked = rows
    .map((r) => ({ id: r.id, rank: Number(r.rank) }))
    .sort((a, b) => b.rank - a.rank || b.id - a.id)
    .slice(0, searchLimits.maxRankedResults);
  return { ranked, capped };
}

/** Field names as the caller's company calls them, by template and key. */
async function fieldNamesOf(db: Queryable, companyId: number) {
  const rows = await fieldNamesOfCompany(db, companyId);
  return new Map(rows.map((r) => [`${r.templateId}:${r.key}`, r.name]));
}

/** Every metadata value and the page text of the documents of one page (as the access gate found them visible). */
async function matchableTextOf(db: Queryable, ids: VisibleDocumentIds) {
  if (ids.length === 0) return { values: [], pages: new Map<number, string>() };
  const [values, pageRows] = await Promise.all([metadataValuesOf(db, ids, null), pageTextsOf(db, ids)]);
  return { values, pages: new Map(pageRows.map((p) => [p.documentId, p.text])) };
}

function highlightsOf(
  row: ListRowData,
  lexemes: ReadonlySet<string>,
  values: { key: string; value: string | null }[],
  pageText: string | undefined,
  fieldNames: Map<string, string>,
): SearchHighlight[] {
  const out: SearchHighlight[] = [];
  const add = (key: string, name: string, segments: SearchHighlight['segments'] | null) => {
    if (segments) out.push({ key, name, segments });
  };
  for (const v of values) {
    if (v.value) add(v.key, fieldNames.get(`${row.templateId}:${v.key}`) ?? v.key, markMatches(v.value, lexemes));
  }
  add('senderCompanyName', 'From', markMatches(row.senderCompanyName, lexemes));
  if (row.receiverName) add('receiverName', 'To', markMatches(row.receiverName, lexemes));
  add('fileName', 'File Name', markMatches(row.fileName, lexemes));
  if (pageText) add('ocrText', 'Document text', excerpt(pageText, lexemes));
  return out;
}

/** `POST /search`: one page of the company's matching documents, best first, with the matching words marked. */
export async function searchDocuments(db: Database, ctx: TenantContext, req: SearchRequest): Promise<SearchResponse> {
  const columns = mixedColumns;
  const empty: SearchResponse = {
    columns: columns.map(presentColumn),
    rows: [],
    totalRecords: 0,
    totalIsCapped: false,
    page: req.page,
    pageSize: req.pageSize,
  };
  const parsed = await parseSearchTerm(db, req.querySearchTerm);
  if (!parsed) return empty;
  const { ranked, capped } = await rankedMatches(db, ctx.companyId, parsed.tsquery);
  const pageIds = ranked.slice((req.page - 1) * req.pageSize, req.page * req.pageSize).map((r) => r.id);
  const [fieldNames, { rows, ids: visibleIds }] = await Promise.all([
    fieldNamesOf(db, ctx.companyId),
    loadVisibleListRows(db, ctx, pageIds, metadataKeysOf(columns)),
  ]);
  const text = await matchableTextOf(db, visibleIds);
  const lexemes = new Set(parsed.lexemes);
  const valuesOf = new Map<number, { key: string; value: string | null }[]>();
  for (const v of text.values) valuesOf.set(v.documentId, [...(valuesOf.get(v.documentId) ?? []), v]);
  const resultRows = rows.map(
    (r) =>
      // A result row plus its highlights (the index signature of the row cannot state both; see presentListRow).
      ({
        ...presentListRow(r, columns),
        highlights: highlightsOf(r, lexemes, valuesOf.get(r.id) ?? [], text.pages.get(r.id), fieldNames),
      }) as SearchResultRow,
  );
  return { ...empty, rows: resultRows, totalRecords: ranked.length, totalIsCapped: capped };
}
