import { ErrorCode } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { actorFor } from '../../document-history/actor.js';
import { applyTransition, requireTransition } from '../status-machine/index.js';

/** Cancel discards documents that were never sent; all or none. */
export async function cancelDocuments(db: Database, ctx: TenantContext, ids: number[]) {
  const found = await Promise.all(ids.map((id) => requireVisibleDocument(db, ctx, id)));
  const actor = await actorFor(db, ctx);
  for (const doc of found) {
    try {
      requireTransition('cancel', doc, { ctx, actor });
    } catch (err) {
      // All or none: say which of the documents cannot go.
      if (err instanceof AppError && err.code === ErrorCode.InvalidTransition) {
        throw new AppError(err.code, `${doc.fileName}: ${err.message}`);
      }
      throw err;
    }
  }
  await db.transaction(async (tx) => {
    for (const doc of found) await applyTransition(tx, { action: 'cancel', doc, by: { ctx, actor } });
  });
}
