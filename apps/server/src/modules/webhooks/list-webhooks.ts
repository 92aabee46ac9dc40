import type { TenantContext } from '../../access/context.js';
import { requireOwnEndpoint } from '../../access/webhooks.js';
import type { Queryable } from '../../db/client.js';
import { presentDelivery, presentEndpoint } from './presenter.js';
import { listDeliveries, listEndpoints } from './repository.js';

/** `GET /webhooks`: the company's endpoints. */
export async function listWebhooks(db: Queryable, ctx: TenantContext) {
  return { items: (await listEndpoints(db, ctx.companyId)).map(presentEndpoint) };
}

/** `GET /webhooks/:id/deliveries`: newest first, each with every attempt's answer. */
export async function listWebhookDeliveries(
  db: Queryable,
  ctx: TenantContext,
  id: number,
  query: { page: number; pageSize: number },
) {
  const endpoint = await requireOwnEndpoint(db, ctx, id);
  const { items, totalRecords } = await listDeliveries(db, endpoint, query.page, query.pageSize);
  return { items: items.map(presentDelivery), totalRecords, pageSize: query.pageSize };
}
