import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { jobs, outboxEmails } from '../../src/db/schema/index.js';
import { queueMail } from '../../src/jobs/mail.js';
import { startMailbox } from '../support/mailbox.js';
import { prepareWorld, startServer, type CrashWorld, type ServerProcess } from '../support/server-process.js';

/*
 * A mail is sent once (issue 46.2). The relay (a real SMTP server in this process,
 * test/support/mailbox.ts) has the whole message but keeps its 250 back; the server process is
 * killed (kill -9) meanwhile, so the outbox never learns the mail went out. Before: the next
 * process sent it again under a Message-ID of nodemailer's making, and the person got two mails.
 * Now the Message-ID is fixed when the mail is queued, so both copies carry the same one and the
 * receiving server keeps one; the relay's queue id is kept on the outbox row.
 */

const TO = 'jo.pruitt@permian.example';
/** A job whose process died is taken over after this (the least JOB_LEASE_SECONDS allows). */
const LEASE_SECONDS = '3';

let world: CrashWorld;
let server: ServerProcess | undefined;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  world = await prepareWorld({
    setup: (db) =>
      queueMail(db, [
        { to: TO, subject: 'Set your DocVue Exchange password', text: 'Set it at http://localhost:3999/reset?t=abc.' },
      ]),
  });
  mailbox = await startMailbox({ holdFirstAnswer: true });
}, 120_000);
afterAll(async () => {
  if (server?.child.exitCode === null) await server.kill9();
  await mailbox?.close();
  await world?.release();
});

async function outboxRow() {
  const handle = world.databaseUrl
    ? await openDatabase({ databaseUrl: world.databaseUrl })
    : await openDatabase({ dataDir: world.dataDir });
  try {
    const [mail] = await handle.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, TO));
    const [job] = await handle.db.select().from(jobs).where(eq(jobs.kind, 'mail.deliver'));
    return { mail: mail!, job: job! };
  } finally {
    await handle.close();
  }
}

describe('a mail whose process dies before the relay answers', () => {
  it('is sent again with the same Message-ID, and the relay’s queue id is kept', async () => {
    const env = { SMTP_URL: mailbox.url, JOB_LEASE_SECONDS: LEASE_SECONDS };
    server = await startServer(world, env);
    const [first] = await mailbox.to(TO, 1, 30_000);
    expect(first, 'the relay received the message').toBeDefined();
    expect(mailbox.queueIds).toEqual([]);
    await server.kill9();
    const before = await outboxRow();
    expect(before.mail).toMatchObject({ sentAt: null, relayQueueId: null });
    expect(before.job.status).toBe('running');

    server = await startServer(world, env);
    const copies = await mailbox.to(TO, 2, 60_000);
    expect(copies).toHaveLength(2);
    // One Message-ID across both copies: the receiver's server drops the second.
    expect(copies[0]!.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(copies[1]!.messageId).toBe(copies[0]!.messageId);
    expect(copies[1]!.subject).toBe('Set your DocVue Exchange password');
    await server.stop();

    const after = await outboxRow();
    expect(copies[0]!.messageId).toBe(`<${after.mail.messageKey}@localhost>`);
    expect(after.mail.sentAt).not.toBeNull();
    expect(after.mail).toMatchObject({ attempts: 1, lastError: null, relayQueueId: mailbox.queueIds[0] });
    expect(mailbox.queueIds).toHaveLength(1);
    // The death spent no attempt of the job.
    expect(after.job).toMatchObject({ status: 'done', attempts: 0 });
  }, 180_000);
});
