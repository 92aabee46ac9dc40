import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { actorFor } from '../../document-history/actor.js';
import { appendHistory } from '../../document-history/repository.js';
import { recordRead } from './repository.js';

/** Read state is per user; the first view of each user is recorded in the Views history. */
export async function markRead(db: Database, ctx: TenantContext, documentId: number) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  const actor = await actorFor(db, ctx);
  await db.transaction(async (tx) => {
    if (await recordRead(tx, doc.id, ctx.user.userId)) {
      await appendHistory(tx, doc, actor, [
        { category: 'Read', operation: 'Viewed', objectType: 'Document', objectId: doc.id, objectName: doc.fileName },
      ]);
    }
  });
}
