import { and, asc, count, desc, gt, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { documentVisibility } from '../../db/schema/index.js';
import { KEPT_PAGE_MAX, scopeKey, type ListIndex } from './list-index.js';
import type { ListPage, ListScope, ListSort } from './scope.js';
import { scopeCondition } from './scope-repository.js';
import { sortKeyOf } from './sort-keys-repository.js';

const v = documentVisibility;

/**
 * Exact count: an index-only scan of the company's slice of one index (a few ms at 100k rows;
 * about 1 ms of the server's CPU at 4,400 rows, a third of a list page's cost under load, issue
 * 17). Kept in the list index; a count of typed words is always counted.
 */
export async function countList(db: Queryable, index: ListIndex, companyId: number, scope: ListScope): Promise<number> {
  const read = async () => {
    const [row] = await db.select({ n: count() }).from(v).where(scopeCondition(companyId, scope));
    return row?.n ?? 0;
  };
  if (scope.suggest !== undefined) return read();
  return index.through(`${scopeKey(companyId, scope)}|count`, companyId, read);
}

/**
 * The ids of one page, in order. The default sort (id) is a walk of one index, newest first,
 * that stops after the page (OFFSET skips entries of that narrow index only; `afterId` is keyset
 * paging). Other sorts read the company's slice with each row's key (sortKeyOf) and sort it.
 */
export async function pageIds(
  db: Queryable,
  index: ListIndex,
  companyId: number,
  scope: ListScope,
  sort: ListSort,
  page: ListPage,
  typeNames: Map<number, string>,
): Promise<readonly number[]> {
  if (sort.column === 'id') {
    const read = async () => {
      const after =
        page.afterId === undefined
          ? undefined
          : sort.direction === 'asc'
            ? gt(v.documentId, page.afterId)
            : lt(v.documentId, page.afterId);
      const rows = await db
        .select({ id: v.documentId })
        .from(v)
        .where(and(scopeCondition(companyId, scope), after))
        .orderBy(sort.direction === 'asc' ? asc(v.documentId) : desc(v.documentId))
        .limit(page.limit)
        .offset(page.offset);
      return rows.map((r) => r.id);
    };
    // Other sorts read values and names, which the index's announcements do not cover.
    if (scope.suggest !== undefined || page.limit > KEPT_PAGE_MAX) return read();
    const key = `${scopeKey(companyId, scope)}|ids|${sort.direction}|${page.offset}|${page.limit}|${page.afterId ?? ''}`;
    return index.through(key, companyId, read);
  }
  const sorted = await sortKeyOf(
    db,
    db.select({ id: v.documentId }).from(v).$dynamic(),
    companyId,
    scope,
    sort.column,
    typeNames,
  );
  const rows = await sorted.q
    .where(scopeCondition(companyId, scope))
    .orderBy(sql`${sorted.key} ${sql.raw(sort.direction)} nulls last`, desc(v.documentId))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
}
