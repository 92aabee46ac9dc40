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
import type { ListIndex } from './list-index.js';
import { countList, pageIds } from './pages-repository.js';
import type { ListScope, ListSort } from './scope.js';
import { allRowBatches, streamJson } from './stream-rows.js';
import { metadataKeysOf, presentListRow } from '../../document-index/result-rows.js';
import { documentTypeNamesOf, loadListRows } from '../../document-index/rows-repository.js';

export type ListResult = { kind: 'page'; body: DocumentListResponse } | { kind: 'stream'; body: Readable };

export type ListKind =
  { kind: 'all' } | { kind: 'sent' } | { kind: 'inbox' } | { kind: 'template'; templateId: number };

/** The sort a query asks for, among the list's columns. */
function sortOf(query: DocumentListQuery, columns: ListColumn[]): ListSort {
  if (query.sortBy === 'id') return { column: 'id', direction: query.sortDirection };
  const column = columns.find((c) => c.key === query.sortBy);
  if (!column) {
    throw badRequest(`sortBy must be id or one of the column keys: ${columns.map((c) => c.key).join(', ')}`);
  }
  if (query.afterId !== undefined) throw badRequest('afterId goes only with the default sort (sortBy=id).');
  return { column, direction: query.sortDirection };
}

/** A template's list columns, in the company's instance of it; a template that does not exist is not found. */
async function columnsOfTemplate(db: Database, ctx: TenantContext, templateId: number) {
  const found = documentTemplateIds.includes(templateId as DocumentTemplateId)
    ? await templateColumns(db, ctx.companyId, templateId)
    : undefined;
  if (!found) throw notFound('The document type');
  return found;
}

/**
 * What a list query reads, decided before any row is (pure): the scope, the columns, the sort
 * and the first row's offset. A filter or sort the list does not have is refused.
 */
export function planList(kind: ListKind, query: DocumentListQuery, ofTemplate: ListColumn[] | undefined) {
  let scope: ListScope;
  let columns: ListColumn[];
  if (kind.kind === 'template') {
    columns = ofTemplate!;
    scope = { kind: 'template', templateId: kind.templateId, routeStatusId: query.documentRouteStatusId || null };
  } else {
    if (query.documentRouteStatusId) {
      throw badRequest('documentRouteStatusId filters only /documentroute/all/{documentTypeId}.');
    }
    columns = mixedColumns;
    scope = kind;
  }
  const sort = sortOf(query, columns);
  const offset = query.afterId === undefined ? (query.page - 1) * query.pageSize : 0;
  return { scope, columns, sort, offset };
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
  const ofTemplate = kind.kind === 'template' ? await columnsOfTemplate(db, ctx, kind.templateId) : undefined;
  const plan = planList(kind, query, ofTemplate);
  const { columns, sort, offset } = plan;
  let { scope } = plan;
  // Nothing searchable typed (empty, or only punctuation): the whole list.
  const suggest = query.query ? await parseTypeahead(db, ctx.companyId, query.query) : null;
  if (suggest !== null) scope = { ...scope, suggest };
  // The total is counted on another connection while the page is read.
  const counting = countList(db, index, ctx.companyId, scope);
  counting.catch(() => undefined); // awaited below; a failure surfaces there
  // The caller's type names are needed to sort by them or by a metadata column; rows carry their own.
  const typeNames = sort.column === 'id' ? new Map<number, string>() : await documentTypeNamesOf(db, ctx.companyId);
  const keys = metadataKeysOf(columns);

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
