import { DocumentTemplate, PartyType, Role, RouteStatus } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentHistory, notifications } from '../../src/db/schema/index.js';
import { documentForSystem } from '../../src/access/documents.js';
import { verifyHistoryChain } from '../../src/document-history/repository.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { invoicePdf, multipart, sampleInvoice } from '../support/documents.js';
import { makeCompany, makeParty, makeUser } from '../support/factories.js';

let t: TestApp;
let vendor: { id: number };
let purchaser: { id: number };
let stranger: { id: number };
const tokens: Record<string, string> = {};
let partyId: number;
let unconnectedPartyId: number;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeCompany(t.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  purchaser = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  stranger = await makeCompany(t.db, { name: 'Stranger Co' });
  const user = async (name: string, companyId: number, role: number) =>
    (tokens[name] = await t.tokenFor((await makeUser(t.db, { memberships: { [companyId]: [role as 1] } })).id));
  await user('vendor', vendor.id, Role.User);
  await user('vendorReader', vendor.id, Role.ReadOnly);
  await user('purchaser', purchaser.id, Role.User);
  await user('purchaserReader', purchaser.id, Role.ReadOnly);
  await user('stranger', stranger.id, Role.Administrator);
  partyId = (
    await makeParty(t.db, vendor.id, {
      name: 'Red Mesa',
      partyTypeId: PartyType.Purchaser,
      connectedCompanyId: purchaser.id,
    })
  ).id;
  unconnectedPartyId = (
    await makeParty(t.db, vendor.id, { name: 'Caprock Purchasing', partyTypeId: PartyType.Purchaser })
  ).id;
});
afterAll(() => t.close());

/** Calls as one of the users above, in their company (resolved when the call is made). */
const as = (who: string) => (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
  const companyId = who.startsWith('vendor') ? vendor.id : who.startsWith('purchaser') ? purchaser.id : stranger.id;
  return t.call(
    { token: tokens[who], companyId },
    { method, url, ...(payload === undefined ? {} : { payload: payload as object }) },
  );
};
const vendorCall = as('vendor');
/** The document as the system reads it, for checking its stored history. */
const systemDocument = async (id: number) => (await documentForSystem(t.db, id))!;
const purchaserCall = as('purchaser');

async function uploadInvoice(receivingPartyId = partyId, over = {}) {
  const body = multipart(
    { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId },
    { name: 'HOS-24017.pdf', bytes: await invoicePdf(over) },
  );
  const res = await t.call(
    { token: tokens.vendor, companyId: vendor.id },
    { method: 'POST', url: '/api/documents/upload', ...body },
  );
  expect(res.statusCode).toBe(201);
  await t.app.jobs.idle();
  return res.json().documentId as number;
}

const read = sampleInvoice.lines.map((l) => ({
  description: l.description,
  quantity: l.quantity,
  unitPrice: l.unitPrice,
  amount: l.amount,
}));
/** The purchaser's coding (third-party cells) that the vendor adds to each line. */
const coding = { afe: 'AFE-2026-014', costCenter: 'CC-210', accountCode: '8310', well: 'Mesa 14-2H' };
const lines = read.map((l) => ({ ...l, ...coding }));

describe('the vendor → purchaser invoice flow', () => {
  let id: number;
  let resubmittedId: number;

  it('the vendor uploads, fixes the fields and line items, and is told what is missing', async () => {
    id = await uploadInvoice();
    const proposed = await vendorCall('GET', `/api/documents/${id}/ProposedLineItems/0/-1`);
    expect(proposed.json().suggestedRows).toEqual(read.map((l) => expect.objectContaining(l)));

    const missing = await vendorCall('PUT', `/api/documents/${id}/publish`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/^Fields? .* (is|are) required/);

    const save = await vendorCall('PUT', `/api/documents/${id}`, {
      metadata: [
        { key: 'serviceDate', value: '2026-10-28' },
        { key: 'invoiceTotal', value: '1870.01' },
      ],
      lineItems: lines,
    });
    expect(save.statusCode).toBe(200);
    const doc = save.json();
    const missingNow = doc.metadata.filter(
      (m: { value: string | null; metadataDefinition: { isRequired: boolean } }) =>
        m.metadataDefinition.isRequired && !m.value,
    );
    await vendorCall('PUT', `/api/documents/${id}`, {
      metadata: missingNow.map((m: { key: string; metadataDefinition: { metadataType: { id: number } } }) => ({
        key: m.key,
        value: m.metadataDefinition.metadataType.id === 4 ? '2026-11-01' : 'X-1',
      })),
    });
    const mismatch = await vendorCall('PUT', `/api/documents/${id}/publish`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toContain(
      'Detail item total ($1,870.00) does not match Invoice Total ($1,870.01)',
    );

    const bad = await vendorCall('PUT', `/api/documents/${id}`, {
      metadata: [
        { key: 'invoiceDate', value: '2026-02-30' },
        { key: 'nope', value: 'x' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('must be a valid date');
    expect(bad.json().error.message).toContain('Unknown field nope');
    await vendorCall('PUT', `/api/documents/${id}`, { metadata: [{ key: 'invoiceTotal', value: '$1,870.00' }] }).then(
      (r) => expect(r.statusCode).toBe(200),
    );
  });

  it('refuses to send to a party that is not connected, offering the invite', async () => {
    const other = await uploadInvoice(unconnectedPartyId);
    const res = await vendorCall('PUT', `/api/documents/${other}/publish`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'party_not_connected',
      message: expect.stringContaining('Invite them'),
    });
  });

  it('two concurrent sends of the same document: exactly one succeeds', async () => {
    const [a, b] = await Promise.all([
      vendorCall('PUT', `/api/documents/${id}/publish`),
      vendorCall('PUT', `/api/documents/${id}/publish`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, expect.any(Number)]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const sentEntries = (await t.db.select().from(documentHistory).where(eq(documentHistory.documentId, id))).filter(
      (h) => h.operation === 'Sent',
    );
    expect(sentEntries).toHaveLength(1);
  });

  it('the purchaser opens it (Received), may not edit, and the vendor is notified', async () => {
    const doc = (await purchaserCall('GET', `/api/documents/${id}`)).json();
    expect(doc).toMatchObject({ routeStatusId: RouteStatus.Received, side: 'receiver', receivingParty: null });
    expect(doc.actions).toMatchObject({ edit: false, approve: true, pay: true, reject: true, send: false });
    expect(
      (await purchaserCall('PUT', `/api/documents/${id}`, { metadata: [{ key: 'poNumber', value: 'X' }] })).statusCode,
    ).toBe(400);
    const vendorNotes = await t.db.select().from(notifications).where(eq(notifications.companyId, vendor.id));
    expect(vendorNotes.map((n) => n.title)).toContain('Document Opened');
  });

  it('refuses invalid transitions and read-only users with clear messages', async () => {
    const resubmit = await vendorCall('POST', `/api/documents/${id}/resubmit`);
    expect(resubmit.statusCode).toBe(400);
    expect(resubmit.json().error.message).toBe('A document that is Received cannot be moved to Resubmitted.');
    expect((await vendorCall('PUT', `/api/documents/${id}/approve`)).json().error.message).toBe(
      'Only the receiver can do this.',
    );
    const reader = await as('purchaserReader')('PUT', `/api/documents/${id}/approve`);
    expect(reader.statusCode).toBe(403);
    const noReason = await purchaserCall('PUT', `/api/documents/${id}/reject`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toMatch(/A reason is required/);
    expect((await vendorCall('POST', '/api/documents/cancelPublish', { ids: [id] })).statusCode).toBe(400);
  });

  it('the purchaser rejects with a reason, which the vendor sees', async () => {
    expect(
      (await purchaserCall('PUT', `/api/documents/${id}/reject`, { reason: 'Mileage rate is not per the MSA.' }))
        .statusCode,
    ).toBe(200);
    const doc = (await vendorCall('GET', `/api/documents/${id}`)).json();
    expect(doc).toMatchObject({
      routeStatusId: RouteStatus.Rejected,
      rejectionReason: 'Mileage rate is not per the MSA.',
    });
    expect(doc.actions).toMatchObject({ resubmit: true, replaceFile: true });
    expect((await vendorCall('GET', `/api/history/document/${id}/rejectionReason`)).json()).toEqual({
      reason: 'Mileage rate is not per the MSA.',
    });
  });

  it('the vendor replaces the file and resubmits: a new version with the same data', async () => {
    const revised = await invoicePdf({ remarks: 'Revised per MSA' });
    const body = multipart({ documentId: id }, { name: 'HOS-24017-rev1.pdf', bytes: revised });
    const replaced = await t.call(
      { token: tokens.vendor, companyId: vendor.id },
      { method: 'POST', url: '/api/documents/upload', ...body },
    );
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json().temporaryFileId).toEqual(expect.any(Number));
    const waiting = (await vendorCall('GET', `/api/documents/${id}`)).json();
    expect(waiting).toMatchObject({ hasTemporaryFile: true, temporaryFileId: replaced.json().temporaryFileId });
    // The vendor's viewer shows the replacement at once (file 2); file 1 stays the rejected one.
    const shown = await vendorCall('GET', `/api/documents/${id}/file/2`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('application/pdf');
    expect(shown.rawPayload.equals(Buffer.from(revised))).toBe(true);
    expect((await vendorCall('GET', `/api/documents/${id}/file/1`)).rawPayload.equals(Buffer.from(revised))).toBe(
      false,
    );
    // The purchaser never sees a replacement that was not sent.
    expect((await purchaserCall('GET', `/api/documents/${id}/file/2`)).statusCode).toBe(404);
    expect((await purchaserCall('GET', `/api/documents/${id}`)).json().temporaryFileId).toBeNull();

    const res = await vendorCall('POST', `/api/documents/${id}/resubmit?newVersion=true`);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    resubmittedId = next.id;
    expect(next).toMatchObject({ fileName: 'HOS-24017-rev1.pdf', previousVersionDocId: id, lineItems: lines });
    await t.app.jobs.idle();
    const old = (await vendorCall('GET', `/api/documents/${id}`)).json();
    expect(old).toMatchObject({ routeStatusId: RouteStatus.Resubmitted, latestVersionDocId: resubmittedId });
    const versions = (await vendorCall('GET', `/api/documents/${resubmittedId}/versions`)).json();
    expect(versions.map((v: { id: number }) => v.id)).toEqual([resubmittedId, id]);
    expect((await vendorCall('PUT', `/api/documents/${resubmittedId}/publish`)).statusCode).toBe(200);
  });

  it('the purchaser approves and pays the new version; both sides see the whole history, chained', async () => {
    await purchaserCall('GET', `/api/documents/${resubmittedId}`);
    expect((await purchaserCall('PUT', `/api/documents/${resubmittedId}/approve`)).statusCode).toBe(200);
    // The payment's date and reference are checked, and reach the vendor with the status.
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [body, message] of [
      [{ paymentDate: tomorrow }, 'Must not be in the future'],
      [{ paymentDate: '2026-02-30' }, 'Must be a date (YYYY-MM-DD)'],
      [{ reference: 'x'.repeat(101) }, 'At most 100 characters'],
    ] as const) {
      const refused = await purchaserCall('PUT', `/api/documents/${resubmittedId}/pay`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toContain(message);
    }
    const paid = await purchaserCall('PUT', `/api/documents/${resubmittedId}/pay`, {
      paymentDate: '2026-11-20',
      reference: 'ACH 0211-5589',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await purchaserCall('PUT', `/api/documents/${resubmittedId}/pay`)).statusCode).toBe(400);
    const told = (await vendorCall('GET', '/api/notifications?page=1&pageSize=5')).json().items[0];
    expect(told).toMatchObject({ title: 'Paid' });
    expect(told.message).toMatch(/: paid on 2026-11-20, reference ACH 0211-5589$/);
    const payment = (await vendorCall('GET', `/api/history/document/${resubmittedId}`))
      .json()
      .find((h: { operation: { name: string } }) => h.operation.name === 'Payment');
    expect(payment.newValue).toBe('paid on 2026-11-20, reference ACH 0211-5589');
    const history = (await vendorCall('GET', `/api/history/document/${id}`)).json();
    const ops = history.map((h: { operation: { name: string } }) => h.operation.name);
    expect(ops).toEqual(
      expect.arrayContaining([
        'Uploaded',
        'Pending',
        'Field Changed',
        'Line Items Changed',
        'Sent',
        'Received',
        'Rejected',
        'Rejection Reason',
        'Resubmitted',
      ]),
    );
    const lineChange = history.find((h: { operation: { name: string } }) => h.operation.name === 'Line Items Changed');
    expect(lineChange.hasHistoryDetails).toBe(true);
    const details = (await vendorCall('GET', `/api/history/${id}/details/${lineChange.id}`)).json();
    expect(details).toEqual(
      expect.arrayContaining([expect.objectContaining({ change: 'after', description: 'Mileage' })]),
    );
    const purchaserView = (await purchaserCall('GET', `/api/history/document/${resubmittedId}`)).json();
    expect(purchaserView.map((h: { operation: { name: string } }) => h.operation.name)).toEqual(
      expect.arrayContaining(['Approved', 'Paid']),
    );
    expect(await verifyHistoryChain(t.db, await systemDocument(id))).toBeNull();
    expect(await verifyHistoryChain(t.db, await systemDocument(resubmittedId))).toBeNull();
  });

  it('detects a tampered history row', async () => {
    const [row] = await t.db.select().from(documentHistory).where(eq(documentHistory.documentId, id)).limit(1);
    await t.db.update(documentHistory).set({ newValue: 'forged' }).where(eq(documentHistory.id, row!.id));
    expect(await verifyHistoryChain(t.db, await systemDocument(id))).toBe(row!.id);
  });
});

describe('cancel', () => {
  it('discards a document that was never sent, and only the sender can', async () => {
    const id = await uploadInvoice();
    expect((await as('vendorReader')('POST', '/api/documents/cancelPublish', { ids: [id] })).statusCode).toBe(403);
    expect((await purchaserCall('POST', '/api/documents/cancelPublish', { ids: [id] })).statusCode).toBe(404);
    expect((await vendorCall('POST', '/api/documents/cancelPublish', { ids: [id] })).statusCode).toBe(200);
    expect((await vendorCall('GET', `/api/documents/${id}`)).statusCode).toBe(404);
    expect((await vendorCall('GET', `/api/documents/${id}/available`)).json()).toEqual({ available: false });
  });
});

describe('auto extraction on demand', () => {
  it('proposes values for the empty fields only', async () => {
    const id = await uploadInvoice();
    const res = await vendorCall('POST', '/api/autoextraction', {
      documentId: id,
      documentTypeId: 93,
      documentMetadata: [
        { key: 'invoiceNumber', value: null },
        { key: 'invoiceTotal', value: '5.00' },
      ],
    });
    const keys = res.json().documentMetadata.map((m: { key: string }) => m.key);
    expect(keys).toContain('invoiceNumber');
    expect(keys).not.toContain('invoiceTotal');
    expect(res.json().documentMetadata.find((m: { key: string }) => m.key === 'invoiceNumber')).toMatchObject({
      value: sampleInvoice.invoiceNumber,
      autoExtracted: true,
      highlight: [expect.objectContaining({ documentPage: 1 })],
    });
  });
});
