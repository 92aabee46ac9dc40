import { Writable } from 'node:stream';
import { DocumentTemplate, PartyType, RouteStatus, UserType } from '@docvue/contracts';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, notifications, outboxEmails } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';
import { solidImage } from '../support/images.js';
import { insertListDocument } from '../support/list-documents.js';
import { startMailbox } from '../support/mailbox.js';

/**
 * Notification e-mail (docs/history.md §14): delivered by a background job that retries a failing relay
 * and never holds up the action that caused it; showing the acting company's logo; kept in the
 * outbox when there is no relay (the platform operator reads it), and sent once one is configured.
 */

/** A vendor and a purchaser connected on the network, and an invoice the vendor sent. */
async function network(t: TestApp) {
  const vendor = await makeCompany(t.db, {
    name: 'Permian Basin Oilfield Services LLC',
    partyTypeIds: [PartyType.Vendor],
  });
  const purchaser = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  const vendorAdmin = await makeUser(t.db, { ...admin(vendor.id), email: 'ar@permian.example' });
  const purchaserAdmin = await makeUser(t.db, { ...admin(purchaser.id), email: 'ap@redmesa.example' });
  const party = await makeParty(t.db, vendor.id, {
    partyTypeId: PartyType.Purchaser,
    connectedCompanyId: purchaser.id,
  });
  let seq = 0;
  const sentInvoice = () =>
    insertListDocument(t.db, {
      sender: vendor.id,
      receiver: purchaser.id,
      receivingPartyId: party.id,
      templateId: DocumentTemplate.ArInvoice,
      status: RouteStatus.Sent,
      values: { invoiceNumber: `PBOS-5000${++seq}` },
    });
  const token = await t.tokenFor(purchaserAdmin.id);
  const purchaserCall = (method: 'PUT', url: string, payload?: Record<string, unknown>) =>
    t.call({ token, companyId: purchaser.id }, { method, url, ...(payload ? { payload } : {}) });
  return { vendor, purchaser, vendorAdmin, purchaserAdmin, sentInvoice, purchaserCall };
}

describe('with a relay that refuses at first', () => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof startMailbox>>;
  let n: Awaited<ReturnType<typeof network>>;

  beforeAll(async () => {
    relay = await startMailbox({ refuseFirst: 2 });
    t = await createTestApp({ SMTP_URL: relay.url });
    n = await network(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await relay.close();
  });

  it('the action succeeds at once; the mail is retried until the relay takes it, and sent once', async () => {
    const id = await n.sentInvoice();
    const reject = await n.purchaserCall('PUT', `/api/documents/${id}/reject`, { reason: 'Wrong day rate' });
    expect(reject.statusCode, reject.body).toBe(200);
    // The rejection is stored and the vendor told in the product, whatever the relay does.
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.actionData, String(id)));
    expect(row).toMatchObject({ userId: n.vendorAdmin.id, title: 'Rejected' });
    expect(relay.mails).toEqual([]);

    const [mail] = await relay.to(n.vendorAdmin.emailAddress, 1, 20_000);
    expect(mail?.subject).toBe('Rejected from Red Mesa Energy Partners');
    expect(relay.refusals()).toBe(2);
    // The relay has it; the job that sent it records so as it finishes.
    await t.app.jobs.idle();
    const [kept] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, n.vendorAdmin.emailAddress));
    expect(kept).toMatchObject({ attempts: 3, lastError: null });
    expect(kept!.sentAt).not.toBeNull();
    expect(relay.mails.filter((m) => m.to.includes(n.vendorAdmin.emailAddress))).toHaveLength(1);
  }, 30_000);

  it('shows the logo of the company that acted, inline in the HTML', async () => {
    const logo = await solidImage(250, 50, '#b22222');
    await t.db.update(companies).set({ logoPng: logo }).where(eq(companies.id, n.purchaser.id));
    const id = await n.sentInvoice();
    expect((await n.purchaserCall('PUT', `/api/documents/${id}/approve`)).statusCode).toBe(200);
    const mails = await relay.to(n.vendorAdmin.emailAddress, 2);
    const approved = mails.find((m) => m.subject === 'Approved from Red Mesa Energy Partners')!;
    expect(approved.html).toContain('<img src="cid:company-logo" alt="Red Mesa Energy Partners"');
    const inline = approved.attachments.find((a) => a.contentId === '<company-logo>');
    expect(inline?.mimeType).toBe('image/png');
    expect(inline?.content.equals(logo)).toBe(true);
    // A company without a logo shows none.
    const rejected = mails.find((m) => m.subject.startsWith('Rejected'))!;
    expect(rejected.html).not.toContain('<img');
    expect(rejected.attachments).toEqual([]);
  });
});

describe('without a relay', () => {
  let t: TestApp;
  let n: Awaited<ReturnType<typeof network>>;
  const logLines: { msg?: string; to?: string; subject?: string }[] = [];
  const log = new Writable({
    write(line: Buffer, _enc, done) {
      logLines.push(JSON.parse(line.toString()));
      done();
    },
  });

  beforeAll(async () => {
    t = await createTestApp({}, { logStream: log });
    n = await network(t);
  }, 60_000);
  afterAll(() => t.close());

  it('keeps the notification mail in the outbox, which only the platform operator reads; the log names it, without its links', async () => {
    const id = await n.sentInvoice();
    expect((await n.purchaserCall('PUT', `/api/documents/${id}/pay`)).statusCode).toBe(200);
    await t.app.jobs.idle();
    const kept = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, n.vendorAdmin.emailAddress));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ subject: 'Paid from Red Mesa Energy Partners', sentAt: null, attempts: 0 });
    const link = `http://localhost:3999/documents/${id}?companyId=${n.vendor.id}`;
    expect(kept[0]!.textBody).toContain(link);
    // Its recipient and the other company read none of it here: mail is read in a mailbox.
    for (const who of [n.vendorAdmin, n.purchaserAdmin]) {
      const res = await t.call({ token: await t.tokenFor(who.id) }, { method: 'GET', url: '/api/platform/outbox' });
      expect(res.statusCode).toBe(404);
    }
    const operator = await makeUser(t.db, { userType: UserType.Global, email: 'support@docvue.example' });
    const outbox = await t.call(
      { token: await t.tokenFor(operator.id) },
      { method: 'GET', url: '/api/platform/outbox?undelivered=true' },
    );
    expect(outbox.statusCode, outbox.body).toBe(200);
    expect(outbox.json().items).toEqual([
      expect.objectContaining({
        to: n.vendorAdmin.emailAddress,
        subject: 'Paid from Red Mesa Energy Partners',
        sentAt: null,
      }),
    ]);
    const noted = logLines.filter((l) => l.msg === 'mail kept in the outbox (no SMTP_URL)');
    expect(noted).toEqual([
      expect.objectContaining({ to: n.vendorAdmin.emailAddress, subject: 'Paid from Red Mesa Energy Partners' }),
    ]);
    expect(JSON.stringify(logLines)).not.toContain(link);
  });

  it('mails no one whose address is not proven; they find the notification in the product', async () => {
    // Added by an administrator; the set-password mail was never used (the address may be mistyped).
    const newcomer = await makeUser(t.db, {
      ...admin(n.vendor.id),
      email: 'new.clerk@permian.example',
      emailVerified: false,
    });
    const id = await n.sentInvoice();
    expect((await n.purchaserCall('PUT', `/api/documents/${id}/pay`)).statusCode).toBe(200);
    await t.app.jobs.idle();
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.actionData, String(id)));
    expect(told.map((r) => r.userId).sort()).toEqual([n.vendorAdmin.id, newcomer.id].sort());
    const mailed = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, newcomer.emailAddress));
    expect(mailed).toEqual([]);
    const toProven = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, n.vendorAdmin.emailAddress));
    expect(toProven.some((m) => m.textBody.includes(`/documents/${id}?`))).toBe(true);
  });

  it('delivers what waited in the outbox once the product restarts with a relay', async () => {
    const id = await n.sentInvoice();
    expect((await n.purchaserCall('PUT', `/api/documents/${id}/pay`)).statusCode).toBe(200);
    await t.app.jobs.idle();
    const waiting = await t.db.select().from(outboxEmails).where(isNull(outboxEmails.sentAt));
    expect(waiting.length).toBeGreaterThan(0);
    // The process without a relay stops; the next one starts with SMTP_URL on the same database.
    await t.app.close();
    const relay = await startMailbox();
    const withRelay = await createTestApp({ SMTP_URL: relay.url }, { sharing: t });
    try {
      const arrived = await relay.to(n.vendorAdmin.emailAddress, 2);
      expect(arrived.map((m) => m.subject)).toEqual([
        'Paid from Red Mesa Energy Partners',
        'Paid from Red Mesa Energy Partners',
      ]);
      await withRelay.app.jobs.idle();
      expect(await t.db.$count(outboxEmails, isNull(outboxEmails.sentAt))).toBe(0);
    } finally {
      await withRelay.close();
      await relay.close();
    }
  });
});
