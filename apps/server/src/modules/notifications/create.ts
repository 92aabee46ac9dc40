import { NotificationAction } from '@docvue/contracts';
import type { Queryable } from '../../db/client.js';
import { JobKind } from '../../jobs/kinds.js';
import { enqueueJob } from '../../jobs/queue.js';
import { raiseNotificationEvent } from '../../webhook-events/raise.js';
import { PUSH_CHANNEL } from './push-channel.js';
import { announce, insertNotifications, recipientsOf, recipientsOfCompanies } from './repository.js';

/** What opening a notification leads to (docs/design.md §4: 1 a document, 2 the invitation list; 3 a party). */
export type NotificationTarget = { documentId: number } | { invitationId: number } | { partyId: number };

function actionOf(target: NotificationTarget | null) {
  if (target === null) return { actionId: null, actionData: null };
  if ('documentId' in target) {
    return { actionId: NotificationAction.OpenDocument, actionData: String(target.documentId) };
  }
  if ('invitationId' in target) {
    return { actionId: NotificationAction.OpenInvitation, actionData: String(target.invitationId) };
  }
  return { actionId: NotificationAction.OpenParty, actionData: String(target.partyId) };
}

/**
 * NOTIFY payloads stay far below PostgreSQL's 8000-byte limit: a few hundred ids each. A
 * company with more members gets several notifies of one transaction.
 */
const IDS_PER_NOTIFY = 400;

/**
 * Stores a notification for every active, unblocked member of a company (only its administrators, for
 * what only they may act on), in the caller's transaction. At commit, and only if it commits,
 * PostgreSQL tells every server process (NOTIFY), which pushes the rows to their recipients'
 * open channels; a job e-mails them to those who receive e-mails.
 */
export async function notifyCompany(
  tx: Queryable,
  n: {
    companyId: number;
    sourceCompanyId: number;
    title: string;
    message: string;
    /** Null: a notification that only informs (its e-mail links to the notifications page). */
    target: NotificationTarget | null;
    administratorsOnly?: boolean;
    /** Only these people, those of them who still can be told; everyone when none of them can. */
    preferUserIds?: readonly number[];
  },
): Promise<void> {
  const administratorsOnly = n.administratorsOnly ?? false;
  const preferred = n.preferUserIds?.length
    ? await recipientsOf(tx, n.companyId, administratorsOnly, n.preferUserIds)
    : [];
  const members = preferred.length > 0 ? preferred : await recipientsOf(tx, n.companyId, administratorsOnly);
  const action = actionOf(n.target);
  // The company's ERP hears it once, whoever of its people are told (docs/design.md §8).
  await raiseNotificationEvent(tx, {
    companyId: n.companyId,
    sourceCompanyId: n.sourceCompanyId,
    title: n.title,
    message: n.message,
    documentId: n.target && 'documentId' in n.target ? n.target.documentId : null,
  });
  if (members.length === 0) return;
  const ids = await insertNotifications(
    tx,
    members.map((m) => ({
      userId: m.userId,
      companyId: n.companyId,
      sourceCompanyId: n.sourceCompanyId,
      title: n.title,
      message: n.message,
      ...action,
    })),
  );
  for (let i = 0; i < ids.length; i += IDS_PER_NOTIFY) {
    const payload = JSON.stringify(ids.slice(i, i + IDS_PER_NOTIFY));
    await announce(tx, PUSH_CHANNEL, payload);
  }
  await enqueueJob(tx, JobKind.NotificationMail, { ids }, 5);
}

/**
 * `notifyCompany` for many companies at once, each its own message (a monthly statement run tells
 * 20,000 owners): one query for the recipients, one insert, a NOTIFY per few hundred rows and one
 * mail job, instead of four statements per company (docs/benchmarks.md "Owner statements").
 */
export async function notifyCompanies(
  tx: Queryable,
  list: readonly {
    companyId: number;
    sourceCompanyId: number;
    title: string;
    message: string;
    target: NotificationTarget | null;
  }[],
): Promise<void> {
  if (list.length === 0) return;
  const byCompany = new Map(list.map((n) => [n.companyId, n]));
  const members = await recipientsOfCompanies(tx, [...byCompany.keys()]);
  if (members.length === 0) return;
  const ids: number[] = [];
  for (let i = 0; i < members.length; i += 1000) {
    ids.push(
      ...(await insertNotifications(
        tx,
        members.slice(i, i + 1000).map((m) => {
          const n = byCompany.get(m.companyId)!;
          return {
            userId: m.userId,
            companyId: n.companyId,
            sourceCompanyId: n.sourceCompanyId,
            title: n.title,
            message: n.message,
            ...actionOf(n.target),
          };
        }),
      )),
    );
  }
  for (let i = 0; i < ids.length; i += IDS_PER_NOTIFY) {
    await announce(tx, PUSH_CHANNEL, JSON.stringify(ids.slice(i, i + IDS_PER_NOTIFY)));
  }
  await enqueueJob(tx, JobKind.NotificationMail, { ids }, 5);
}
