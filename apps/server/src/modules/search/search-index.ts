import type { AnnouncedCache } from '../../lib/announced-cache.js';
import type { SearchMatches } from '../../app-context.js';

/** The channel on which the database announces a change of a company's search vectors (migration 0024). */
export const SEARCH_INDEX_CHANNEL = 'docvue_search_index';

/**
 * What searches keep between requests, per company and words typed, until the database announces
 * that a search vector of the company's changed (any insert, update or delete, by any process:
 * migration 0024): the words as PostgreSQL read them and the ranked ids. What a page shows of each
 * (rows, values, highlights) is read on every request, with the visibility rule.
 */
export type SearchIndex = AnnouncedCache<SearchMatches>;

export const searchKey = (companyId: number, term: string) => `${Math.trunc(companyId)}|${term}`;
