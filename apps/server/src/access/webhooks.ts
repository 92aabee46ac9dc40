import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { webhookEndpoints } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import type { TenantContext } from './context.js';

declare const checked: unique symbol;

/** One of the caller's company's webhook endpoints (modules/webhooks). */
export type OwnEndpoint = typeof webhookEndpoints.$inferSelect & { readonly [checked]: true };

/** The caller's company's endpoint, or 404 exactly as for one that does not exist. */
export async function requireOwnEndpoint(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  id: number,
): Promise<OwnEndpoint> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, ctx.companyId)));
  if (!row) throw notFound('The webhook endpoint');
  return row as OwnEndpoint;
}
