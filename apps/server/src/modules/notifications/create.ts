import { NotificationAction } from '@docvue/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rolesGranting } from '../../access/permissions.js';
import type { Queryable } from '../../db/client.js';
import { membershipBlocks, notifications, userRoles, users } from '../../db/schema/index.js';
import { JobKind } from '../../jobs/kinds.js';
import { enqueueJob } from '../../jobs/queue.js';
import { PUSH_CHANNEL } from './push-channel.js';

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
  },
): Promise<void> {
  const members = await tx
    .selectDistinct({ userId: users.id })
    .from(users)
    .innerJoin(
      userRoles,
      and(
        eq(userRoles.userId, users.id),
        eq(userRoles.companyId, n.companyId),
        n.administratorsOnly ? inArray(userRoles.roleId, rolesGranting('administer')) : undefined,
      ),
    )
    // A member blocked in this company keeps its roles but must learn nothing more of it: no
    // row, hence no push and no e-mail (the push and mail jobs deliver rows only).
    .leftJoin(membershipBlocks, and(eq(membershipBlocks.companyId, n.companyId), eq(membershipBlocks.userId, users.id)))
    .where(and(eq(users.isActive, true), eq(users.blocked, false), isNull(membershipBlocks.userId)));
  if (members.length === 0) return;
  const action = actionOf(n.target);
  const rows = await tx
    .insert(notifications)
    .values(
      members.map((m) => ({
        userId: m.userId,
        companyId: n.companyId,
        sourceCompanyId: n.sourceCompanyId,
        title: n.title,
        message: n.message,
        ...action,
      })),
    )
    .returning({ id: notifications.id });
  const ids = rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += IDS_PER_NOTIFY) {
    const payload = JSON.stringify(ids.slice(i, i + IDS_PER_NOTIFY));
    await tx.execute(sql`select pg_notify(${PUSH_CHANNEL}, ${payload})`);
  }
  await enqueueJob(tx, JobKind.NotificationMail, { ids }, 5);
}
