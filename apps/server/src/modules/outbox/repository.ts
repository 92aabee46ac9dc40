import { count, desc, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { outboxEmails } from '../../db/schema/index.js';

/** A page of the outbox, newest first; `undelivered`: only what is still waiting. */
export async function outboxPage(db: Queryable, q: { page: number; pageSize: number; undelivered: boolean }) {
  const where = q.undelivered ? isNull(outboxEmails.sentAt) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outboxEmails)
      .where(where)
      .orderBy(desc(outboxEmails.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(outboxEmails).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      to: r.toAddress,
      subject: r.subject,
      text: r.textBody,
      html: r.htmlBody,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      attempts: r.attempts,
      lastError: r.lastError,
      messageKey: r.messageKey,
      relayQueueId: r.relayQueueId,
    })),
    totalRecords: total?.n ?? 0,
    pageSize: q.pageSize,
  };
}
