import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { actorFor } from '../../document-history/actor.js';
import { applyTransition } from '../status-machine/index.js';

/** Receiver decisions on an AR invoice: approve, mark paid, reject with a reason. */
export async function decideDocument(
  db: Database,
  ctx: TenantContext,
  documentId: number,
  action: 'approve' | 'pay' | 'reject',
  reason?: string,
) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  if (action === 'reject' && !reason?.trim()) throw badRequest('A reason is required');
  const actor = await actorFor(db, ctx);
  await db.transaction((tx) =>
    applyTransition(tx, {
      action,
      doc,
      by: { ctx, actor },
      ...(action === 'reject' ? { note: reason!.trim() } : {}),
      history:
        action === 'reject'
          ? [
              {
                category: 'Workflow',
                operation: 'Rejection Reason',
                objectType: 'Document',
                objectName: 'Rejection Reason',
                newValue: reason!.trim(),
              },
            ]
          : [],
    }),
  );
}
