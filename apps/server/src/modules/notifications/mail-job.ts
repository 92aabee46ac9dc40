import type { AppContext } from '../../app-context.js';
import { queueMail } from '../../jobs/mail.js';
import type { JobKind } from '../../jobs/kinds.js';
import type { JobHandlerOf } from '../../jobs/runner.js';
import { notificationMail } from './mails.js';
import { markEmailed, unmailedNotifications } from './repository.js';

/**
 * E-mails new notifications to recipients who receive e-mails (the profile's 'Receive e-mails',
 * on unless switched off), once: each row is marked e-mailed in the transaction that queues its
 * mail, so a retried job never sends twice. The preference is read now, not when the event
 * happened: unsubscribing stops mails at once.
 *
 * Only to an address its person has proven (docs/history.md §28): an account made by an
 * administrator whose set-password mail was never used may carry a mistyped address, and a
 * stranger there must not read the company's business. Such a person finds the notification in
 * the product once signed in; nothing is mailed to the address later (a backlog would be noise).
 */
export function notificationMailHandler(app: AppContext): JobHandlerOf<typeof JobKind.NotificationMail> {
  const run: JobHandlerOf<typeof JobKind.NotificationMail>['run'] = async (job) => {
    const { ids } = job.payload;
    if (ids.length === 0) return;
    await app.db.transaction(async (tx) => {
      const rows = await unmailedNotifications(tx, ids);
      const recipients = rows.filter((r) => r.active && r.addressProven && r.receiveEmails !== 'false');
      await queueMail(
        tx,
        recipients.map((r) =>
          notificationMail({ ...r, sourceHasLogo: Boolean(r.sourceHasLogo), publicUrl: app.config.publicUrl }),
        ),
      );
      await markEmailed(
        tx,
        rows.map((r) => r.id),
      );
    });
    app.jobs.kick();
  };
  return { run };
}
