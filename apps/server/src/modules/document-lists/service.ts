import { Readable } from 'node:stream';
import {
  documentTemplateIds,
  limits,
  type DocumentListQuery,
  type DocumentListResponse,
  type DocumentTemplateId,
} from '@docvue/contracts';
import type { Database } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { TenantContext } from '../../access/context.js';
import { parseTypeahead } from '../../document-index/tsquery.js';
import { mixedColumns, presentColumn, templateColumns, type ListColumn } from '../../document-index/columns.js';
import { countList, pageIds, type ListIndex, type ListScope, type ListSort } from './list-query.js';
import { metadataKeysOf, presentListRow } from '../../document-index/result-rows.js';
import { documentTypeNamesOf, loadListRows } from '../../document-index/rows-repository.js';

/** Rows loaded per query when all rows are streamed. */
const STREAM_BATCH = 2000;

export type ListResult = { kind: 'page'; body: DocumentListResponse } | { kind: 'stream'; body: Readable };

export type ListKind =
  { kind: 'all' } | { kind: 'sent' } | { kind: 'inbox' } | { kind: 'template'; templateId: number };

function sortOf(query: DocumentListQuery, columns: ListColumn[]): ListSort {
  if (query.sortBy === 'id') return { column: 'id', direction: query.sortDirection };
  const column = columns.find((c) => c.key === query.sortBy);
  if (!column) {
    throw badRequest(`sortBy must be id or one of the column keys: ${columns.map((c) => c.key).join(', ')}`);
  }
  if (query.afterId !== undefined) throw badRequest('afterId goes only with the default sort (sortBy=id).');
  return { column, direction: query.sortDirection };
}

/**
 * A page of one of the document lists (`/documentroute/…`): columns, rows and the exact total,
 * optionally only the documents whose number or party names start with the typed words.
 * `pageSize` 100000 ("all") streams the rows in batches instead of building one large response.
 */
export async function listDocuments(
  db: Database,
  index: ListIndex,
  ctx: TenantContext,
  kind: ListKind,
  query: DocumentListQuery,
): Promise<ListResult> {
  let scope: ListScope;
  let columns: ListColumn[];
  if (kind.kind === 'template') {
    const found = documentTemplateIds.includes(kind.templateId as DocumentTemplateId)
      ? await templateColumns(db, ctx.companyId, kind.templateId)
      : undefined;
    if (!found) throw notFound('The document type');
    columns = found;
    scope = { kind: 'template', templateId: kind.templateId, routeStatusId: query.documentRouteStatusId || null };
  } else {
    if (query.documentRouteStatusId) {
      throw badRequest('documentRouteStatusId filters only /documentroute/all/{documentTypeId}.');
    }
    columns = mixedColumns;
    scope = kind;
  }
  const sort = sortOf(query, columns);
  // Nothing searchable typed (empty, or only punctuation): the whole list.
  const suggest = query.query ? await parseTypeahead(db, ctx.companyId, query.query) : null;
  if (suggest !== null) scope = { ...scope, suggest };
  // The total is counted on another connection while the page is read.
  const counting = countList(db, index, ctx.companyId, scope);
  counting.catch(() => undefined); // awaited below; a failure surfaces there
  // The caller's type names are needed to sort by them or by a metadata column; rows carry their own.
  const typeNames = sort.column === 'id' ? new Map<number, string>() : await documentTypeNamesOf(db, ctx.companyId);
  const keys = metadataKeysOf(columns);
  const offset = query.afterId === undefined ? (query.page - 1) * query.pageSize : 0;

  const loadPage = async (ids: readonly number[]) =>
    (await loadListRows(db, ctx, ids, keys)).map((r) => presentListRow(r, columns));

  if (query.pageSize === limits.allRowsPageSize) {
    const head = {
      columns: columns.map(presentColumn),
      totalRecords: await counting,
      page: query.page,
      pageSize: query.pageSize,
    };
    const batches = allRowBatches(db, index, ctx.companyId, scope, sort, {
      offset,
      afterId: query.afterId,
      typeNames,
    });
    // The first batch is read before the response starts, so that a failure is still an error status.
    const first = await batches.next();
    return { kind: 'stream', body: Readable.from(streamJson(head, first, batches, loadPage)) };
  }

  const ids = await pageIds(
    db,
    index,
    ctx.companyId,
    scope,
    sort,
    { offset, limit: query.pageSize, afterId: query.afterId },
    typeNames,
  );
  const rows = await loadPage(ids);
  return {
    kind: 'page',
    body: {
      columns: columns.map(presentColumn),
      rows,
      totalRecords: await counting,
      page: query.page,
      pageSize: query.pageSize,
    },
  };
}

/**
 * The ids of "all" rows in batches: the default sort walks the index by keyset (each batch
 * starts after the last id of the previous one); other sorts read the ordered ids once (ids
 * only, at most 100000) and cut them into batches.
 */
async function* allRowBatches(
  db: Database,
  index: ListIndex,
  companyId: number,
  scope: ListScope,
  sort: ListSort,
  opts: { offset: number; afterId: number | undefined; typeNames: Map<number, string> },
): AsyncGenerator<readonly number[]> {
  const max = limits.allRowsPageSize;
  if (sort.column !== 'id') {
    const ids = await pageIds(db, index, companyId, scope, sort, { offset: opts.offset, limit: max }, opts.typeNames);
    for (let i = 0; i < ids.length; i += STREAM_BATCH) yield ids.slice(i, i + STREAM_BATCH);
    return;
  }
  let sent = 0;
  let offset = opts.offset;
  let afterId = opts.afterId;
  while (sent < max) {
    const limit = Math.min(STREAM_BATCH, max - sent);
    const ids = await pageIds(db, index, companyId, scope, sort, { offset, limit, afterId }, opts.typeNames);
    if (ids.length === 0) return;
    yield ids;
    sent += ids.length;
    if (ids.length < limit) return;
    offset = 0;
    afterId = ids[ids.length - 1];
  }
}

async function* streamJson(
  head: Omit<DocumentListResponse, 'rows'>,
  first: IteratorResult<readonly number[]>,
  rest: AsyncGenerator<readonly number[]>,
  loadPage: (ids: readonly number[]) => Promise<DocumentListResponse['rows']>,
): AsyncGenerator<string> {
  yield `${JSON.stringify(head).slice(0, -1)},"rows":[`;
  let separator = '';
  let batch = first;
  while (!batch.done) {
    const rows = await loadPage(batch.value);
    if (rows.length > 0) {
      yield separator + rows.map((r) => JSON.stringify(r)).join(',');
      separator = ',';
    }
    batch = await rest.next();
  }
  yield ']}';
}
