import { PartyType, Role, UserType, type DocumentResponse } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPidx } from '../../src/modules/pidx/read-pidx.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { makeCompany, makeParty, makeUser } from '../support/factories.js';
import { pidxFixture, pidxMultipart } from '../support/pidx.js';
import { pidxSchemaErrors } from '../support/pidx-schema.js';

/**
 * `POST /api/documents/:id/pidx/response` (issue 29): the purchaser's ERP sends its decision on an
 * invoice as a PIDX InvoiceResponse, with an API key, and the vendor sees it as if a person had
 * pressed Approve or Reject.
 */
let t: TestApp;
let vendor: { id: number };
let purchaser: { id: number };
let stranger: { id: number };
let partyId: number;
let erpKey: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeCompany(t.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  purchaser = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  stranger = await makeCompany(t.db, { name: 'Stranger Co', partyTypeIds: [PartyType.Purchaser] });
  for (const [name, companyId] of [
    ['vendor', vendor.id],
    ['purchaser', purchaser.id],
    ['stranger', stranger.id],
  ] as const) {
    tokens[name] = await t.tokenFor((await makeUser(t.db, { memberships: { [companyId]: [Role.User] } })).id);
  }
  partyId = (
    await makeParty(t.db, vendor.id, {
      name: 'Red Mesa',
      number: 'CUST-RM-01',
      externalSystemId: '061234567',
      partyTypeId: PartyType.Purchaser,
      connectedCompanyId: purchaser.id,
    })
  ).id;
  // The purchaser's books know the vendor as V-77031 (what a Seller's AssignedByBuyer says).
  await makeParty(t.db, purchaser.id, {
    name: 'Hot Oil',
    number: 'V-77031',
    partyTypeId: PartyType.Vendor,
    connectedCompanyId: vendor.id,
  });
  // The purchaser's ERP: an API-key user of the purchaser, as ERPs call.
  const machine = await makeUser(t.db, { memberships: { [purchaser.id]: [Role.User] }, userType: UserType.ApiKey });
  const admin = await makeUser(t.db, { memberships: { [purchaser.id]: [Role.Administrator] } });
  erpKey = (
    await t.call(
      { token: await t.tokenFor(admin.id), companyId: purchaser.id },
      { method: 'POST', url: `/api/users/${machine.id}/apikeys` },
    )
  ).json().key as string;
});
afterAll(() => t.close());

const call =
  (who: string, companyId: () => number) =>
  (method: 'GET' | 'PUT' | 'POST', url: string, extra: object = {}) =>
    t.call({ token: tokens[who], companyId: companyId() }, { method, url, ...extra });
const vendorCall = call('vendor', () => vendor.id);
const purchaserCall = call('purchaser', () => purchaser.id);
const strangerCall = call('stranger', () => stranger.id);
const documentOf = async (id: number, caller = vendorCall) =>
  (await caller('GET', `/api/documents/${id}`)).json() as DocumentResponse;

/** The vendor sends the 1.62 fixture (HOS-24017, two lines) to the purchaser. */
async function invoiceSent(): Promise<number> {
  const res = await vendorCall(
    'POST',
    '/api/documents/pidx',
    pidxMultipart(pidxFixture('v1.62-prefixed.xml'), { data: { receivingPartyId: partyId } }),
  );
  expect(res.statusCode, res.body).toBe(201);
  await t.app.jobs.idle();
  const id = res.json().documentId as number;
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
  expect((await vendorCall('PUT', `/api/documents/${id}/publish`)).json()).toEqual({ ok: true });
  return id;
}

/** An InvoiceResponse as an ERP writes it (PIDX 1.62, prefixed). */
function responseXml(o: {
  number?: string;
  status: string;
  code?: string;
  comment?: string;
  lines?: { n: number; status: string; code?: string }[];
  pointers?: string[];
  partners?: string;
}) {
  const code = o.code ? `<pidx:ReasonCode>${o.code}</pidx:ReasonCode>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<pidx:InvoiceResponse xmlns:pidx="http://www.pidx.org/schemas/v1.62" pidx:version="1.62">
  <pidx:InvoiceResponseProperties>
    <pidx:InvoiceNumber>${o.number ?? 'HOS-24017'}</pidx:InvoiceNumber>
    <pidx:InvoiceStatus>${o.status}</pidx:InvoiceStatus>
    ${code}
    ${o.partners ?? ''}
    ${(o.pointers ?? []).map((p) => `<pidx:ErrorPointer>${p}</pidx:ErrorPointer>`).join('')}
    ${o.comment ? `<pidx:Comment>${o.comment}</pidx:Comment>` : ''}
  </pidx:InvoiceResponseProperties>
  <pidx:InvoiceResponseDetails>
    ${(o.lines ?? [])
      .map(
        (l) =>
          `<pidx:InvoiceResponseLineItem><pidx:LineItemNumber>${l.n}</pidx:LineItemNumber><pidx:LineItemStatus>${l.status}</pidx:LineItemStatus>${l.code ? `<pidx:ReasonCode>${l.code}</pidx:ReasonCode>` : ''}</pidx:InvoiceResponseLineItem>`,
      )
      .join('')}
  </pidx:InvoiceResponseDetails>
</pidx:InvoiceResponse>`;
}

/** The purchaser's ERP posts a response, with its API key. */
async function erpPosts(id: number, xml: string | Buffer, headers: Record<string, string> = {}) {
  const body = pidxMultipart(xml);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/documents/${id}/pidx/response`,
    payload: body.payload,
    headers: { ...body.headers, ...headers, 'x-api-key': erpKey, 'company-id': String(purchaser.id) },
  });
  await t.app.jobs.idle();
  return res;
}

describe('POST /api/documents/:id/pidx/response', () => {
  it('rejects by InvoiceResponse with a reason code, a line and a field: the vendor sees them', async () => {
    const id = await invoiceSent();
    const res = await erpPosts(
      id,
      responseXml({
        status: 'Reject',
        code: 'Disputed Content',
        comment: 'Mileage rate is not per the MSA.',
        lines: [
          { n: 1, status: 'Accept' },
          { n: 2, status: 'Reject', code: 'Disputed Content' },
        ],
        pointers: ['/Invoice/InvoiceProperties/PurchaseOrderInformation/PurchaseOrderNumber'],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      documentId: id,
      decision: 'Reject',
      applied: true,
      routeStatusId: expect.any(Number),
      routeStatus: 'Rejected',
    });
    const seen = await documentOf(id);
    expect(seen.routeStatus?.name).toBe('Rejected');
    expect(seen.rejectionReason).toBe('Mileage rate is not per the MSA.');
    expect(seen.rejection).toEqual({ reasonCode: 'Disputed Content', lines: [2], fields: ['poNumber'] });
  });

  it('gives a Reject without comments a reason made from its code', async () => {
    const id = await invoiceSent();
    const res = await erpPosts(id, responseXml({ status: 'Reject', code: 'Missing Content' }));
    expect(res.statusCode, res.body).toBe(200);
    const seen = await documentOf(id);
    expect(seen.rejectionReason).toBe('Rejected by PIDX InvoiceResponse: Missing Content.');
    expect(seen.rejection).toEqual({ reasonCode: 'Missing Content', lines: [], fields: [] });
  });

  it('names a line the invoice does not have: 400, nothing rejected', async () => {
    const id = await invoiceSent();
    const res = await erpPosts(
      id,
      responseXml({ status: 'Reject', code: 'Other', lines: [{ n: 7, status: 'Reject' }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('lines: the document has no line 7 (it has 2).');
    expect((await documentOf(id)).routeStatus?.name).toBe('Sent');
  });

  it('approves on Accept; an Accept of an approved invoice and a Pending answer the status unchanged', async () => {
    const id = await invoiceSent();
    const pending = await erpPosts(id, responseXml({ status: 'Pending' }));
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json()).toMatchObject({ decision: 'Pending', applied: false, routeStatus: 'Sent' });
    expect((await documentOf(id)).routeStatus?.name).toBe('Sent');

    const accept = await erpPosts(id, responseXml({ status: 'Accept', comment: 'OK to pay' }));
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json()).toMatchObject({ decision: 'Accept', applied: true, routeStatus: 'Approved' });
    expect((await documentOf(id)).routeStatus?.name).toBe('Approved');

    const again = await erpPosts(id, responseXml({ status: 'Accepted' }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ decision: 'Accept', applied: false, routeStatus: 'Approved' });
    expect((await purchaserCall('PUT', `/api/documents/${id}/pay`, { payload: {} })).statusCode).toBe(200);
    expect((await erpPosts(id, responseXml({ status: 'Accept' }))).json()).toMatchObject({
      applied: false,
      routeStatus: 'Paid',
    });
  });

  it('says the payment of a paid invoice in its InvoiceResponse: date, amount and reference, valid to the schema', async () => {
    const id = await invoiceSent();
    await documentOf(id, purchaserCall);
    const paid = await purchaserCall('PUT', `/api/documents/${id}/pay`, {
      payload: { paymentDate: '2026-11-20', reference: 'ACH 000123', amount: '1000.50' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    for (const caller of [purchaserCall, vendorCall]) {
      const { body } = await caller('GET', `/api/documents/${id}/pidx/response`);
      expect(await pidxSchemaErrors(body)).toEqual([]);
      expect(body).toContain('<pidx:ReferenceInformation referenceInformationIndicator="Other">');
      expect(body).toContain('<pidx:ReferenceNumber>ACH 000123</pidx:ReferenceNumber>');
      expect(body).toContain('<pidx:Description>Payment; date 2026-11-20; amount 1000.50</pidx:Description>');
      expect(body).toContain('<pidx:Comment>Paid on 2026-11-20: 1000.50 (reference ACH 000123)</pidx:Comment>');
      expect(readPidx(Buffer.from(body))).toMatchObject({ kind: 'InvoiceResponse' });
    }
  });

  it('refuses a response naming another invoice with the element path, and an Invoice posted instead', async () => {
    const id = await invoiceSent();
    const res = await erpPosts(id, responseXml({ number: 'HOS-99999', status: 'Reject', code: 'Other' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_failed',
      message:
        'PIDX /InvoiceResponse/InvoiceResponseProperties/InvoiceNumber: "HOS-99999" is not the number of this invoice.',
    });
    const invoice = await erpPosts(id, pidxFixture('v1.62-prefixed.xml'));
    expect(invoice.statusCode).toBe(400);
    expect(invoice.json().error.message).toBe('PIDX /Invoice: this call takes an InvoiceResponse.');
    expect((await documentOf(id)).routeStatus?.name).toBe('Sent');
  });

  it('is the receiver’s alone: the vendor is refused, a stranger learns nothing', async () => {
    const id = await invoiceSent();
    const xml = pidxMultipart(responseXml({ status: 'Accept' }));
    const byVendor = await vendorCall('POST', `/api/documents/${id}/pidx/response`, xml);
    expect(byVendor.statusCode).toBe(400);
    expect(byVendor.json().error.code).toBe('invalid_transition');
    const byStranger = await strangerCall('POST', `/api/documents/${id}/pidx/response`, xml);
    expect(byStranger.statusCode).toBe(404);
    expect((await documentOf(id)).routeStatus?.name).toBe('Sent');
  });

  it('round-trips: the response downloaded from one decision, posted on another invoice, gives the same decision', async () => {
    const first = await invoiceSent();
    await documentOf(first, purchaserCall);
    const reject = await purchaserCall('PUT', `/api/documents/${first}/reject`, {
      payload: { reason: 'Wrong well on line 1.', reasonCode: 'Routing Error', lines: [1], fields: ['afe'] },
    });
    expect(reject.statusCode).toBe(200);
    const download = async (id: number) => {
      const { body } = await purchaserCall('GET', `/api/documents/${id}/pidx/response`);
      expect(await pidxSchemaErrors(body)).toEqual([]);
      return body;
    };
    const said = await download(first);

    const second = await invoiceSent();
    await documentOf(second, purchaserCall);
    const posted = await erpPosts(second, said);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(readPidx(Buffer.from(await download(second)))).toEqual(readPidx(Buffer.from(said)));
    expect((await documentOf(second)).rejection).toEqual({ reasonCode: 'Routing Error', lines: [1], fields: ['afe'] });
  });

  it('honours an Idempotency-Key: the same response answers the first result, another under the key 422', async () => {
    const id = await invoiceSent();
    const key = `erp-answer-${Date.now()}`;
    const xml = responseXml({ status: 'Reject', code: 'Other', comment: 'Duplicate of HOS-24016.' });
    const first = await erpPosts(id, xml, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    const resent = await erpPosts(id, xml, { 'idempotency-key': key });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual(first.json());
    const other = await erpPosts(id, responseXml({ status: 'Accept' }), { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    // Without the key, a second Reject is the status machine's refusal, as the web's button would get.
    expect((await erpPosts(id, xml)).statusCode).toBe(400);
  });

  it('checks the partner ids it can know: the buyer and seller named must be the invoice’s', async () => {
    const id = await invoiceSent();
    const partner = (role: string, ...ids: [string, string][]) =>
      `<pidx:PartnerInformation pidx:partnerRoleIndicator="${role}">${ids
        .map(([k, v]) => `<pidx:PartnerIdentifier pidx:partnerIdentifierIndicator="${k}">${v}</pidx:PartnerIdentifier>`)
        .join('')}</pidx:PartnerInformation>`;
    const wrong = await erpPosts(
      id,
      responseXml({
        status: 'Accept',
        partners:
          partner('Seller', ['AssignedByBuyer', 'V-77031']) + partner('BillTo', ['AssignedBySeller', 'CUST-XX-99']),
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      "PIDX /InvoiceResponse/InvoiceResponseProperties/PartnerInformation[2]: the partner identifiers (AssignedBySeller CUST-XX-99) are not this invoice's buyer.",
    );
    const otherSeller = await erpPosts(
      id,
      responseXml({ status: 'Accept', partners: partner('Seller', ['AssignedByBuyer', 'V-10001']) }),
    );
    expect(otherSeller.statusCode).toBe(400);
    expect((await documentOf(id)).routeStatus?.name).toBe('Sent');
    // Ids the product keeps nowhere (a DUNS number) are not compared; the known ones match.
    const right = await erpPosts(
      id,
      responseXml({
        status: 'Accept',
        partners:
          partner('Seller', ['AssignedByBuyer', 'v-77031'], ['DUNSNumber', '999999999']) +
          partner('BillTo', ['AssignedBySeller', 'CUST-RM-01']),
      }),
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ applied: true, routeStatus: 'Approved' });
  });
});
