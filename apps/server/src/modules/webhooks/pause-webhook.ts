import type { TenantContext } from '../../access/context.js';
import { requireOwnEndpoint } from '../../access/webhooks.js';
import type { Queryable } from '../../db/client.js';
import { presentEndpoint } from './presenter.js';
import { updateEndpoint } from './repository.js';

/** `POST /webhooks/:id/pause`: new events wait as pending deliveries until it is resumed. */
export async function pauseWebhook(db: Queryable, ctx: TenantContext, id: number) {
  const endpoint = await requireOwnEndpoint(db, ctx, id);
  if (endpoint.status === 'paused') return presentEndpoint(endpoint);
  const row = await updateEndpoint(db, ctx.companyId, id, {
    status: 'paused',
    pausedAt: new Date(),
    pausedReason: 'Paused by an administrator.',
  });
  return presentEndpoint(row ?? endpoint);
}
