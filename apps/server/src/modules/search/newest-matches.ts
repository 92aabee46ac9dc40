import type { Queryable } from '../../db/client.js';
import { searchBlockSize } from '../../document-index/fields.js';
import { tenantLexeme } from '../../document-index/tsquery.js';
import { matching, newestWindowOf } from './repository.js';

export interface WindowOptions {
  /** How many of the company's newest documents the first window holds. */
  firstWindow: number;
  /**
   * At most this many times further back for the next window: as far as the matches found so far
   * suggest `limit` will be found (a window without any match reaches back this far).
   */
  maxGrowth: number;
  /** A window needing more blocks than this gives way to the whole company. */
  maxBlocks: number;
}

export const defaultWindows: WindowOptions = { firstWindow: 4000, maxGrowth: 16, maxBlocks: 64 };

/** The company's lexeme of one recency block (migration 0005): '@c31/99' = ids 990,000 to 999,999. */
export const blockLexeme = (companyId: number, block: number) => `'@c${Math.trunc(companyId)}/${Math.trunc(block)}'`;

/**
 * The ids of the company's newest `limit` documents that match a tsquery, newest first.
 *
 * The GIN index answers `search @@ query` with every match, and each match costs a read of its
 * table row before the newest can be kept: a word in 90,000 of a company's documents meant 90,000
 * row reads. So the company's newest documents are searched first, inside the index: the window
 * is a run of the company's recency blocks ('@c31/97' | '@c31/98' | '@c31/99'), ANDed into the
 * query, and only the matches in it are read. When the window holds `limit` matches they are the
 * newest (every document outside it is older); otherwise the next window reaches back as far as
 * the rate of matches so far suggests, and at last the whole company ('@c31'). A common word stops
 * in the first window; a rare one costs a few cheap index probes more, and then few rows to read.
 */
export async function newestMatches(
  db: Queryable,
  companyId: number,
  tsquery: string,
  limit: number,
  windows: WindowOptions = defaultWindows,
): Promise<number[]> {
  const edge = await newestWindowOf(db, companyId, windows.firstWindow);
  const whole = tenantLexeme(companyId);
  if (!edge?.first || !edge.last || edge.n < windows.firstWindow) return matching(db, whole, tsquery, limit);

  const lastBlock = Math.floor(edge.last / searchBlockSize);
  let reach = edge.last - edge.first + 1;
  for (;;) {
    const firstBlock = Math.max(0, Math.floor((edge.last - reach + 1) / searchBlockSize));
    if (lastBlock - firstBlock + 1 > windows.maxBlocks) break;
    const blocks = Array.from({ length: lastBlock - firstBlock + 1 }, (_, i) => blockLexeme(companyId, firstBlock + i));
    const ids = await matching(db, `(${blocks.join(' | ')})`, tsquery, limit);
    if (ids.length >= limit || firstBlock === 0) return ids;
    // Far enough back for `limit` matches at the rate found so far, with a margin.
    const growth = ids.length === 0 ? windows.maxGrowth : Math.ceil((1.25 * limit) / ids.length);
    reach *= Math.max(2, Math.min(windows.maxGrowth, growth));
  }
  return matching(db, whole, tsquery, limit);
}
