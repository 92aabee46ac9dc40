import { DocumentTemplate, PartyType, Role, UserType, type DocumentResponse } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, documents } from '../../src/db/schema/index.js';
import { readPidx } from '../../src/modules/pidx/read-pidx.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { invoicePdf, multipart } from '../support/documents.js';
import { makeCompany, makeParty, makeUser } from '../support/factories.js';
import { pidxFixture, pidxMultipart } from '../support/pidx.js';
import { pidxSchemaErrors } from '../support/pidx-schema.js';

let t: TestApp;
let vendor: { id: number };
let purchaser: { id: number };
let stranger: { id: number };
let partyId: number;
let strangersPartyId: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeCompany(t.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  purchaser = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  stranger = await makeCompany(t.db, { name: 'Stranger Co', partyTypeIds: [PartyType.Vendor] });
  const strangersPartner = await makeCompany(t.db, { name: 'Stranger Partner', partyTypeIds: [PartyType.Purchaser] });
  await t.db.update(companies).set({ taxNumber: '74-5550123' }).where(eq(companies.id, purchaser.id));
  const user = async (name: string, companyId: number, userType?: number) =>
    (tokens[name] = await t.tokenFor(
      (
        await makeUser(t.db, {
          memberships: { [companyId]: [Role.User] },
          ...(userType ? { userType: userType as 2 } : {}),
        })
      ).id,
    ));
  await user('vendor', vendor.id);
  await user('purchaser', purchaser.id);
  await user('stranger', stranger.id);
  partyId = (
    await makeParty(t.db, vendor.id, {
      name: 'Red Mesa',
      number: 'CUST-RM-01',
      externalSystemId: '061234567',
      partyTypeId: PartyType.Purchaser,
      connectedCompanyId: purchaser.id,
    })
  ).id;
  // The purchaser's books know the vendor as V-77031 (what a pidXML Seller's AssignedByBuyer says).
  await makeParty(t.db, purchaser.id, {
    name: 'Hot Oil',
    number: 'V-77031',
    partyTypeId: PartyType.Vendor,
    connectedCompanyId: vendor.id,
  });
  // Another company's partner with the ids of broken-unknown-partner.xml: never the vendor's to reach.
  strangersPartyId = (
    await makeParty(t.db, stranger.id, {
      number: 'CUST-NOBODY-99',
      partyTypeId: PartyType.Purchaser,
      connectedCompanyId: strangersPartner.id,
    })
  ).id;
});
afterAll(() => t.close());

const call =
  (who: string, companyId: () => number) =>
  (method: 'GET' | 'PUT' | 'POST', url: string, extra: object = {}) =>
    t.call({ token: tokens[who], companyId: companyId() }, { method, url, ...extra });
const vendorCall = call('vendor', () => vendor.id);
const purchaserCall = call('purchaser', () => purchaser.id);
const strangerCall = call('stranger', () => stranger.id);

async function send(xml: Buffer | string, opts: Parameters<typeof pidxMultipart>[1] = {}) {
  const res = await vendorCall('POST', '/api/documents/pidx', pidxMultipart(xml, opts));
  await t.app.jobs.idle();
  return res;
}
const documentOf = async (id: number, caller = vendorCall) =>
  (await caller('GET', `/api/documents/${id}`)).json() as DocumentResponse;
const values = (doc: DocumentResponse) =>
  Object.fromEntries(doc.metadata.filter((m) => m.value !== null).map((m) => [m.key, m.value]));

describe('PIDX intake: POST /api/documents/pidx', () => {
  it('reads a PIDX 1.62 invoice into an AR invoice for the party it names, with a rendered PDF', async () => {
    const res = await send(pidxFixture('v1.62-prefixed.xml'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ dialect: 'PIDX 1.62', warnings: [] });
    const doc = await documentOf(res.json().documentId);
    expect(doc.receivingParty?.id).toBe(partyId);
    expect(doc.fileName).toBe('HOS-24017.pdf');
    expect(values(doc)).toMatchObject({
      invoiceNumber: 'HOS-24017',
      invoiceDate: '2026-10-31',
      serviceDate: '2026-10-28',
      poNumber: 'PO-55123',
      fieldTicketNumber: 'FT-8812',
      afe: 'AFE-2026-014',
      invoiceTotal: '1870.00',
      paymentTerms: 'Net 30',
      docPurchaserName: 'Red Mesa',
    });
    expect(doc.lineItems).toEqual([
      expect.objectContaining({
        description: 'Hot oil unit, 8 hrs',
        quantity: '8',
        unit: 'HR',
        unitPrice: '185.00',
        amount: '1480.00',
        costCenter: 'CC-210',
        accountCode: '8310',
        well: 'Mesa 14-2H',
      }),
      expect.objectContaining({
        description: 'Mileage',
        quantity: '120',
        unit: 'MI',
        amount: '390.00',
        costCenter: 'CC-400',
      }),
    ]);
    const pdf = await vendorCall('GET', `/api/documents/${doc.id}/file/1`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(doc.pageCount).toBe(1);
  });

  it.each([
    ['v1.61-unprefixed.xml', 'PIDX 1.61', 'HOS-24018'],
    ['pidxml-v1.0.xml', 'pidXML 1.0', '0000451'],
    ['pidxml-v1.2.xml', 'pidXML 1.2', 'HOS-24019'],
    ['broken-wrong-order.xml', 'PIDX 1.62', 'HOS-24020'],
    ['broken-lower-case-codes.xml', 'PIDX 1.62', 'CM-0042'],
  ])('%s (%s) routes to the connected party by its partner identifiers', async (file, dialect, number) => {
    const res = await send(pidxFixture(file));
    expect(res.statusCode).toBe(201);
    expect(res.json().dialect).toBe(dialect);
    const doc = await documentOf(res.json().documentId);
    expect(doc.receivingParty?.id).toBe(partyId);
    expect(values(doc).invoiceNumber).toBe(number);
    expect(doc.lineItems.length).toBeGreaterThan(0);
  });

  it('keeps the PDF sent with the XML as the document file', async () => {
    const pdf = await invoicePdf();
    const res = await send(pidxFixture('v1.62-prefixed.xml'), { pdf });
    expect(res.statusCode).toBe(201);
    const doc = await documentOf(res.json().documentId);
    expect(doc.fileName).toBe('invoice.pdf');
    expect(doc.fileSize).toBe(pdf.length);
  });

  it('keeps totals that do not reconcile as warnings, shown on the fields to both sides', async () => {
    const res = await send(pidxFixture('broken-mismatched-totals.xml'));
    expect(res.statusCode).toBe(201);
    const warnings = [
      { key: 'lineItems', message: 'The summary declares 1 line item; the invoice has 5.' },
      { key: 'invoiceTotal', message: 'The line taxes add up to 200.00, but the summary tax is 40.00.' },
    ];
    expect(res.json().warnings).toEqual(warnings);
    const id = res.json().documentId as number;
    expect((await documentOf(id)).fieldWarnings).toEqual(warnings);
    expect(values(await documentOf(id)).invoiceTotal).toBe('540.00');
    await sendToPurchaser(id);
    expect((await documentOf(id, purchaserCall)).fieldWarnings).toEqual(warnings);
  });

  it('answers what it cannot read with the element path and the rule broken', async () => {
    const res = await send(pidxFixture('broken-missing-number.xml'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_failed',
      message: 'PIDX /Invoice/InvoiceProperties/InvoiceNumber: the element is required.',
    });
    const notXml = await send(Buffer.from(await invoicePdf()));
    expect(notXml.statusCode).toBe(400);
    expect(notXml.json().error.code).toBe('validation_failed');
  });

  // Issue 39 item 6: each was a 500.
  describe('odd files are 400s that say what is wrong, and make nothing', () => {
    const fixture = pidxFixture('v1.62-prefixed.xml').toString();
    const refused = async (xml: string, message: string) => {
      const before = await t.db.$count(documents);
      const res = await send(xml);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'validation_failed', message });
      expect(await t.db.$count(documents)).toBe(before);
    };

    it('an element named __proto__', () =>
      refused(
        fixture.replace('<pidx:InvoiceProperties>', '<pidx:InvoiceProperties><__proto__><a>1</a></__proto__>'),
        'PIDX /Invoice/InvoiceProperties/__proto__: "__proto__" is not an element name PIDX uses (line 3).',
      ));

    it('1,000 nested elements', () =>
      refused(
        fixture.replace('</pidx:InvoiceSummary>', `${'<x>'.repeat(1000)}${'</x>'.repeat(1000)}</pidx:InvoiceSummary>`),
        `PIDX /Invoice/InvoiceSummary${'/x'.repeat(31)}: elements are nested more than 32 deep (line 87).`,
      ));

    it('a quantity of 400 decimals on a line without its total', () =>
      refused(
        fixture
          .replace('<pidx:Quantity>8</pidx:Quantity>', `<pidx:Quantity>8.${'1'.repeat(400)}</pidx:Quantity>`)
          .replace('<pidx:LineItemTotal><pidx:MonetaryAmount>1480.00</pidx:MonetaryAmount></pidx:LineItemTotal>', ''),
        'PIDX /Invoice/InvoiceDetails/InvoiceLineItem/InvoiceQuantity/Quantity: the text is 402 characters; at most 255 are accepted (line 55).',
      ));

    it('a quantity of 200 decimals on a line without its total', () =>
      refused(
        fixture
          .replace('<pidx:Quantity>8</pidx:Quantity>', `<pidx:Quantity>8.${'1'.repeat(200)}</pidx:Quantity>`)
          .replace('<pidx:LineItemTotal><pidx:MonetaryAmount>1480.00</pidx:MonetaryAmount></pidx:LineItemTotal>', ''),
        `PIDX /Invoice/InvoiceDetails/InvoiceLineItem[1]/InvoiceQuantity/Quantity: "8.${'1'.repeat(200)}" has more than 6 decimals.`,
      ));

    it('a description longer than a document keeps, before anything is rendered', () =>
      refused(
        fixture.replace('Hot oil unit, 8 hrs', 'x'.repeat(256)),
        'PIDX /Invoice/InvoiceDetails/InvoiceLineItem/LineItemInformation/LineItemDescription: the text is 256 characters; at most 255 are accepted (line 59).',
      ));
  });

  it('routes only to the sender’s connected parties: another company’s partner ids name nobody', async () => {
    const res = await send(pidxFixture('broken-unknown-partner.xml'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'PIDX /Invoice/InvoiceProperties/PartnerInformation[@partnerRoleIndicator="BillTo"]: the partner identifiers (AssignedBySeller CUST-NOBODY-99) name no party connected with your company.',
    );
    // Nor can the sender name another company's party by its id.
    const chosen = await send(pidxFixture('v1.62-prefixed.xml'), { data: { receivingPartyId: strangersPartyId } });
    expect(chosen.statusCode).toBe(404);
  });

  it('takes the party chosen in the Send dialog when the identifiers name none, and refuses a contradiction', async () => {
    const other = await makeParty(t.db, vendor.id, {
      name: 'Red Mesa (2)',
      partyTypeId: PartyType.Purchaser,
      connectedCompanyId: purchaser.id,
    });
    const res = await send(pidxFixture('broken-unknown-partner.xml'), { data: { receivingPartyId: other.id } });
    expect(res.statusCode).toBe(201);
    expect((await documentOf(res.json().documentId)).receivingParty?.id).toBe(other.id);
    const contradiction = await send(pidxFixture('v1.62-prefixed.xml'), { data: { receivingPartyId: other.id } });
    expect(contradiction.statusCode).toBe(400);
    expect(contradiction.json().error.message).toContain('name another party than the receiving party chosen');
  });

  it('works with an API key, as ERPs call it', async () => {
    const machine = await makeUser(t.db, { memberships: { [vendor.id]: [Role.User] }, userType: UserType.ApiKey });
    const admin = await makeUser(t.db, { memberships: { [vendor.id]: [Role.Administrator] } });
    const key = (
      await t.call(
        { token: await t.tokenFor(admin.id), companyId: vendor.id },
        { method: 'POST', url: `/api/users/${machine.id}/apikeys` },
      )
    ).json().key as string;
    const body = pidxMultipart(pidxFixture('v1.61-unprefixed.xml'));
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/documents/pidx',
      payload: body.payload,
      headers: { ...body.headers, 'x-api-key': key, 'company-id': String(vendor.id) },
    });
    expect(ok.json()).toMatchObject({ dialect: 'PIDX 1.61' });
    expect(ok.statusCode).toBe(201);
  });

  it('answers a resent invoice with the same Idempotency-Key with the first result, and sends no second invoice', async () => {
    const body = pidxMultipart(pidxFixture('v1.62-prefixed.xml'), { data: { receivingPartyId: partyId } });
    const post = async (key: string, payload = body.payload) => {
      const res = await vendorCall('POST', '/api/documents/pidx', {
        payload,
        headers: { ...body.headers, 'idempotency-key': key },
      });
      await t.app.jobs.idle();
      return res;
    };
    const key = `erp-${Date.now()}`;
    const first = await post(key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(key);
    expect(again.json().documentId).toBe(first.json().documentId);
    const other = pidxMultipart(pidxFixture('v1.61-unprefixed.xml'), { data: { receivingPartyId: partyId } });
    const reused = await vendorCall('POST', '/api/documents/pidx', {
      payload: other.payload,
      headers: { ...other.headers, 'idempotency-key': key },
    });
    expect(reused.statusCode, reused.body).toBe(422);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
  });

  it('gives a stranger 404 for the PIDX of another company’s invoice', async () => {
    const id = (await send(pidxFixture('v1.62-prefixed.xml'))).json().documentId as number;
    expect((await strangerCall('GET', `/api/documents/${id}/pidx`)).statusCode).toBe(404);
    expect((await strangerCall('GET', `/api/documents/${id}/pidx/response`)).statusCode).toBe(404);
  });

  it('counts each company’s PIDX calls: past 300 in 10 minutes they wait (issue 39)', async () => {
    const busy = await makeCompany(t.db, { name: 'Busy Vendor', partyTypeIds: [PartyType.Vendor] });
    const as = {
      token: await t.tokenFor((await makeUser(t.db, { memberships: { [busy.id]: [Role.User] } })).id),
      companyId: busy.id,
    };
    const statuses: number[] = [];
    for (let i = 0; i < 301; i++)
      statuses.push(
        (await t.call(as, { method: 'POST', url: '/api/documents/pidx', ...pidxMultipart('<x/>') })).statusCode,
      );
    expect(statuses.slice(0, 300).every((s) => s === 400)).toBe(true);
    expect(statuses[300]).toBe(429);
    // Another company's calls are its own.
    expect((await send('<x/>')).statusCode).toBe(400);
  });
});

/** Fills what Send requires and the PIDX did not carry, then sends. */
async function sendToPurchaser(id: number) {
  const doc = await documentOf(id);
  const missing = doc.metadata.filter((m) => (m.metadataDefinition.isRequired || m.isThirdParty) && !m.value);
  const coding = { afe: 'AFE-9', costCenter: 'CC-9', accountCode: '8300', well: 'Mesa 9-1H' };
  const save = await vendorCall('PUT', `/api/documents/${id}`, {
    payload: {
      metadata: missing.map((m) => ({
        key: m.key,
        value: m.metadataDefinition.metadataType.id === 4 ? '2026-11-01' : 'X-1',
      })),
      lineItems: doc.lineItems.map((l) => ({ ...coding, ...l })),
    },
  });
  expect(save.statusCode).toBe(200);
  const publish = await vendorCall('PUT', `/api/documents/${id}/publish`);
  expect(publish.json()).toEqual({ ok: true });
}

describe('PIDX out', () => {
  it('round-trips: PDF → document → PIDX 1.62 → intake → the same document', async () => {
    const upload = await vendorCall('POST', '/api/documents/upload', {
      ...multipart(
        { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId: partyId },
        { name: 'HOS-24017.pdf', bytes: await invoicePdf() },
      ),
    });
    expect(upload.statusCode).toBe(201);
    await t.app.jobs.idle();
    const id = upload.json().documentId as number;
    await vendorCall('PUT', `/api/documents/${id}`, {
      payload: {
        metadata: [{ key: 'remarks', value: 'Call before delivery\nInvoice type: DebitMemo' }],
        lineItems: [
          {
            description: 'Hot oil unit, 8 hrs',
            quantity: '8',
            unit: 'HR',
            unitPrice: '185.00',
            amount: '1480.00',
            afe: 'AFE-1',
            costCenter: 'CC-1',
            accountCode: '8310',
            well: 'Mesa 14-2H',
          },
          {
            description: 'Mileage',
            quantity: '120',
            unitPrice: '3.25',
            amount: '390.00',
            afe: 'AFE-2',
            costCenter: 'CC-2',
            accountCode: '8320',
            well: 'Mesa 14-3H',
          },
        ],
      },
    });
    const original = await documentOf(id);
    const xml = await vendorCall('GET', `/api/documents/${id}/pidx`);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.headers['content-disposition']).toContain('attachment');
    expect(xml.body).toContain('xmlns:pidx="http://www.pidx.org/schemas/v1.62"');
    expect(xml.body).toContain('<pidx:InvoiceTypeCode>DebitMemo</pidx:InvoiceTypeCode>');
    expect(await pidxSchemaErrors(xml.body)).toEqual([]);

    const back = await send(xml.body);
    expect(back.statusCode).toBe(201);
    expect(back.json().warnings).toEqual([]);
    const copy = await documentOf(back.json().documentId);
    const kept = (d: DocumentResponse) => {
      const { scanDate: _scan, ...rest } = values(d);
      return rest;
    };
    expect(kept(copy)).toEqual(kept(original));
    expect(copy.lineItems).toEqual(original.lineItems);
    expect(copy.receivingParty?.id).toBe(original.receivingParty?.id);
  });

  it('writes each decision as an InvoiceResponse that reads back to the same decision, and a structured rejection', async () => {
    const id = (await send(pidxFixture('v1.62-prefixed.xml'))).json().documentId as number;
    await sendToPurchaser(id);
    const response = async () => {
      const { body } = await purchaserCall('GET', `/api/documents/${id}/pidx/response`);
      expect(await pidxSchemaErrors(body)).toEqual([]);
      return readPidx(Buffer.from(body));
    };
    expect(await response()).toMatchObject({ kind: 'InvoiceResponse', status: 'Pending', invoiceNumber: 'HOS-24017' });
    await documentOf(id, purchaserCall); // opened: Received
    expect(await response()).toMatchObject({ status: 'Accept', comment: 'Received' });

    const badLine = await purchaserCall('PUT', `/api/documents/${id}/reject`, {
      payload: { reason: 'Mileage rate is not per the MSA.', reasonCode: 'Disputed Content', lines: [7] },
    });
    expect(badLine.statusCode).toBe(400);
    expect(badLine.json().error.message).toBe('lines: the document has no line 7 (it has 2).');
    const reject = await purchaserCall('PUT', `/api/documents/${id}/reject`, {
      payload: {
        reason: 'Mileage rate is not per the MSA.',
        reasonCode: 'Disputed Content',
        lines: [2],
        fields: ['poNumber'],
      },
    });
    expect(reject.statusCode).toBe(200);
    const seen = await documentOf(id);
    expect(seen.rejectionReason).toBe('Mileage rate is not per the MSA.');
    expect(seen.rejection).toEqual({ reasonCode: 'Disputed Content', lines: [2], fields: ['poNumber'] });
    expect(await response()).toEqual({
      kind: 'InvoiceResponse',
      dialect: 'PIDX 1.62',
      invoiceNumber: 'HOS-24017',
      invoiceDate: '2026-10-31',
      status: 'Reject',
      reasonCode: 'Disputed Content',
      comment: 'Mileage rate is not per the MSA.',
      lines: [
        { lineItemNumber: 1, status: 'Accept' },
        { lineItemNumber: 2, status: 'Reject', reasonCode: 'Disputed Content' },
      ],
      pointers: ['/Invoice/InvoiceProperties/PurchaseOrderInformation/PurchaseOrderNumber'],
    });

    const resubmitted = await vendorCall('POST', `/api/documents/${id}/resubmit`);
    expect(resubmitted.statusCode).toBe(200);
    const next = resubmitted.json().id as number;
    const lines = (await documentOf(next)).lineItems;
    lines[1] = { ...lines[1], unitPrice: '3.00', amount: '360.00' };
    await vendorCall('PUT', `/api/documents/${next}`, {
      payload: {
        metadata: [
          { key: 'poNumber', value: 'PO-55199' },
          { key: 'invoiceTotal', value: '1840.00' },
        ],
        lineItems: lines,
      },
    });
    expect((await documentOf(next)).resubmissionChanges).toEqual({
      rejection: { reasonCode: 'Disputed Content', lines: [2], fields: ['poNumber'] },
      total: { key: 'invoiceTotal', before: '1870.00', after: '1840.00', difference: '-30.00' },
      lines: [
        {
          kind: 'changed',
          before: 2,
          after: 2,
          changes: [
            { key: 'unitPrice', before: '3.25', after: '3.00' },
            { key: 'amount', before: '390.00', after: '360.00' },
          ],
        },
      ],
      fields: [{ key: 'poNumber', before: 'PO-55123', after: 'PO-55199' }],
      named: { lines: [{ line: 2, answered: true }], fields: [{ key: 'poNumber', answered: true }] },
    });
  });

  it('keeps the spec’s reject call: a reason alone is a rejection without code, lines or fields', async () => {
    const id = (await send(pidxFixture('v1.62-prefixed.xml'))).json().documentId as number;
    await sendToPurchaser(id);
    await documentOf(id, purchaserCall);
    expect(
      (await purchaserCall('PUT', `/api/documents/${id}/reject`, { payload: { reason: 'Wrong well.' } })).statusCode,
    ).toBe(200);
    const doc = await documentOf(id);
    expect(doc.rejectionReason).toBe('Wrong well.');
    expect(doc.rejection).toBeNull();
    const { body } = await vendorCall('GET', `/api/documents/${id}/pidx/response`);
    expect(await pidxSchemaErrors(body)).toEqual([]);
    const read = readPidx(Buffer.from(body));
    expect(read).toMatchObject({ status: 'Reject', reasonCode: 'Other', comment: 'Wrong well.', lines: [] });
  });
});
