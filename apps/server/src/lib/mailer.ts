import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { outboxEmails } from '../db/schema/index.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Stores the mail in the outbox and sends it over SMTP when a relay is configured. */
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail goes to the outbox table first (the dev mailbox reads it); with SMTP_URL set it
 * is then sent and marked sent, and a failure is recorded on the row rather than lost.
 */
export function createMailer(db: Database, opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await db
        .insert(outboxEmails)
        .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null })
        .returning({ id: outboxEmails.id });
      opts.log.info({ to: mail.to, subject: mail.subject }, 'mail queued');
      if (!transport || !row) return;
      try {
        await transport.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await db.update(outboxEmails).set({ sentAt: new Date(), attempts: 1 }).where(eq(outboxEmails.id, row.id));
      } catch (err) {
        opts.log.error({ err, to: mail.to }, 'mail could not be sent');
        await db
          .update(outboxEmails)
          .set({ attempts: 1, lastError: err instanceof Error ? err.message : String(err) })
          .where(eq(outboxEmails.id, row.id));
      }
    },
  };
}
