import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { TenantContext } from '../../access/context.js';
import type { Queryable } from '../../db/client.js';
import { companies, notifications } from '../../db/schema/index.js';

const mine = (ctx: Pick<TenantContext, 'companyId' | 'user'>) =>
  and(eq(notifications.userId, ctx.user.userId), eq(notifications.companyId, ctx.companyId));

/** The caller's unread notifications in the selected company. */
export async function unreadCount(db: Queryable, ctx: Pick<TenantContext, 'companyId' | 'user'>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(ctx), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/** One page of the caller's notifications, newest first, with the acting company's name. */
export async function listNotifications(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId' | 'user'>,
  q: { page: number; pageSize: number },
) {
  const [items, [total]] = await Promise.all([
    db
      .select({ row: notifications, sourceCompanyName: companies.legalName })
      .from(notifications)
      .leftJoin(companies, eq(companies.id, notifications.sourceCompanyId))
      .where(mine(ctx))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(notifications).where(mine(ctx)),
  ]);
  return { items, totalRecords: total?.n ?? 0 };
}

export async function markRead(db: Queryable, ctx: Pick<TenantContext, 'companyId' | 'user'>, id?: number) {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(mine(ctx), eq(notifications.isRead, false), id === undefined ? undefined : eq(notifications.id, id)));
}

/** Rows to push: the ones of these ids whose recipients have a channel open on this process. */
export async function rowsForRecipients(db: Queryable, ids: number[], userIds: number[]) {
  if (ids.length === 0 || userIds.length === 0) return [];
  return db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.id, ids), inArray(notifications.userId, userIds)));
}
