import { desc, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { outboxEmails } from '../../db/schema/index.js';

/** The latest mails kept for one address (compared case-insensitively). */
export async function mailsTo(db: Queryable, email: string, limit: number) {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(sql`lower(${outboxEmails.toAddress}) = ${email.toLowerCase()}`)
    .orderBy(desc(outboxEmails.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    text: r.textBody,
    html: r.htmlBody,
    createdAt: r.createdAt.toISOString(),
  }));
}
