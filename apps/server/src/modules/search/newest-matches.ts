import type { Queryable } from '../../db/client.js';
import { newestMatchIds, type WindowOptions } from './repository.js';

export type { WindowOptions } from './repository.js';

/**
 * Where a search looks for the company's newest matches first: its 4,000 newest documents, then
 * as far back as the matches found suggest, at most 64 recency blocks (640,000 ids) before the
 * whole company. At a million documents "invoice" read 4,440 matches this way instead of 90,941
 * (docs/benchmarks.md). The loop runs in the database (migration 0024, docvue_newest_matches).
 */
export const defaultWindows: WindowOptions = { firstWindow: 4000, maxGrowth: 16, maxBlocks: 64 };

/** The ids of the company's newest `limit` documents that match a tsquery, newest first. */
export const newestMatches = (
  db: Queryable,
  companyId: number,
  tsquery: string,
  limit: number,
  windows: WindowOptions = defaultWindows,
): Promise<number[]> => newestMatchIds(db, companyId, tsquery, limit, windows);
