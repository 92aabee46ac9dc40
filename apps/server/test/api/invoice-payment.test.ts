import { DocumentTemplate, PartyType, webhookEvent } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { invoicePdf, multipart } from '../support/documents.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';
import { moveDocument } from '../support/status-moves.js';

/**
 * Issue 40, item 5: a payment lives on the invoice, not only in its history — the paid date, the
 * amount and the reference are fields both sides read in the document answer and the list rows
 * (which the web's CSV and Excel exports are made of), and the webhook's move to Paid carries them.
 */
let t: TestApp;
let vendor: { id: number };
let purchaser: { id: number };
let stranger: { id: number };
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
let partyId: number;

const as =
  (who: 'vendor' | 'purchaser' | 'stranger') => (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
    const companyId = { vendor: vendor.id, purchaser: purchaser.id, stranger: stranger.id }[who];
    return t.call({ token: tokens[who], companyId }, { method, url, ...(payload ? { payload } : {}) });
  };
const vendorCall = as('vendor');
const purchaserCall = as('purchaser');

beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeCompany(t.db, { name: 'Paid Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  purchaser = await makeCompany(t.db, { name: 'Paying Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  stranger = await makeCompany(t.db, { name: 'Curious Co' });
  for (const [name, companyId] of [
    ['vendor', vendor.id],
    ['purchaser', purchaser.id],
    ['stranger', stranger.id],
  ] as const) {
    const user = await makeUser(t.db, admin(companyId));
    ids[name] = user.id;
    tokens[name] = await t.tokenFor(user.id);
  }
  partyId = (
    await makeParty(t.db, vendor.id, {
      name: 'Paying Energy',
      partyTypeId: PartyType.Purchaser,
      connectedCompanyId: purchaser.id,
    })
  ).id;
}, 120_000);
afterAll(() => t.close());

async function draftInvoice(invoiceNumber: string) {
  const res = await t.call(
    { token: tokens.vendor, companyId: vendor.id },
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
  await vendorCall('PUT', `/api/documents/${documentId}`, { metadata: [{ key: 'invoiceTotal', value: '1870.00' }] });
  return documentId;
}

async function sentInvoice(invoiceNumber: string) {
  const documentId = await draftInvoice(invoiceNumber);
  await moveDocument(
    t.db,
    documentId,
    'publish',
    { companyId: vendor.id, userId: ids.vendor! },
    { receiverCompanyId: purchaser.id, sentAt: new Date() },
  );
  return documentId;
}

type Entry = { key: string; value: string | null; metadataDefinition: { isReadonly: boolean } };
const paymentOf = async (call: typeof vendorCall, id: number) => {
  const doc = (await call('GET', `/api/documents/${id}`)).json() as { metadata: Entry[] };
  const field = (key: string) => doc.metadata.find((m) => m.key === key);
  return {
    paidDate: field('paidDate')?.value,
    paidAmount: field('paidAmount')?.value,
    paymentReference: field('paymentReference')?.value,
    readOnly: [field('paidDate'), field('paidAmount'), field('paymentReference')].every(
      (f) => f?.metadataDefinition.isReadonly,
    ),
  };
};

describe('a payment on the invoice', () => {
  it('Mark Paid writes the date, amount and reference as fields both sides read', async () => {
    const id = await sentInvoice('PAY-1');
    const paid = await purchaserCall('PUT', `/api/documents/${id}/pay`, {
      paymentDate: '2026-11-20',
      reference: 'ACH 0211-5589',
      amount: '1,850.00',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const expected = {
      paidDate: '2026-11-20',
      paidAmount: '1850.00',
      paymentReference: 'ACH 0211-5589',
      readOnly: true,
    };
    expect(await paymentOf(vendorCall, id)).toEqual(expected);
    expect(await paymentOf(purchaserCall, id)).toEqual(expected);
  });

  it('without a date or amount, the invoice is paid today for its total', async () => {
    const id = await sentInvoice('PAY-2');
    expect((await purchaserCall('PUT', `/api/documents/${id}/pay`)).statusCode).toBe(200);
    expect(await paymentOf(vendorCall, id)).toMatchObject({
      paidDate: new Date().toISOString().slice(0, 10),
      paidAmount: '1870.00',
      paymentReference: null,
    });
  });

  it('refuses an amount that is not above zero, and the vendor may not write the payment', async () => {
    const id = await sentInvoice('PAY-3');
    const refused = await purchaserCall('PUT', `/api/documents/${id}/pay`, { amount: '0' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('Must be an amount above zero');
    const draft = await draftInvoice('PAY-3D');
    const forged = await vendorCall('PUT', `/api/documents/${draft}`, {
      metadata: [{ key: 'paymentReference', value: 'CHK-1' }],
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toContain('Field Payment Reference is read-only');
  });

  it('the AR invoice list rows (and so the CSV and Excel exports) carry the payment, for both sides', async () => {
    const id = await sentInvoice('PAY-4');
    await purchaserCall('PUT', `/api/documents/${id}/pay`, { paymentDate: '2026-11-21', reference: 'CHK-1044' });
    for (const call of [vendorCall, purchaserCall]) {
      const list = (await call('GET', `/api/documentroute/all/${DocumentTemplate.ArInvoice}?pageSize=100`)).json() as {
        columns: { key: string; name: string }[];
        rows: Record<string, unknown>[];
      };
      expect(list.columns.map((c) => c.name)).toEqual(
        expect.arrayContaining(['Paid Date', 'Amount Paid', 'Payment Reference']),
      );
      expect(list.rows.find((r) => r.id === id)).toMatchObject({
        paidDate: '2026-11-21',
        paidAmount: '1870.00',
        paymentReference: 'CHK-1044',
      });
    }
  });

  it("tells another company nothing of the invoice's payment", async () => {
    const id = await sentInvoice('PAY-5');
    expect((await as('stranger')('PUT', `/api/documents/${id}/pay`)).statusCode).toBe(404);
    expect((await as('stranger')('GET', `/api/documents/${id}`)).statusCode).toBe(404);
  });

  it('the webhook of the move to Paid carries the payment', async () => {
    const endpoint = await vendorCall('POST', '/api/webhooks', {
      url: 'http://127.0.0.1:9/erp',
      events: ['document.status_changed'],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const id = await sentInvoice('PAY-6');
    await purchaserCall('PUT', `/api/documents/${id}/pay`, { paymentDate: '2026-11-22', reference: 'ACH 77' });
    const deliveries = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.json().id as number));
    const events = deliveries.map((d) => webhookEvent.parse(typeof d.body === 'string' ? JSON.parse(d.body) : d.body));
    const paid = events.find((e) => e.type === 'document.status_changed' && e.data.toStatus === 'Paid');
    expect(paid?.data).toMatchObject({
      documentId: id,
      payment: { date: '2026-11-22', amount: '1870.00', reference: 'ACH 77' },
    });
  });
});
