import { DocumentTemplate, PartyType, Role, webhookEvent, WebhookEventType } from '@docvue/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, webhookDeliveries, webhookEndpoints } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { invoicePdf, multipart } from '../support/documents.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';
import { moveDocument } from '../support/status-moves.js';
import { signatureVerifies, startReceiver } from '../support/webhook-receiver.js';

/**
 * Webhooks delivered to real HTTP receivers on this machine (docs/design.md §8): signed, in the
 * contracts' shape, retried and then paused with a notification, and never another company's.
 */
let t: TestApp;
let vendor: { id: number };
let purchaser: { id: number };
let stranger: { id: number };
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
let partyId: number;

const call =
  (who: 'vendorAdmin' | 'purchaserAdmin' | 'purchaserUser' | 'strangerAdmin') =>
  (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const companyId = who.startsWith('vendor') ? vendor.id : who.startsWith('purchaser') ? purchaser.id : stranger.id;
    return t.call({ token: tokens[who], companyId }, { method, url, ...(payload ? { payload } : {}) });
  };
const vendorAdmin = call('vendorAdmin');
const purchaserAdmin = call('purchaserAdmin');
const strangerAdmin = call('strangerAdmin');

beforeAll(async () => {
  // Retries within milliseconds, and a pause after two deliveries failed for good, so the test sees it all.
  t = await createTestApp({
    WEBHOOK_RETRY_BASE_MS: '10',
    WEBHOOK_MAX_ATTEMPTS: '3',
    WEBHOOK_PAUSE_AFTER_FAILURES: '2',
  });
  vendor = await makeCompany(t.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  purchaser = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  stranger = await makeCompany(t.db, { name: 'Stranger Co' });
  for (const [name, companyId, role] of [
    ['vendorAdmin', vendor.id, Role.Administrator],
    ['purchaserAdmin', purchaser.id, Role.Administrator],
    ['purchaserUser', purchaser.id, Role.User],
    ['strangerAdmin', stranger.id, Role.Administrator],
  ] as const) {
    const user = await makeUser(
      t.db,
      role === Role.Administrator ? admin(companyId) : { memberships: { [companyId]: [role] } },
    );
    ids[name] = user.id;
    tokens[name] = await t.tokenFor(user.id);
  }
  partyId = (
    await makeParty(t.db, vendor.id, {
      name: 'Red Mesa',
      partyTypeId: PartyType.Purchaser,
      connectedCompanyId: purchaser.id,
    })
  ).id;
});
afterAll(() => t.close());

async function sendInvoice(invoiceNumber: string) {
  const res = await t.call(
    { token: tokens.vendorAdmin, companyId: vendor.id },
    {
      method: 'POST',
      url: '/api/documents/upload',
      ...multipart(
        { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId: partyId },
        { name: `${invoiceNumber}.pdf`, bytes: await invoicePdf({ invoiceNumber }) },
      ),
    },
  );
  expect(res.statusCode, res.body).toBe(201);
  const documentId = res.json().documentId as number;
  await t.app.jobs.idle();
  await moveDocument(
    t.db,
    documentId,
    'publish',
    { companyId: vendor.id, userId: ids.vendorAdmin! },
    {
      receiverCompanyId: purchaser.id,
      sentAt: new Date(),
    },
  );
  void t.app.jobs.idle();
  return documentId;
}

const deliveriesOf = (endpointId: number) =>
  t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.id);

describe('registering an endpoint', () => {
  it('is for administrators; the secret is answered once and never listed', async () => {
    const body = { url: 'http://127.0.0.1:9/erp', events: ['document.received'] };
    const byUser = await call('purchaserUser')('POST', '/api/webhooks', body);
    expect(byUser.statusCode).toBe(403);
    const created = await purchaserAdmin('POST', '/api/webhooks', { ...body, description: 'Test ERP' });
    expect(created.statusCode, created.body).toBe(201);
    const { secret, id, secretHint } = created.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(secretHint).toBe(secret.slice(-4));
    const list = await purchaserAdmin('GET', '/api/webhooks');
    expect(list.json().items.map((e: { id: number }) => e.id)).toContain(id);
    expect(list.body).not.toContain(secret);
    expect((await purchaserAdmin('DELETE', `/api/webhooks/${id}`)).statusCode).toBe(200);
    expect((await purchaserAdmin('GET', '/api/webhooks')).json().items).toEqual([]);
  });

  it('refuses addresses where deliveries may not go: plain http elsewhere, private and metadata addresses, other hosts in tests', async () => {
    for (const url of [
      'http://erp.example.com/hooks',
      'https://10.0.0.8/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/hooks',
      'https://erp.example.com/hooks',
      'https://user:pw@127.0.0.1/hooks',
      'ftp://127.0.0.1/hooks',
      'not a url',
    ]) {
      const res = await purchaserAdmin('POST', '/api/webhooks', { url, events: ['notification'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
    expect(await t.db.$count(webhookEndpoints, eq(webhookEndpoints.companyId, purchaser.id))).toBe(0);
  });
});

describe('deliveries', () => {
  it('tells the receiver’s ERP a document arrived, signed with the secret, in the contracts’ shape', async () => {
    const receiver = await startReceiver();
    try {
      const created = await purchaserAdmin('POST', '/api/webhooks', {
        url: receiver.url(),
        events: ['document.received', 'document.status_changed'],
      });
      const { id, secret } = created.json();
      const documentId = await sendInvoice('HOS-5001');
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(2);
      const events = receiver.received.map((r) => {
        expect(signatureVerifies(secret, r.headers['docvue-signature'] as string, r.body)).toBe(true);
        // Another secret does not verify it.
        expect(signatureVerifies(`${secret}x`, r.headers['docvue-signature'] as string, r.body)).toBe(false);
        return webhookEvent.parse(JSON.parse(r.body));
      });
      expect(events.map((e) => e.type).sort()).toEqual([
        WebhookEventType.DocumentReceived,
        WebhookEventType.DocumentStatusChanged,
      ]);
      const received = events.find((e) => e.type === WebhookEventType.DocumentReceived)!;
      expect(received).toMatchObject({
        companyId: purchaser.id,
        data: {
          documentId,
          documentNumber: 'HOS-5001',
          toStatus: 'Sent',
          senderCompanyId: vendor.id,
          receiverCompanyId: purchaser.id,
        },
      });
      expect(receiver.received[0]!.headers['docvue-event-id']).toBe(JSON.parse(receiver.received[0]!.body).id);
      // The administrator sees each attempt with the receiver's answer.
      const statuses = async () =>
        (await purchaserAdmin('GET', `/api/webhooks/${id}/deliveries`))
          .json()
          .items.map((d: { status: string }) => d.status);
      // The receiver has it before its answer is written down.
      await expect.poll(statuses, { timeout: 5000 }).toEqual(['delivered', 'delivered']);
      const log = await purchaserAdmin('GET', `/api/webhooks/${id}/deliveries`);
      expect(log.json().items[0].attempts[0]).toMatchObject({
        statusCode: 200,
        error: null,
        responseExcerpt: '{"ok":true}',
      });
      // The vendor's ERP did not hear of the purchaser's endpoint; the stranger sees none of it.
      expect((await strangerAdmin('GET', `/api/webhooks/${id}/deliveries`)).statusCode).toBe(404);
      expect((await strangerAdmin('POST', `/api/webhooks/${id}/test`)).statusCode).toBe(404);
      expect((await strangerAdmin('DELETE', `/api/webhooks/${id}`)).statusCode).toBe(404);
      expect((await strangerAdmin('GET', '/api/webhooks')).json().items).toEqual([]);
      await purchaserAdmin('DELETE', `/api/webhooks/${id}`);
    } finally {
      await receiver.close();
    }
  });

  it('tells the sender’s ERP of a rejection with its reason, and a rotated secret signs what follows', async () => {
    const receiver = await startReceiver();
    try {
      const created = await vendorAdmin('POST', '/api/webhooks', {
        url: receiver.url('/vendor'),
        events: ['document.rejected'],
      });
      const { id } = created.json();
      const documentId = await sendInvoice('HOS-5002');
      const rotated = await vendorAdmin('POST', `/api/webhooks/${id}/secret`);
      expect(rotated.statusCode).toBe(200);
      const rejected = await t.call(
        { token: tokens.purchaserUser, companyId: purchaser.id },
        { method: 'PUT', url: `/api/documents/${documentId}/reject`, payload: { reason: 'Wrong day rate' } },
      );
      expect(rejected.statusCode, rejected.body).toBe(200);
      void t.app.jobs.idle();
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
      const [only] = receiver.received;
      expect(signatureVerifies(rotated.json().secret, only!.headers['docvue-signature'] as string, only!.body)).toBe(
        true,
      );
      expect(signatureVerifies(created.json().secret, only!.headers['docvue-signature'] as string, only!.body)).toBe(
        false,
      );
      expect(webhookEvent.parse(JSON.parse(only!.body))).toMatchObject({
        type: 'document.rejected',
        companyId: vendor.id,
        data: { documentId, reason: 'Wrong day rate', toStatus: 'Rejected' },
      });
      await vendorAdmin('DELETE', `/api/webhooks/${id}`);
    } finally {
      await receiver.close();
    }
  });

  it('retries a failing receiver with backoff, pauses the endpoint after repeated failure, tells the administrators, and delivers what waited on resume', async () => {
    const receiver = await startReceiver(500);
    try {
      const created = await purchaserAdmin('POST', '/api/webhooks', {
        url: receiver.url('/down'),
        events: ['document.received'],
      });
      const { id } = created.json();
      await sendInvoice('HOS-5003');
      // Three attempts of the first delivery, each logged with the answer, then failed for good.
      await expect.poll(async () => (await deliveriesOf(id))[0]?.status, { timeout: 15_000 }).toBe('failed');
      const [first] = await deliveriesOf(id);
      expect(first!.attempts.map((a) => a.statusCode)).toEqual([500, 500, 500]);
      expect(first!.attempts[0]!.error).toBe('HTTP 500 Internal Server Error');
      expect(receiver.received).toHaveLength(3);
      await sendInvoice('HOS-5004');
      await expect
        .poll(async () => (await purchaserAdmin('GET', '/api/webhooks')).json().items[0].status, { timeout: 15_000 })
        .toBe('paused');
      const [endpoint] = (await purchaserAdmin('GET', '/api/webhooks')).json().items;
      expect(endpoint.pausedReason).toMatch(/^Paused because 2 deliveries in a row failed \(last: HTTP 500/);
      const told = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.companyId, purchaser.id), eq(notifications.title, 'Webhook paused')));
      expect(told.map((n) => n.userId)).toEqual([ids.purchaserAdmin]);
      expect(told[0]!.message).toContain(receiver.url('/down'));
      // While paused, a new event waits without an attempt.
      await sendInvoice('HOS-5005');
      await t.app.jobs.idle();
      const waiting = (await deliveriesOf(id))[2]!;
      expect([waiting.status, waiting.attemptCount]).toEqual(['pending', 0]);
      expect(receiver.received).toHaveLength(6);
      // The receiver works again; the administrator resumes, and what waited arrives.
      receiver.state.status = 204;
      const resumed = await purchaserAdmin('POST', `/api/webhooks/${id}/resume`);
      expect(resumed.json()).toMatchObject({ status: 'active', consecutiveFailures: 0, pausedReason: null });
      await expect.poll(async () => (await deliveriesOf(id))[2]!.status, { timeout: 10_000 }).toBe('delivered');
      expect(JSON.parse(receiver.received.at(-1)!.body).data.documentNumber).toBe('HOS-5005');
      // A test event on request.
      const test = await purchaserAdmin('POST', `/api/webhooks/${id}/test`);
      expect(test.statusCode).toBe(200);
      await expect
        .poll(() => JSON.parse(receiver.received.at(-1)!.body).type, { timeout: 10_000 })
        .toBe('webhook.test');
      expect(receiver.received.at(-1)!.headers['docvue-event']).toBe('webhook.test');
      await purchaserAdmin('DELETE', `/api/webhooks/${id}`);
    } finally {
      await receiver.close();
    }
  });
});
