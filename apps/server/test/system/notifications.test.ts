import type { AddressInfo } from 'node:net';
import {
  DocumentTemplate,
  NotificationAction,
  PartyType,
  PushClose,
  Role,
  RouteStatus,
  UserType,
} from '@docvue/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { documents, membershipBlocks, notifications, userPreferences } from '../../src/db/schema/index.js';
import { signPushToken } from '../../src/lib/push-token.js';
import { pushSecretOf } from '../../src/modules/notifications/subscribe.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';
import { insertListDocument } from '../support/list-documents.js';
import { startMailbox } from '../support/mailbox.js';
import { moveDocument } from '../support/status-moves.js';

let t: TestApp;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let vendor: { id: number };
let purchaser: { id: number };
let outsider: { id: number };
let vendorAdmin: { id: number; emailAddress: string };
let vendorClerk: { id: number; emailAddress: string };
let vendorQuiet: { id: number; emailAddress: string };
let purchaserAdmin: { id: number };
let outsiderAdmin: { id: number };
let tokens: Record<string, string>;
let baseUrl: string;
let customer: { id: number };

beforeAll(async () => {
  mailbox = await startMailbox();
  // Heartbeats every 300 ms, so a blocked member's channel closes within the test's patience.
  t = await createTestApp({ SMTP_URL: mailbox.url }, { pushHeartbeatMs: 300 });
  // A real port: WebSocket clients connect over the network, as browsers do.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  vendor = await makeCompany(t.db, { name: 'Permian Basin Oilfield Services LLC', partyTypeIds: [PartyType.Vendor] });
  purchaser = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  outsider = await makeCompany(t.db, { name: 'Unrelated Co', partyTypeIds: [PartyType.Vendor] });
  vendorAdmin = await makeUser(t.db, { ...admin(vendor.id), email: 'ar@permian.example' });
  vendorClerk = await makeUser(t.db, { memberships: { [vendor.id]: [Role.User] }, email: 'clerk@permian.example' });
  vendorQuiet = await makeUser(t.db, { memberships: { [vendor.id]: [Role.ReadOnly] }, email: 'quiet@permian.example' });
  await t.db.insert(userPreferences).values({ userId: vendorQuiet.id, key: 'receiveEmails', value: 'false' });
  purchaserAdmin = await makeUser(t.db, { ...admin(purchaser.id), email: 'ap@redmesa.example' });
  outsiderAdmin = await makeUser(t.db, { ...admin(outsider.id), email: 'boss@unrelated.example' });
  tokens = {
    vendorAdmin: await t.tokenFor(vendorAdmin.id),
    vendorClerk: await t.tokenFor(vendorClerk.id),
    purchaserAdmin: await t.tokenFor(purchaserAdmin.id),
    outsiderAdmin: await t.tokenFor(outsiderAdmin.id),
  };
  customer = await makeParty(t.db, vendor.id, {
    name: 'Red Mesa Energy Partners',
    partyTypeId: PartyType.Purchaser,
    connectedCompanyId: purchaser.id,
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (who: string, companyId: number) => (method: Method, url: string, payload?: Record<string, unknown>) =>
  t.call({ token: tokens[who]!, companyId }, { method, url, ...(payload === undefined ? {} : { payload }) });
const vendorCall = (method: Method, url: string) => as('vendorAdmin', vendor.id)(method, url);
const purchaserCall = (method: Method, url: string, payload?: Record<string, unknown>) =>
  as('purchaserAdmin', purchaser.id)(method, url, payload);

let seq = 0;
/** An AR invoice the vendor sent to the purchaser. */
const sentInvoice = () =>
  insertListDocument(t.db, {
    sender: vendor.id,
    receiver: purchaser.id,
    receivingPartyId: customer.id,
    templateId: DocumentTemplate.ArInvoice,
    status: RouteStatus.Sent,
    values: { invoiceNumber: `PBOS-${24000 + ++seq}` },
  });

const rowsOf = (companyId: number) =>
  t.db.select().from(notifications).where(eq(notifications.companyId, companyId)).orderBy(notifications.id);

/** A push channel as the browser opens it: subscribe, then connect to the address it gives. */
async function openChannel(who: string, companyId: number) {
  const sub = await as(who, companyId)('GET', '/api/notifications/subscribe');
  expect(sub.statusCode).toBe(200);
  const url = new URL(sub.json().url);
  expect(url.protocol).toBe('ws:');
  // The address is the public one; the test server listens elsewhere.
  return connect(`${baseUrl.replace('http', 'ws')}/push${url.search}`);
}

function connect(address: string, options: WebSocket.ClientOptions = {}) {
  const socket = new WebSocket(address, options);
  const messages: { type: string; data?: Record<string, unknown> }[] = [];
  socket.on('message', (m) => messages.push(JSON.parse(String(m))));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const ready = async () => {
    await waitFor(() => messages.some((m) => m.type === 'ready'), 5000);
  };
  return { socket, messages, closed, ready };
}

async function waitFor(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('notifications of document events', () => {
  it('tells every member of the other side, and only them, in their words', async () => {
    const id = await sentInvoice();
    const before = (await rowsOf(vendor.id)).length;
    await purchaserCall('GET', `/api/documents/${id}`);
    const reject = await purchaserCall('PUT', `/api/documents/${id}/reject`, { reason: 'Wrong day rate' });
    expect(reject.statusCode, reject.body).toBe(200);
    const rows = (await rowsOf(vendor.id)).slice(before);
    expect(rows.map((r) => [r.userId, r.title]).sort()).toEqual(
      [
        [vendorAdmin.id, 'Document Opened'],
        [vendorClerk.id, 'Document Opened'],
        [vendorQuiet.id, 'Document Opened'],
        [vendorAdmin.id, 'Rejected'],
        [vendorClerk.id, 'Rejected'],
        [vendorQuiet.id, 'Rejected'],
      ].sort(),
    );
    const rejected = rows.find((r) => r.title === 'Rejected')!;
    expect(rejected).toMatchObject({
      message: `Red Mesa Energy Partners rejected AR Invoice PBOS-${24000 + seq}: Wrong day rate`,
      sourceCompanyId: purchaser.id,
      actionId: NotificationAction.OpenDocument,
      actionData: String(id),
    });
    expect(await rowsOf(outsider.id)).toEqual([]);
  });

  it('tells the receiver of a new document, and the vendor of approval and payment', async () => {
    const draft = await insertListDocument(t.db, {
      sender: vendor.id,
      receivingPartyId: customer.id,
      templateId: DocumentTemplate.ArInvoice,
      status: RouteStatus.Pending,
      values: { invoiceNumber: 'PBOS-30001' },
    });
    await moveDocument(
      t.db,
      draft,
      'publish',
      { companyId: vendor.id, userId: vendorAdmin.id },
      { receiverCompanyId: purchaser.id, sentAt: new Date() },
    );
    const received = (await rowsOf(purchaser.id)).filter((r) => r.actionData === String(draft));
    expect(received.map((r) => [r.userId, r.title, r.message])).toEqual([
      [purchaserAdmin.id, 'Document Received', 'Permian Basin Oilfield Services LLC sent you AR Invoice PBOS-30001.'],
    ]);
    await purchaserCall('PUT', `/api/documents/${draft}/approve`);
    const paid = await purchaserCall('PUT', `/api/documents/${draft}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    const told = (await rowsOf(vendor.id)).filter((r) => r.actionData === String(draft) && r.userId === vendorAdmin.id);
    expect(told.map((r) => r.message)).toEqual([
      'Red Mesa Energy Partners approved AR Invoice PBOS-30001.',
      'Red Mesa Energy Partners marked AR Invoice PBOS-30001 paid.',
    ]);
  });
});

describe('notifications of a resubmitted document', () => {
  it('tells the receiver that the sender resubmitted the invoice it rejected, leading to that invoice', async () => {
    const rejected = await insertListDocument(t.db, {
      sender: vendor.id,
      receiver: purchaser.id,
      receivingPartyId: customer.id,
      templateId: DocumentTemplate.ArInvoice,
      status: RouteStatus.Rejected,
      values: { invoiceNumber: 'PBOS-40001' },
      pageText: 'Invoice PBOS-40001',
    });
    const res = await vendorCall('POST', `/api/documents/${rejected}/resubmit`);
    expect(res.statusCode, res.body).toBe(200);
    const told = (await rowsOf(purchaser.id)).filter((r) => r.title === 'Resubmitted');
    expect(told.map((r) => [r.userId, r.message, r.actionId, r.actionData, r.sourceCompanyId])).toEqual([
      [
        purchaserAdmin.id,
        'Permian Basin Oilfield Services LLC resubmitted AR Invoice PBOS-40001.',
        NotificationAction.OpenDocument,
        String(rejected),
        vendor.id,
      ],
    ]);
    // The sender is not told of its own action, nor is anyone else.
    expect((await rowsOf(vendor.id)).some((r) => r.title === 'Resubmitted')).toBe(false);
    expect(await rowsOf(outsider.id)).toEqual([]);
    await t.app.jobs.idle();
  });
});

describe('the notifications calls', () => {
  it('pages the caller’s notifications newest first, five by default, with the unread count', async () => {
    const page = await vendorCall('GET', '/api/notifications');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.pageSize).toBe(5);
    expect(body.items).toHaveLength(4);
    expect(body.totalRecords).toBe(4);
    expect(body.unreadTotalRecords).toBe(4);
    expect(body.items[0]).toMatchObject({
      title: 'Paid',
      isRead: false,
      sourceCompanyName: 'Red Mesa Energy Partners',
    });
    const second = await vendorCall('GET', '/api/notifications?page=2&pageSize=3');
    expect(second.json().items.map((n: { title: string }) => n.title)).toEqual(['Document Opened']);
    expect((await vendorCall('GET', '/api/notifications?pageSize=1000')).statusCode).toBe(400);
  });

  it('marks one read, then all; each user’s own only', async () => {
    const [first] = (await vendorCall('GET', '/api/notifications')).json().items;
    const one = await vendorCall('PUT', `/api/notifications/${first.id}/read`);
    expect(one.json()).toEqual({ unreadTotalRecords: 3 });
    expect((await vendorCall('GET', '/api/notifications/unreadnotifications')).json()).toEqual({
      unreadTotalRecords: 3,
    });
    // The clerk's copy of the same event is still unread.
    expect((await as('vendorClerk', vendor.id)('GET', '/api/notifications/unreadnotifications')).json()).toEqual({
      unreadTotalRecords: 4,
    });
    // Nobody else marks, or learns of, the vendor admin's notification.
    expect((await as('vendorClerk', vendor.id)('PUT', `/api/notifications/${first.id}/read`)).statusCode).toBe(404);
    expect((await as('outsiderAdmin', outsider.id)('PUT', `/api/notifications/${first.id}/read`)).statusCode).toBe(404);
    expect((await vendorCall('PUT', '/api/notifications/read')).json()).toEqual({ unreadTotalRecords: 0 });
    expect(
      (await vendorCall('GET', '/api/notifications')).json().items.every((n: { isRead: boolean }) => n.isRead),
    ).toBe(true);
  });
});

describe('e-mail', () => {
  it('e-mails each notification to recipients who receive e-mails, with the link and the way to stop', async () => {
    // Four events so far concern the vendor: opened, rejected, approved, paid.
    const first = await mailbox.to(vendorAdmin.emailAddress, 4);
    expect(first).toHaveLength(4);
    expect(first.map((m) => m.subject)).toContain('Rejected from Red Mesa Energy Partners');
    const rejected = first.find((m) => m.subject === 'Rejected from Red Mesa Energy Partners')!;
    expect(rejected.text).toContain('Hello Test,');
    expect(rejected.text).toMatch(/rejected AR Invoice PBOS-\d+: Wrong day rate/);
    // The link opens the document in the company the notification belongs to.
    expect(rejected.text).toMatch(
      new RegExp(`Open it: http://localhost:3999/documents/\\d+\\?companyId=${vendor.id}\\n`),
    );
    expect(rejected.text).toContain('http://localhost:3999/profile/unsubscribe');
    expect(rejected.html).toContain('href="http://localhost:3999/profile/unsubscribe"');
    await mailbox.to(vendorClerk.emailAddress, 4);
    expect(mailbox.mails.filter((m) => m.to.includes(vendorClerk.emailAddress))).toHaveLength(4);
    // The user who switched e-mails off gets none, but still has the notifications.
    expect(mailbox.mails.some((m) => m.to.includes(vendorQuiet.emailAddress))).toBe(false);
    expect((await rowsOf(vendor.id)).filter((r) => r.userId === vendorQuiet.id)).toHaveLength(4);
  });

  it('stops at once when a user unsubscribes', async () => {
    const unsubscribe = await as('vendorClerk', vendor.id)('PUT', '/api/users/current/personalization', {
      receiveEmails: 'false',
    });
    expect(unsubscribe.statusCode, unsubscribe.body).toBe(200);
    const before = mailbox.mails.length;
    const id = await sentInvoice();
    await purchaserCall('PUT', `/api/documents/${id}/approve`);
    await mailbox.to(vendorAdmin.emailAddress, 5);
    await t.app.jobs.idle();
    const newMails = mailbox.mails.slice(before);
    expect(newMails.map((m) => m.to).flat()).toEqual([vendorAdmin.emailAddress]);
  });
});

describe('push', () => {
  it('pushes a notification to the recipient’s open channel within a second of the event', async () => {
    const channel = await openChannel('vendorAdmin', vendor.id);
    await channel.ready();
    const id = await sentInvoice();
    const started = Date.now();
    await purchaserCall('PUT', `/api/documents/${id}/reject`, { reason: 'Duplicate' });
    await waitFor(() => channel.messages.some((m) => m.type === 'message'), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    const push = channel.messages.find((m) => m.type === 'message')!;
    expect(push).toMatchObject({
      type: 'message',
      dataType: 'json',
      data: {
        Title: 'Rejected',
        Message: `Red Mesa Energy Partners rejected AR Invoice PBOS-${24000 + seq}: Duplicate`,
        SourceCompanyId: vendor.id,
        ActionId: NotificationAction.OpenDocument,
        ActionData: String(id),
      },
    });
    channel.socket.close();
  });

  it('pushes nothing of others: a channel gets its own user’s notifications only', async () => {
    const outsiders = await openChannel('outsiderAdmin', outsider.id);
    const clerk = await openChannel('vendorClerk', vendor.id);
    await Promise.all([outsiders.ready(), clerk.ready()]);
    const id = await sentInvoice();
    await purchaserCall('PUT', `/api/documents/${id}/pay`);
    await waitFor(() => clerk.messages.some((m) => m.type === 'message'), 1000);
    await new Promise((r) => setTimeout(r, 200));
    expect(outsiders.messages.filter((m) => m.type === 'message')).toEqual([]);
    outsiders.socket.close();
    clerk.socket.close();
  });

  it('refuses a forged, expired or foreign-purpose token, and a company the user is not in', async () => {
    const ws = baseUrl.replace('http', 'ws');
    const forged = connect(
      `${ws}/push?token=${signPushToken('not-the-secret', {
        userId: vendorAdmin.id,
        companyId: vendor.id,
        expiresAt: Date.now() + 60_000,
      })}`,
    );
    expect((await forged.closed).code).toBe(PushClose.BadToken);
    const expired = connect(`${ws}/push?token=${await tokenAt(-1000, vendor.id)}`);
    expect((await expired.closed).code).toBe(PushClose.BadToken);
    const garbage = connect(`${ws}/push?token=abc.def`);
    expect((await garbage.closed).code).toBe(PushClose.BadToken);
    const missing = connect(`${ws}/push`);
    expect((await missing.closed).code).toBe(PushClose.BadToken);
    // A genuine token naming a company the user does not belong to.
    const foreign = connect(`${ws}/push?token=${await tokenAt(60_000, outsider.id)}`);
    expect((await foreign.closed).code).toBe(PushClose.NotMember);
    // The access token itself does not open a channel.
    const bearer = connect(`${ws}/push?token=${tokens.vendorAdmin}`);
    expect((await bearer.closed).code).toBe(PushClose.BadToken);
  });

  it('refuses to give a channel address without sign-in or company', async () => {
    expect((await t.call(undefined, { method: 'GET', url: '/api/notifications/subscribe' })).statusCode).toBe(401);
    expect(
      (await t.call({ token: tokens.vendorAdmin }, { method: 'GET', url: '/api/notifications/subscribe' })).statusCode,
    ).toBe(400);
    expect((await as('outsiderAdmin', vendor.id)('GET', '/api/notifications/subscribe')).statusCode).toBe(403);
  });
});

/** A genuine token of the vendor admin, expiring `ms` from now, for `companyId`. */
async function tokenAt(ms: number, companyId: number) {
  const { loadSigningKeys } = await import('../../src/lib/keys.js');
  const keys = await loadSigningKeys(t.db);
  return signPushToken(pushSecretOf({ keys }), { userId: vendorAdmin.id, companyId, expiresAt: Date.now() + ms });
}

describe('a blocked member’s channel', () => {
  it('closes within a heartbeat of being blocked, and a new one is refused', async () => {
    const channel = await openChannel('vendorClerk', vendor.id);
    await channel.ready();
    await t.db
      .insert(membershipBlocks)
      .values({ companyId: vendor.id, userId: vendorClerk.id, blockedBy: vendorAdmin.id });
    const started = Date.now();
    expect((await channel.closed).code).toBe(PushClose.NotMember);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await as('vendorClerk', vendor.id)('GET', '/api/notifications/subscribe')).statusCode).toBe(403);
    await t.db
      .delete(membershipBlocks)
      .where(and(eq(membershipBlocks.companyId, vendor.id), eq(membershipBlocks.userId, vendorClerk.id)));
  });

  it('stores nothing for a member blocked in the company, so nothing is pushed or mailed to them', async () => {
    await t.db
      .insert(membershipBlocks)
      .values({ companyId: vendor.id, userId: vendorClerk.id, blockedBy: vendorAdmin.id });
    const count = async (userId: number) => (await rowsOf(vendor.id)).filter((r) => r.userId === userId).length;
    const [clerkBefore, adminBefore] = [await count(vendorClerk.id), await count(vendorAdmin.id)];
    const id = await sentInvoice();
    await purchaserCall('PUT', `/api/documents/${id}/reject`, { reason: 'Blocked clerk must not read this' });
    expect(await count(vendorAdmin.id)).toBe(adminBefore + 1);
    expect(await count(vendorClerk.id)).toBe(clerkBefore);
    await t.app.jobs.idle();
    expect(
      mailbox.mails.some(
        (m) => m.text?.includes('Blocked clerk must not read this') && m.to.includes(vendorClerk.emailAddress),
      ),
    ).toBe(false);
    await t.db
      .delete(membershipBlocks)
      .where(and(eq(membershipBlocks.companyId, vendor.id), eq(membershipBlocks.userId, vendorClerk.id)));
  });

  it('drops a client that stops answering heartbeats', async () => {
    const sub = await vendorCall('GET', '/api/notifications/subscribe');
    // A client whose network went away: it no longer answers pings.
    const silent = connect(`${baseUrl.replace('http', 'ws')}/push${new URL(sub.json().url).search}`, {
      autoPong: false,
    });
    await silent.ready();
    const started = Date.now();
    expect((await silent.closed).code).toBe(1006);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('who is told', () => {
  it('tells only the uploader that an invoice was opened, and no machine user', async () => {
    const machine = await makeUser(t.db, {
      ...admin(vendor.id),
      email: 'erp@permian.example',
      userType: UserType.ApiKey,
    });
    const newcomer = await makeUser(t.db, { memberships: { [vendor.id]: [Role.User] }, email: 'new@permian.example' });
    const id = await sentInvoice();
    await t.db.update(documents).set({ uploadedBy: vendorClerk.id }).where(eq(documents.id, id));
    await purchaserCall('GET', `/api/documents/${id}`);
    await purchaserCall('PUT', `/api/documents/${id}/reject`, { reason: 'Duplicate of PBOS-24001' });

    const rows = (await rowsOf(vendor.id)).filter((r) => r.actionData === String(id));
    // Opening is news to the clerk who sent it, not to the whole company…
    expect(rows.filter((r) => r.title === 'Document Opened').map((r) => r.userId)).toEqual([vendorClerk.id]);
    // …a rejection is for everyone who works on invoices; a machine user reads nothing.
    expect(
      rows
        .filter((r) => r.title === 'Rejected')
        .map((r) => r.userId)
        .sort(),
    ).toEqual([vendorAdmin.id, vendorClerk.id, vendorQuiet.id, newcomer.id].sort());
    expect(rows.some((r) => r.userId === machine.id)).toBe(false);
  });
});
