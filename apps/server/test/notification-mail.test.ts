import { DocumentTemplate, PartyType, RouteStatus } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, notifications, outboxEmails } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './support/app.js';
import { admin, makeCompany, makeParty, makeUser } from './support/factories.js';
import { solidImage } from './support/images.js';
import { insertListDocument } from './support/list-documents.js';
import { startMailbox } from './support/mailbox.js';

/**
 * Notification e-mail (issue 14): delivered by a background job that retries a failing relay
 * and never holds up the action that caused it; showing the acting company's logo; kept in the
 * outbox, for the dev mailbox, when there is no relay.
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

  beforeAll(async () => {
    t = await createTestApp();
    n = await network(t);
  }, 60_000);
  afterAll(() => t.close());

  it('keeps the notification mail in the outbox, where the recipient reads it in the dev mailbox', async () => {
    const id = await n.sentInvoice();
    expect((await n.purchaserCall('PUT', `/api/documents/${id}/pay`)).statusCode).toBe(200);
    await t.app.jobs.idle();
    const kept = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, n.vendorAdmin.emailAddress));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ subject: 'Paid from Red Mesa Energy Partners', sentAt: null, attempts: 0 });
    const mailbox = await t.call(
      { token: await t.tokenFor(n.vendorAdmin.id) },
      { method: 'GET', url: '/api/devmailbox' },
    );
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.json().items).toEqual([
      expect.objectContaining({ to: n.vendorAdmin.emailAddress, subject: 'Paid from Red Mesa Energy Partners' }),
    ]);
    expect(mailbox.json().items[0].text).toContain(`http://localhost:3999/documents/${id}?companyId=${n.vendor.id}`);
    // The purchaser's administrator reads none of it.
    const theirs = await t.call(
      { token: await t.tokenFor(n.purchaserAdmin.id) },
      { method: 'GET', url: '/api/devmailbox' },
    );
    expect(theirs.json().items).toEqual([]);
  });
});
