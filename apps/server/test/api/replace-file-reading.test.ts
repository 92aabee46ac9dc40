import { DocumentTemplate, PartyType, Role, RouteStatus } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { invoicePdf, multipart, sampleInvoice } from '../support/documents.js';
import { makeCompany, makeParty, makeUser } from '../support/factories.js';

/**
 * Issue 28, item 4: a rejected invoice's replacement file is read when it is uploaded, so its
 * sender reads its values, words and suggested rows from it before Resubmit; nobody else does.
 */
let t: TestApp;
const ids = { vendor: 0, purchaser: 0, stranger: 0 };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids.vendor = (await makeCompany(t.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] })).id;
  ids.purchaser = (await makeCompany(t.db, { name: 'Red Mesa Energy', partyTypeIds: [PartyType.Purchaser] })).id;
  for (const who of ['vendor', 'purchaser'] as const) {
    const user = await makeUser(t.db, { memberships: { [ids[who]]: [Role.User] } });
    tokens[who] = await t.tokenFor(user.id);
  }
  await makeParty(t.db, ids.vendor, {
    name: 'Red Mesa',
    partyTypeId: PartyType.Purchaser,
    connectedCompanyId: ids.purchaser,
  }).then((p) => (partyId = p.id));
});
afterAll(() => t.close());

let partyId = 0;

/** A company registered a moment before, with its administrator. */
async function freshCompany() {
  const company = await makeCompany(t.db, { name: `Stranger ${Date.now()}` });
  const admin = await makeUser(t.db, { memberships: { [company.id]: [Role.Administrator] } });
  ids.stranger = company.id;
  tokens.stranger = await t.tokenFor(admin.id);
}

const as = (who: keyof typeof ids) => (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.call(
    { token: tokens[who], companyId: ids[who] },
    { method, url, ...(payload === undefined ? {} : { payload: payload as object }) },
  );
const vendor = as('vendor');
const purchaser = as('purchaser');

async function upload(
  bytes: Uint8Array,
  data: Record<string, unknown>,
  name: string,
  who: keyof typeof ids = 'vendor',
) {
  const body = multipart(data, { name, bytes });
  return t.call({ token: tokens[who], companyId: ids[who] }, { method: 'POST', url: '/api/documents/upload', ...body });
}

const coding = { afe: 'AFE-2026-014', costCenter: 'CC-210', accountCode: '8310', well: 'Mesa 14-2H' };

/** An invoice sent by the vendor and opened by the purchaser (Received). */
async function receivedInvoice() {
  const res = await upload(
    await invoicePdf(),
    { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId: partyId },
    'HOS-24017.pdf',
  );
  expect(res.statusCode).toBe(201);
  await t.app.jobs.idle();
  const id = res.json().documentId as number;
  const lines = sampleInvoice.lines.map((l) => ({ ...l, ...coding }));
  const saved = (
    await vendor('PUT', `/api/documents/${id}`, {
      metadata: [{ key: 'serviceDate', value: '2026-10-28' }],
      lineItems: lines,
    })
  ).json();
  const missing = saved.metadata.filter(
    (m: { value: string | null; metadataDefinition: { isRequired: boolean; isThirdParty: boolean } }) =>
      (m.metadataDefinition.isRequired || m.metadataDefinition.isThirdParty) && !m.value,
  );
  await vendor('PUT', `/api/documents/${id}`, {
    metadata: missing.map((m: { key: string; metadataDefinition: { metadataType: { id: number } } }) => ({
      key: m.key,
      value: m.metadataDefinition.metadataType.id === 4 ? '2026-11-01' : 'X-1',
    })),
  });
  const sent = await vendor('PUT', `/api/documents/${id}/publish`);
  expect(sent.statusCode, sent.body).toBe(200);
  await purchaser('GET', `/api/documents/${id}`);
  return id;
}

/** An invoice sent by the vendor and rejected by the purchaser. */
async function rejectedInvoice() {
  const id = await receivedInvoice();
  expect((await purchaser('PUT', `/api/documents/${id}/reject`, { reason: 'Wrong invoice total.' })).statusCode).toBe(
    200,
  );
  return id;
}

/** The revised invoice: another number, three lines and their total. */
const revised = {
  invoiceNumber: 'HOS-24017-R1',
  lines: [
    { description: 'Hot oil unit, 6 hrs', quantity: '6', unitPrice: '185.00', amount: '1110.00' },
    { description: 'Mileage', quantity: '120', unitPrice: '3.00', amount: '360.00' },
    { description: 'Chemical, paraffin solvent', quantity: '2', unitPrice: '95.00', amount: '190.00' },
  ],
  total: '1660.00',
};

const wordsOf = (page: { ocrJson: { Text?: string; text?: string }[] }) => JSON.stringify(page.ocrJson);

describe('Replace File reads the replacement before Resubmit', () => {
  let id: number;
  let revisedBytes: Uint8Array;

  beforeAll(async () => {
    id = await rejectedInvoice();
    revisedBytes = await invoicePdf(revised);
    const replaced = await upload(revisedBytes, { documentId: id }, 'HOS-24017-R1.pdf');
    expect(replaced.statusCode).toBe(201);
    await t.app.jobs.idle();
  });

  it("says the replacement's words are read, to its sender only; the document keeps its own state", async () => {
    const doc = (await vendor('GET', `/api/documents/${id}`)).json();
    expect(doc).toMatchObject({
      routeStatusId: RouteStatus.Rejected,
      ocrStatus: 'done',
      temporaryFileId: expect.any(Number),
      temporaryFileOcrStatus: 'done',
    });
    expect((await purchaser('GET', `/api/documents/${id}`)).json()).toMatchObject({
      temporaryFileId: null,
      temporaryFileOcrStatus: null,
    });
  });

  it('gives its sender the words, values and suggested rows of the replacement', async () => {
    const page = (await vendor('GET', `/api/DocumentOcr/${id}/page/1`)).json();
    expect(wordsOf(page)).toContain('HOS-24017-R1');
    expect(wordsOf(page)).toContain('paraffin');

    const extracted = await vendor('POST', '/api/autoextraction', {
      documentId: id,
      documentTypeId: 93,
      documentMetadata: [
        { key: 'invoiceNumber', value: null },
        { key: 'invoiceTotal', value: null },
      ],
    });
    const values = Object.fromEntries(
      extracted.json().documentMetadata.map((m: { key: string; value: string }) => [m.key, m.value]),
    );
    expect(values).toMatchObject({ invoiceNumber: 'HOS-24017-R1', invoiceTotal: '1660.00' });

    const proposed = (await vendor('GET', `/api/documents/${id}/ProposedLineItems/0/-1`)).json();
    expect(proposed.suggestedRows.map((r: { amount: string }) => r.amount)).toEqual(['1110.00', '360.00', '190.00']);
  });

  it('gives the purchaser the words of the file it was sent, never the replacement', async () => {
    const page = (await purchaser('GET', `/api/DocumentOcr/${id}/page/1`)).json();
    expect(wordsOf(page)).toContain('HOS-24017');
    expect(wordsOf(page)).not.toContain('HOS-24017-R1');
    const proposed = (await purchaser('GET', `/api/documents/${id}/ProposedLineItems/0/-1`)).json();
    expect(proposed.suggestedRows.map((r: { amount: string }) => r.amount)).toEqual(['1480.00', '390.00']);
  });

  it('lets another company neither read the replacement nor replace the file', async () => {
    await freshCompany();
    const stranger = as('stranger');
    expect((await stranger('GET', `/api/documents/${id}`)).statusCode).toBe(404);
    expect((await stranger('GET', `/api/DocumentOcr/${id}/page/1`)).statusCode).toBe(404);
    expect((await stranger('GET', `/api/documents/${id}/ProposedLineItems/0/-1`)).statusCode).toBe(404);
    expect((await stranger('GET', `/api/documents/${id}/file/2`)).statusCode).toBe(404);
    const extract = await stranger('POST', '/api/autoextraction', {
      documentId: id,
      documentTypeId: 93,
      documentMetadata: [{ key: 'invoiceNumber', value: null }],
    });
    expect(extract.statusCode).toBe(404);
    const replace = await upload(revisedBytes, { documentId: id }, 'mine.pdf', 'stranger');
    expect(replace.statusCode).toBe(404);
    expect((await vendor('GET', `/api/documents/${id}`)).json().temporaryFileOcrStatus).toBe('done');
  });

  it('Resubmit opens the new version ready at once: Pending, with the replacement, its pages and size', async () => {
    const res = await vendor('POST', `/api/documents/${id}/resubmit?newVersion=true`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      routeStatusId: RouteStatus.Pending,
      ocrStatus: 'done',
      fileName: 'HOS-24017-R1.pdf',
      fileSize: revisedBytes.length,
      pageCount: 1,
      temporaryFileId: null,
      temporaryFileOcrStatus: null,
    });
    const page = (await vendor('GET', `/api/DocumentOcr/${res.json().id}/page/1`)).json();
    expect(wordsOf(page)).toContain('HOS-24017-R1');
  });
});

describe('a rejection that names the contested fields and lines (issue 29)', () => {
  it('reaches the vendor with them; another company can neither reject nor read it', async () => {
    const id = await receivedInvoice();
    await freshCompany();
    const stranger = as('stranger');
    const body = {
      reason: 'Total is not per the MSA.',
      reasonCode: 'Disputed Content',
      fields: ['invoiceTotal'],
      lines: [2],
    };
    expect((await stranger('PUT', `/api/documents/${id}/reject`, body)).statusCode).toBe(404);
    expect((await vendor('GET', `/api/documents/${id}`)).json()).toMatchObject({
      routeStatusId: RouteStatus.Received,
      rejection: null,
    });

    const unknown = await purchaser('PUT', `/api/documents/${id}/reject`, { ...body, fields: ['nope'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('fields: nope is not a field of this document.');

    expect((await purchaser('PUT', `/api/documents/${id}/reject`, body)).statusCode).toBe(200);
    expect((await vendor('GET', `/api/documents/${id}`)).json()).toMatchObject({
      routeStatusId: RouteStatus.Rejected,
      rejectionReason: 'Total is not per the MSA.',
      rejection: { reasonCode: 'Disputed Content', fields: ['invoiceTotal'], lines: [2] },
    });
    expect((await stranger('GET', `/api/documents/${id}`)).statusCode).toBe(404);
    expect((await stranger('GET', `/api/history/document/${id}/rejectionReason`)).statusCode).toBe(404);
  });
});
