import { count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/client.js';
import { companies, outboxEmails } from '../db/schema/index.js';
import type { Mail, Mailer } from '../lib/mailer.js';
import { JobKind } from './kinds.js';
import { enqueueJob } from './queue.js';
import type { JobHandlerOf } from './runner.js';

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

/**
 * The job: sends one outbox mail through the relay, once. A process that dies after the relay took
 * the mail but before its answer arrived leaves the mail unsent here, and the job sends it again:
 * with the same Message-ID (fixed when it was queued, lib/mailer.ts), which receivers recognise
 * as a copy of what they have. Without a relay the mail stays in the
 * outbox (the platform operator sees it there) and only its recipient and subject are logged, never
 * its body: mails carry sign-in links. It is sent once a relay is configured (queueUndeliveredMail).
 */
export function deliverMailHandler(
  db: Database,
  mailer: Mailer,
  log: Pick<FastifyBaseLogger, 'info'>,
): JobHandlerOf<typeof JobKind.DeliverMail> {
  const run: JobHandlerOf<typeof JobKind.DeliverMail>['run'] = async (job) => {
    const [mail] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, job.payload.outboxId));
    if (!mail || mail.sentAt) return;
    if (!mailer.relays) {
      log.info(
        { outboxId: mail.id, to: mail.toAddress, subject: mail.subject },
        'mail kept in the outbox (no SMTP_URL)',
      );
      return;
    }
    let delivered;
    try {
      // The same Message-ID on every attempt: a copy sent again after a crash is the same message.
      delivered = await mailer.deliver({
        messageKey: mail.messageKey,
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
      .set({
        sentAt: new Date(),
        attempts: sql`${outboxEmails.attempts} + 1`,
        lastError: null,
        relayQueueId: delivered.relayQueueId,
      })
      .where(eq(outboxEmails.id, mail.id));
  };
  return { run };
}

/**
 * Queues a delivery for every mail still in the outbox (written while no relay was set, or given up
 * on after its attempts) that has none waiting: run at start when a relay is configured, so nothing
 * written before is lost. Under an advisory lock, so processes starting together queue each mail once.
 */
export async function queueUndeliveredMail(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('docvue.queue-undelivered-mail'))`);
    const queued = (await tx.execute(sql`
      insert into jobs (kind, payload, max_attempts)
      select ${JobKind.DeliverMail}, jsonb_build_object('outboxId', o.id), 5
      from outbox_emails o
      where o.sent_at is null
        and not exists (select 1 from jobs j where j.kind = ${JobKind.DeliverMail}
          and j.status in ('queued', 'running') and j.payload->>'outboxId' = o.id::text)
      returning id`)) as unknown as { rows: { id: number }[] };
    return queued.rows.length;
  });
}

/** Mails of the outbox not sent yet (waiting for a relay, for their turn, or given up on): for /metrics. */
export async function outboxDepth(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outboxEmails).where(isNull(outboxEmails.sentAt));
  return row?.n ?? 0;
}
