import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Images the HTML shows by `cid:` (a company's logo). */
  inlineImages?: { cid: string; filename: string; content: Buffer }[];
}

/** A mail of the outbox as it is sent: its key fixed when it was queued (outbox_emails.message_key). */
export interface OutboxMail extends Mail {
  messageKey: string;
}

/** What the relay said when it took a mail. */
export interface Delivered {
  /** The relay's own id for the message, when its answer named one. */
  relayQueueId: string | null;
}

export interface Mailer {
  /** Whether mails leave the server (SMTP_URL is set); otherwise they stay in the outbox table. */
  readonly relays: boolean;
  /** The Message-ID a mail of the outbox carries on every attempt. */
  messageIdOf(messageKey: string): string;
  /** Hands one mail to the SMTP relay; throws when the relay refuses it (the job retries). */
  deliver(mail: OutboxMail): Promise<Delivered>;
}

/**
 * The relay's queue id in its answer to DATA, in the forms relays use: Postfix and Sendgrid
 * (`250 2.0.0 Ok: queued as 4BX1c03Dz7z9Q`), Exim (`250 OK id=1rABCD-000123-4x`), Amazon SES
 * (`250 Ok 0100018c…-000000`). Anything else (`250 OK`) names none.
 */
export function relayQueueId(response: string | undefined): string | null {
  if (!response) return null;
  const found =
    /queued as ([\w.@<>-]+)/i.exec(response) ??
    /\bid=([\w.@-]+)/i.exec(response) ??
    /^250 Ok ([\w-]{20,})$/i.exec(response);
  return found?.[1] ?? null;
}

/**
 * Sends over SMTP when a relay is configured (`SMTP_URL`); without one, nothing leaves the server.
 * Every mail's Message-ID is its outbox key at `messageIdHost` (PUBLIC_URL's host), not one that
 * nodemailer makes up per attempt: a mail sent again because the process died before the relay's
 * answer arrived is the same message to every receiver, which keeps one copy (issue 46.2).
 */
export function createMailer(opts: { smtpUrl?: string; from: string; messageIdHost: string }): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  const messageIdOf = (key: string) => `<${key}@${opts.messageIdHost}>`;
  return {
    relays: transport !== undefined,
    messageIdOf,
    async deliver(mail) {
      if (!transport) return { relayQueueId: null };
      const info = (await transport.sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: messageIdOf(mail.messageKey),
        attachments: mail.inlineImages?.map((i) => ({ cid: i.cid, filename: i.filename, content: i.content })),
      })) as { response?: string };
      return { relayQueueId: relayQueueId(info.response) };
    },
  };
}
