import type { DocumentListResponse } from '@docvue/contracts';
import { limits } from '@docvue/contracts';
import type { Database } from '../../db/client.js';
import type { ListIndex } from './list-index.js';
import { pageIds } from './pages-repository.js';
import type { ListScope, ListSort } from './scope.js';

/** Rows loaded per query when all rows are streamed. */
const STREAM_BATCH = 2000;

/**
 * The ids of "all" rows in batches: the default sort walks the index by keyset (each batch
 * starts after the last id of the previous one); other sorts read the ordered ids once (ids
 * only, at most 100000) and cut them into batches.
 */
export async function* allRowBatches(
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

export async function* streamJson(
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
