import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  /** The Message-ID header, as the sender set it. */
  messageId: string;
  subject: string;
  text: string;
  html: string;
  /** Attached and inline parts (an inline image has the `<cid>` the HTML shows it by). */
  attachments: { filename: string | null; mimeType: string; contentId: string | null; content: Buffer }[];
}

/**
 * A real SMTP server in the test process, standing in for the relay outside the product: the
 * product sends to it over a socket (SMTP_URL), and the test reads what arrived. `refuseFirst`
 * makes it refuse that many recipients (a temporary failure, 451) before it accepts any, as a
 * relay that is down for a while does. `holdFirstAnswer` keeps the answer to the first message's
 * DATA back (the message is in, the sender waits for its 250), as a slow relay does; every other
 * message is answered `250 Ok: queued as <its queue id>`, as Postfix does.
 */
export async function startMailbox(opts: { port?: number; refuseFirst?: number; holdFirstAnswer?: boolean } = {}) {
  const mails: CapturedMail[] = [];
  let refused = 0;
  let held = false;
  const queueIds: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refused < (opts.refuseFirst ?? 0)) {
        refused++;
        callback(Object.assign(new Error('Relay unavailable, try again later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void PostalMime.parse(Buffer.concat(chunks)).then((m) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            messageId: m.messageId ?? '',
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: m.html ?? '',
            attachments: m.attachments.map((a) => ({
              filename: a.filename,
              mimeType: a.mimeType,
              contentId: a.contentId ?? null,
              content: Buffer.from(a.content as ArrayBuffer),
            })),
          });
          if (opts.holdFirstAnswer && !held) {
            held = true;
            return;
          }
          const queueId = `4BX${String(mails.length).padStart(4, '0')}Q`;
          queueIds.push(queueId);
          callback(null, `2.0.0 Ok: queued as ${queueId}`);
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The queue ids it answered with, one per message it answered. */
    queueIds,
    /** How many recipients it refused so far. */
    refusals: () => refused,
    /** The mails to an address, waiting for them to arrive (delivery is a background job). */
    async to(address: string, count = 1, timeoutMs = 10_000): Promise<CapturedMail[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter((m) => m.to.includes(address));
        if (found.length >= count || Date.now() > deadline) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
