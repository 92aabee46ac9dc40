import { eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { companies, outboxEmails } from '../db/schema/index.js';
import type { Mail, Mailer } from '../lib/mailer.js';
import { JobKind } from './kinds.js';
import { enqueueJob } from './queue.js';
import type { JobHandler } from './runner.js';

/**
 * Mail is written to the outbox in the transaction of the change that causes it, and delivered
 * by a job: a slow or failing relay never blocks or undoes the action, and a failed delivery is
 * retried (with backoff) and, after the last attempt, kept on its row for a person to see.
 */
export async function queueMail(tx: Queryable, mails: QueuedMail[]): Promise<void> {
  for (const mail of mails) {
    const [row] = await tx
      .insert(outboxEmails)
      .values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        headers: mail.headers ?? null,
        logoCompanyId: mail.logoCompanyId ?? null,
      })
      .returning({ id: outboxEmails.id });
    await enqueueJob(tx, JobKind.DeliverMail, { outboxId: row!.id }, 5);
  }
}

/** A mail to queue; its HTML may show a company's logo as `cid:${LOGO_CID}`. */
export type QueuedMail = Omit<Mail, 'inlineImages'> & { logoCompanyId?: number };
export const LOGO_CID = 'company-logo';

async function inlineLogo(db: Database, companyId: number | null): Promise<Mail['inlineImages']> {
  if (companyId === null) return undefined;
  const [row] = await db.select({ png: companies.logoPng }).from(companies).where(eq(companies.id, companyId));
  return row?.png ? [{ cid: LOGO_CID, filename: 'logo.png', content: row.png }] : undefined;
}

/** The job: sends one outbox mail through the relay, once. */
export function deliverMailHandler(db: Database, mailer: Mailer): JobHandler {
  const run: JobHandler['run'] = async (job) => {
    const [mail] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.id, Number(job.payload.outboxId)));
    if (!mail || mail.sentAt || !mailer.relays) return;
    try {
      await mailer.deliver({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        inlineImages: await inlineLogo(db, mail.logoCompanyId),
      });
    } catch (err) {
      await db
        .update(outboxEmails)
        .set({
          attempts: sql`${outboxEmails.attempts} + 1`,
          lastError: err instanceof Error ? err.message : String(err),
        })
        .where(eq(outboxEmails.id, mail.id));
      throw err;
    }
    await db
      .update(outboxEmails)
      .set({ sentAt: new Date(), attempts: sql`${outboxEmails.attempts} + 1`, lastError: null })
      .where(eq(outboxEmails.id, mail.id));
  };
  return { run };
}
