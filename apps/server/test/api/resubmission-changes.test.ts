import { PartyType, Role, type DocumentResponse } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { makeCompany, makeParty, makeUser } from '../support/factories.js';
import { pidxFixture, pidxMultipart } from '../support/pidx.js';

/**
 * A resubmission shows everything it changed against the rejected version (issue 40), not only
 * what the rejection named: a vendor who adds a line and raises the total must not slip it past
 * a purchaser who asked about the coding.
 */
let t: TestApp;
let vendor: { id: number };
let purchaser: { id: number };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeCompany(t.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  purchaser = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  for (const [name, companyId] of [
    ['vendor', vendor.id],
    ['purchaser', purchaser.id],
  ] as const)
    tokens[name] = await t.tokenFor((await makeUser(t.db, { memberships: { [companyId]: [Role.User] } })).id);
  // The partner the PIDX file names (its buyer's DUNS).
  await makeParty(t.db, vendor.id, {
    name: 'Red Mesa',
    number: 'CUST-RM-01',
    externalSystemId: '061234567',
    partyTypeId: PartyType.Purchaser,
    connectedCompanyId: purchaser.id,
  });
  await makeParty(t.db, purchaser.id, {
    name: 'Hot Oil',
    number: 'V-77031',
    partyTypeId: PartyType.Vendor,
    connectedCompanyId: vendor.id,
  });
}, 120_000);
afterAll(() => t.close());

const call =
  (who: string, companyId: () => number) =>
  (method: 'GET' | 'PUT' | 'POST', url: string, extra: object = {}) =>
    t.call({ token: tokens[who], companyId: companyId() }, { method, url, ...extra });
const vendorCall = call('vendor', () => vendor.id);
const purchaserCall = call('purchaser', () => purchaser.id);
const documentOf = async (id: number, caller = vendorCall) =>
  (await caller('GET', `/api/documents/${id}`)).json() as DocumentResponse;
const valueOf = (doc: DocumentResponse, key: string) => doc.metadata.find((m) => m.key === key)?.value ?? null;
const coding = { afe: 'AFE-9', costCenter: 'CC-9', accountCode: '8300', well: 'Mesa 9-1H' };

/** A PIDX invoice of two lines (1,480.00 and 390.00), coded, sent and opened by the purchaser. */
async function sentInvoice() {
  const res = await vendorCall('POST', '/api/documents/pidx', pidxMultipart(pidxFixture('v1.62-prefixed.xml')));
  expect(res.statusCode, res.body).toBe(201);
  await t.app.jobs.idle();
  const id = res.json().documentId as number;
  const doc = await documentOf(id);
  const missing = doc.metadata.filter((m) => (m.metadataDefinition.isRequired || m.isThirdParty) && !m.value);
  const save = await vendorCall('PUT', `/api/documents/${id}`, {
    payload: {
      metadata: missing.map((m) => ({
        key: m.key,
        value: m.metadataDefinition.metadataType.id === 4 ? '2026-11-01' : 'X-1',
      })),
      lineItems: doc.lineItems.map((l) => ({ ...coding, ...l })),
    },
  });
  expect(save.statusCode, save.body).toBe(200);
  expect((await vendorCall('PUT', `/api/documents/${id}/publish`)).statusCode).toBe(200);
  await documentOf(id, purchaserCall);
  return id;
}

async function rejectAndResubmit(id: number, rejection: object, edit: (doc: DocumentResponse) => object) {
  const reject = await purchaserCall('PUT', `/api/documents/${id}/reject`, { payload: rejection });
  expect(reject.statusCode, reject.body).toBe(200);
  const resubmitted = await vendorCall('POST', `/api/documents/${id}/resubmit`);
  expect(resubmitted.statusCode, resubmitted.body).toBe(200);
  const next = resubmitted.json().id as number;
  const save = await vendorCall('PUT', `/api/documents/${next}`, { payload: edit(await documentOf(next)) });
  expect(save.statusCode, save.body).toBe(200);
  // The new version is the vendor's draft until sent (resubmit-document.ts).
  expect((await vendorCall('PUT', `/api/documents/${next}/publish`)).statusCode).toBe(200);
  return next;
}

describe('a resubmission against the rejected version', () => {
  it('shows the total, every line added or changed and every header field, and which named items were answered', async () => {
    const id = await sentInvoice();
    const original = await documentOf(id);
    expect(original.lineItems).toHaveLength(2);
    const totalBefore = valueOf(original, 'invoiceTotal');
    expect(totalBefore).toBe('1870.00');
    const next = await rejectAndResubmit(
      id,
      {
        reason: 'Cost centres are wrong on lines 1 and 2; due date too.',
        reasonCode: 'Disputed Content',
        lines: [1, 2],
        fields: ['dueDate', 'poNumber'],
      },
      (doc) => ({
        metadata: [
          { key: 'invoiceTotal', value: '2020.00' },
          { key: 'invoiceDate', value: '2026-11-03' },
          { key: 'dueDate', value: '2026-12-03' },
        ],
        lineItems: [
          { ...doc.lineItems[0], costCenter: 'CC-4300' },
          doc.lineItems[1],
          {
            ...coding,
            description: 'Standby, 2 hrs',
            quantity: '2',
            unit: 'HR',
            unitPrice: '75.00',
            amount: '150.00',
          },
        ],
      }),
    );
    const changes = (await documentOf(next, purchaserCall)).resubmissionChanges;
    // The vendor sees the same list.
    expect((await documentOf(next)).resubmissionChanges).toEqual(changes);
    const cc = original.lineItems[0]!.costCenter;
    expect(changes).toEqual({
      rejection: { reasonCode: 'Disputed Content', lines: [1, 2], fields: ['dueDate', 'poNumber'] },
      total: { key: 'invoiceTotal', before: '1870.00', after: '2020.00', difference: '+150.00' },
      lines: [
        { kind: 'changed', before: 1, after: 1, changes: [{ key: 'costCenter', before: cc, after: 'CC-4300' }] },
        {
          kind: 'added',
          before: null,
          after: 3,
          // Money first: quantity, unit price and amount, then the description, unit and coding.
          changes: [
            { key: 'quantity', before: null, after: '2' },
            { key: 'unitPrice', before: null, after: '75.00' },
            { key: 'amount', before: null, after: '150.00' },
            { key: 'description', before: null, after: 'Standby, 2 hrs' },
            { key: 'unit', before: null, after: 'HR' },
            { key: 'afe', before: null, after: 'AFE-9' },
            { key: 'costCenter', before: null, after: 'CC-9' },
            { key: 'accountCode', before: null, after: '8300' },
            { key: 'well', before: null, after: 'Mesa 9-1H' },
          ],
        },
      ],
      fields: [
        { key: 'invoiceDate', before: valueOf(original, 'invoiceDate'), after: '2026-11-03' },
        { key: 'dueDate', before: valueOf(original, 'dueDate'), after: '2026-12-03' },
      ],
      named: {
        lines: [
          { line: 1, answered: true },
          { line: 2, answered: false },
        ],
        fields: [
          { key: 'dueDate', answered: true },
          { key: 'poNumber', answered: false },
        ],
      },
    });
  }, 120_000);

  it('shows a removed line and a lower total after a rejection with a reason alone', async () => {
    const id = await sentInvoice();
    const original = await documentOf(id);
    const next = await rejectAndResubmit(id, { reason: 'Mileage is not billable.' }, (doc) => ({
      metadata: [{ key: 'invoiceTotal', value: '1480' }],
      lineItems: [doc.lineItems[0]],
    }));
    const mileage = original.lineItems[1]!;
    expect((await documentOf(next, purchaserCall)).resubmissionChanges).toEqual({
      rejection: null,
      // '1480' is 1,480.00: the amount changed by what the line was worth, not by how it is written.
      total: { key: 'invoiceTotal', before: '1870.00', after: '1480', difference: '-390.00' },
      lines: [
        {
          kind: 'removed',
          before: 2,
          after: null,
          changes: expect.arrayContaining([
            { key: 'amount', before: mileage.amount, after: null },
            { key: 'description', before: mileage.description, after: null },
          ]),
        },
      ],
      fields: [],
      named: { lines: [], fields: [] },
    });
  }, 120_000);

  it('lists a line inserted before others as added, not every later line as changed', async () => {
    const id = await sentInvoice();
    const next = await rejectAndResubmit(id, { reason: 'Add the standby.' }, (doc) => ({
      metadata: [{ key: 'invoiceTotal', value: '2020.00' }],
      lineItems: [{ ...coding, description: 'Standby', quantity: '1', amount: '150.00' }, ...doc.lineItems],
    }));
    const changes = (await documentOf(next, purchaserCall)).resubmissionChanges;
    expect(changes?.lines.map((l) => [l.kind, l.before, l.after])).toEqual([['added', null, 1]]);
    expect(changes?.total?.difference).toBe('+150.00');
  }, 120_000);
});
