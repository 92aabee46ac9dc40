import type { TenantContext } from '../../access/context.js';
import { requireOwnEndpoint } from '../../access/webhooks.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { presentEndpoint } from './presenter.js';
import { requeuePending, updateEndpoint } from './repository.js';

/**
 * `POST /webhooks/:id/resume`: active again with a clean failure count, and every delivery that
 * waited is attempted now, oldest first.
 */
export async function resumeWebhook(db: Database, ctx: TenantContext, id: number) {
  await requireOwnEndpoint(db, ctx, id);
  const row = await db.transaction(async (tx) => {
    const resumed = await updateEndpoint(tx, ctx.companyId, id, {
      status: 'active',
      pausedAt: null,
      pausedReason: null,
      consecutiveFailures: 0,
      failingSince: null,
    });
    if (resumed) await requeuePending(tx, id);
    return resumed;
  });
  if (!row) throw notFound('The webhook endpoint');
  return presentEndpoint(row);
}
