import type { AnnouncedCache } from '../../lib/announced-cache.js';
import type { ListScope } from './scope.js';

/** The channel on which the database announces a change of a company's visibility rows (migration 0019). */
export const LIST_INDEX_CHANNEL = 'docvue_list_counts';

/**
 * What the lists keep of each company's visibility rows between requests, until the database
 * announces a change of them (every insert, update or delete, by any process: migration 0019):
 * exact totals, and the ids of the default sort's pages. Both are read from document_visibility
 * alone; what else a page shows (names, values, read marks) is read on every request.
 */
export type ListIndex = AnnouncedCache<number | readonly number[]>;

/** The largest page whose ids are kept (the "all rows" batches are read each time). */
export const KEPT_PAGE_MAX = 500;

export const scopeKey = (companyId: number, scope: ListScope) =>
  scope.kind === 'template'
    ? `${companyId}|template|${scope.templateId}|${scope.routeStatusId ?? ''}`
    : `${companyId}|${scope.kind}`;
