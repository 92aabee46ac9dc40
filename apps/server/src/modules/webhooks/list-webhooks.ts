import type { TenantContext } from '../../access/context.js';
import type { Queryable } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { presentDelivery, presentEndpoint } from './presenter.js';
import { findEndpoint, listDeliveries, listEndpoints } from './repository.js';

/** `GET /webhooks`: the company's endpoints. */
export async function listWebhooks(db: Queryable, ctx: TenantContext) {
  return { items: (await listEndpoints(db, ctx.companyId)).map(presentEndpoint) };
}

/** The caller's company's endpoint, or 404 exactly as for one that does not exist. */
export async function requireOwnEndpoint(db: Queryable, ctx: TenantContext, id: number) {
  const row = await findEndpoint(db, ctx.companyId, id);
  if (!row) throw notFound('The webhook endpoint');
  return row;
}

/** `GET /webhooks/:id/deliveries`: newest first, each with every attempt's answer. */
export async function listWebhookDeliveries(
  db: Queryable,
  ctx: TenantContext,
  id: number,
  query: { page: number; pageSize: number },
) {
  const endpoint = await requireOwnEndpoint(db, ctx, id);
  const { items, totalRecords } = await listDeliveries(db, endpoint.id, query.page, query.pageSize);
  return { items: items.map(presentDelivery), totalRecords, pageSize: query.pageSize };
}
