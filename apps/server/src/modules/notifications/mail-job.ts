import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.js';
import { companies, notifications, userPreferences, users } from '../../db/schema/index.js';
import { queueMail } from '../../jobs/mail.js';
import type { JobKind } from '../../jobs/kinds.js';
import type { JobHandlerOf } from '../../jobs/runner.js';
import { notificationMail } from './mails.js';

const source = alias(companies, 'source_company');

/**
 * E-mails new notifications to recipients who receive e-mails (the profile's 'Receive e-mails',
 * on unless switched off), once: each row is marked e-mailed in the transaction that queues its
 * mail, so a retried job never sends twice. The preference is read now, not when the event
 * happened: unsubscribing stops mails at once.
 */
export function notificationMailHandler(ctx: AppContext): JobHandlerOf<typeof JobKind.NotificationMail> {
  const run: JobHandlerOf<typeof JobKind.NotificationMail>['run'] = async (job) => {
    const { ids } = job.payload;
    if (ids.length === 0) return;
    await ctx.db.transaction(async (tx) => {
      const rows = await tx
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
      const recipients = rows.filter((r) => r.active && r.receiveEmails !== 'false');
      await queueMail(
        tx,
        recipients.map((r) =>
          notificationMail({ ...r, sourceHasLogo: Boolean(r.sourceHasLogo), publicUrl: ctx.config.publicUrl }),
        ),
      );
      if (rows.length > 0) {
        await tx
          .update(notifications)
          .set({ emailedAt: new Date() })
          .where(
            inArray(
              notifications.id,
              rows.map((r) => r.id),
            ),
          );
      }
    });
    ctx.jobs.kick();
  };
  return { run };
}
