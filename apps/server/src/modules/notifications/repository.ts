import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { UserType } from '@docvue/contracts';
import { alias } from 'drizzle-orm/pg-core';
import type { TenantContext } from '../../access/context.js';
import type { CheckedDocument } from '../../access/documents.js';
import { rolesGranting } from '../../access/permissions.js';
import type { Queryable } from '../../db/client.js';
import {
  companies,
  documentMetadata,
  membershipBlocks,
  metadataDefinitions,
  notifications,
  userPreferences,
  userRoles,
  users,
} from '../../db/schema/index.js';

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

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Active, unblocked people of the company (only its administrators, if so; only `onlyUserIds`, if
 * given). A machine (API-key) user is no recipient: nobody reads its notifications.
 */
export async function recipientsOf(
  tx: Queryable,
  companyId: number,
  administratorsOnly: boolean,
  onlyUserIds?: readonly number[],
) {
  return (
    tx
      .selectDistinct({ userId: users.id })
      .from(users)
      .innerJoin(
        userRoles,
        and(
          eq(userRoles.userId, users.id),
          eq(userRoles.companyId, companyId),
          administratorsOnly ? inArray(userRoles.roleId, rolesGranting('administer')) : undefined,
        ),
      )
      // A member blocked in this company keeps its roles but must learn nothing more of it: no
      // row, hence no push and no e-mail (the push and mail jobs deliver rows only).
      .leftJoin(membershipBlocks, and(eq(membershipBlocks.companyId, companyId), eq(membershipBlocks.userId, users.id)))
      .where(
        and(
          eq(users.isActive, true),
          eq(users.blocked, false),
          ne(users.userType, UserType.ApiKey),
          isNull(membershipBlocks.userId),
          onlyUserIds ? inArray(users.id, [...onlyUserIds]) : undefined,
        ),
      )
  );
}

/** Stores notifications; their ids. */
export async function insertNotifications(tx: Queryable, values: (typeof notifications.$inferInsert)[]) {
  const rows = await tx.insert(notifications).values(values).returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

/** NOTIFY at commit, and only if it commits. */
export async function announce(tx: Queryable, channel: string, payload: string) {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** One value of the document, by its field key. */
export async function documentValueOf(db: Queryable, doc: CheckedDocument, key: string) {
  const [row] = await db
    .select({ value: documentMetadata.value })
    .from(documentMetadata)
    .innerJoin(metadataDefinitions, eq(metadataDefinitions.id, documentMetadata.definitionId))
    .where(and(eq(documentMetadata.documentId, doc.id), eq(metadataDefinitions.key, key)));
  return row?.value;
}

export async function companyNameOf(db: Queryable, companyId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: companies.legalName }).from(companies).where(eq(companies.id, companyId));
  return row?.name;
}

const source = alias(companies, 'source_company');

/** The notifications of `ids` not e-mailed yet, with their recipients, locked (others skip them). */
export async function unmailedNotifications(tx: Queryable, ids: number[]) {
  return tx
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      actionId: notifications.actionId,
      actionData: notifications.actionData,
      sourceCompanyId: notifications.sourceCompanyId,
      to: users.emailAddress,
      firstName: users.firstName,
      active: sql<boolean>`${users.isActive} and not ${users.blocked}`,
      /** The person showed they read this address (a mailed link used, or their identity provider vouched). */
      addressProven: sql<boolean>`(${users.emailVerifiedAt} is not null or ${users.externalSubject} is not null)`,
      receiveEmails: userPreferences.value,
      companyId: notifications.companyId,
      companyName: companies.legalName,
      sourceCompanyName: source.legalName,
      sourceHasLogo: sql<boolean>`${source.logoPng} is not null`,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(companies, eq(companies.id, notifications.companyId))
    .leftJoin(source, eq(source.id, notifications.sourceCompanyId))
    .leftJoin(userPreferences, and(eq(userPreferences.userId, users.id), eq(userPreferences.key, 'receiveEmails')))
    .where(and(inArray(notifications.id, ids), isNull(notifications.emailedAt)))
    .for('update', { of: notifications, skipLocked: true });
}

export async function markEmailed(tx: Queryable, ids: number[]) {
  if (ids.length === 0) return;
  await tx.update(notifications).set({ emailedAt: new Date() }).where(inArray(notifications.id, ids));
}

/** The members of several companies who can be told (as recipientsOf, for all members), by company. */
export async function recipientsOfCompanies(tx: Queryable, companyIds: readonly number[]) {
  if (companyIds.length === 0) return [];
  return tx
    .selectDistinct({ companyId: userRoles.companyId, userId: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), inArray(userRoles.companyId, [...companyIds])))
    .leftJoin(
      membershipBlocks,
      and(eq(membershipBlocks.companyId, userRoles.companyId), eq(membershipBlocks.userId, users.id)),
    )
    .where(
      and(
        eq(users.isActive, true),
        eq(users.blocked, false),
        ne(users.userType, UserType.ApiKey),
        isNull(membershipBlocks.userId),
      ),
    );
}
