import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { listTerminologies } from './list-terminologies.js';
import { setCustomTerm } from './repository.js';

/** The company's own words; an empty one goes back to the default word. */
export async function updateTerminology(
  db: Database,
  ctx: TenantContext,
  words: { terminologyId: number; customizedName: string }[],
) {
  await db.transaction(async (tx) => {
    for (const w of words) await setCustomTerm(tx, ctx.companyId, w.terminologyId, w.customizedName);
  });
  return listTerminologies(db, ctx.companyId);
}
