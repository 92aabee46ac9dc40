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

export interface Mailer {
  /** Whether mails leave the server (SMTP_URL is set); otherwise they stay in the outbox table. */
  readonly relays: boolean;
  /** Hands one mail to the SMTP relay; throws when the relay refuses it (the job retries). */
  deliver(mail: Mail): Promise<void>;
}

/** Sends over SMTP when a relay is configured (`SMTP_URL`); without one, nothing leaves the server. */
export function createMailer(opts: { smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  return {
    relays: transport !== undefined,
    async deliver(mail) {
      if (!transport) return;
      await transport.sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        attachments: mail.inlineImages?.map((i) => ({ cid: i.cid, filename: i.filename, content: i.content })),
      });
    },
  };
}
