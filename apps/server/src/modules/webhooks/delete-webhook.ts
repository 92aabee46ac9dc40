import type { TenantContext } from '../../access/context.js';
import type { Queryable } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { deleteEndpoint } from './repository.js';

/** `DELETE /webhooks/:id`: the endpoint, its waiting deliveries and its log go. */
export async function deleteWebhook(db: Queryable, ctx: TenantContext, id: number) {
  if (!(await deleteEndpoint(db, ctx.companyId, id))) throw notFound('The webhook endpoint');
}
