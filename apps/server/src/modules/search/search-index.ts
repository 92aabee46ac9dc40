import type { AnnouncedCache } from '../../lib/announced-cache.js';
import type { SearchMatches, SearchPageHighlights } from '../../app-context.js';

/** The channel on which the database announces a change of a company's search vectors (migration 0024). */
export const SEARCH_INDEX_CHANNEL = 'docvue_search_index';

/**
 * What searches keep between requests, per company and words typed, until the database announces
 * that a search vector of the company's changed (any insert, update or delete, by any process:
 * migration 0024): the words as PostgreSQL read them and the ranked ids. What a page shows of each
 * (its rows: names, statuses, read marks) is read on every request, with the visibility rule; the
 * highlights of a page that come from the vectors' sources (values, page text) are kept with it.
 * The caller's names of fields are in those highlights: a change of a type's fields (announced on
 * its own channel, by type) forgets every search (`forgetAllOnChange`).
 */
export type SearchIndex = AnnouncedCache<SearchMatches | SearchPageHighlights>;

export const searchKey = (companyId: number, term: string) => `m|${Math.trunc(companyId)}|${term}`;

/** A page of a search: its highlights' parts that come from the vectors' sources. */
export const searchPageKey = (companyId: number, term: string, page: number, pageSize: number) =>
  `p|${Math.trunc(companyId)}|${Math.trunc(page)}|${Math.trunc(pageSize)}|${term}`;

/** A listener of another channel whose every announcement forgets all of `cache` (its payloads name no company). */
export const forgetAllOnChange = (cache: SearchIndex) => ({
  changed: () => cache.clear(),
  // The cache's own channel says whether announcements arrive (one connection carries them all).
  setListening: () => undefined,
  clear: () => cache.clear(),
});
