import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { notifications } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import type { TenantContext } from './context.js';

declare const checked: unique symbol;

/** One of the caller's own notifications in the selected company. */
export type OwnNotification = typeof notifications.$inferSelect & { readonly [checked]: true };

export async function requireOwnNotification(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId' | 'user'>,
  id: number,
): Promise<OwnNotification> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.id, id),
        eq(notifications.userId, ctx.user.userId),
        eq(notifications.companyId, ctx.companyId),
      ),
    );
  if (!row) throw notFound('The notification');
  return row as OwnNotification;
}
