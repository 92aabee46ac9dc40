import { NotificationAction } from '@docvue/contracts';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { notifications, userRoles, users } from '../../db/schema/index.js';

/**
 * Stores a notification for every active member of a company, in the caller's transaction
 * (push and e-mail delivery read these rows; see the notifications issue).
 */
export async function notifyCompany(
  tx: Queryable,
  n: { companyId: number; sourceCompanyId: number; title: string; message: string; documentId: number },
): Promise<void> {
  const members = await tx
    .selectDistinct({ userId: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.companyId, n.companyId)))
    .where(and(eq(users.isActive, true), eq(users.blocked, false)));
  if (members.length === 0) return;
  await tx.insert(notifications).values(
    members.map((m) => ({
      userId: m.userId,
      companyId: n.companyId,
      sourceCompanyId: n.sourceCompanyId,
      title: n.title,
      message: n.message,
      actionId: NotificationAction.OpenDocument,
      actionData: String(n.documentId),
    })),
  );
}
