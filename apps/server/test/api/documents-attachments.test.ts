import { DocumentTemplate, PartyType, Role } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdfPagePng } from '../../src/ocr/pdfjs.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { invoicePdf, multipart } from '../support/documents.js';
import { makeCompany, makeParty, makeUser } from '../support/factories.js';
import { moveDocument } from '../support/status-moves.js';

let t: TestApp;
let vendor: { id: number };
let purchaser: { id: number };
const tokens: Record<string, string> = {};
let documentId: number;
let vendorUserId: number;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeCompany(t.db, { partyTypeIds: [PartyType.Vendor] });
  purchaser = await makeCompany(t.db, { partyTypeIds: [PartyType.Purchaser] });
  for (const [name, c] of [
    ['vendor', vendor],
    ['purchaser', purchaser],
  ] as const) {
    const user = await makeUser(t.db, { memberships: { [c.id]: [Role.User] } });
    if (name === 'vendor') vendorUserId = user.id;
    tokens[name] = await t.tokenFor(user.id);
  }
  const party = await makeParty(t.db, vendor.id, {
    partyTypeId: PartyType.Purchaser,
    connectedCompanyId: purchaser.id,
  });
  const body = multipart(
    { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId: party.id },
    { name: 'inv.pdf', bytes: await invoicePdf() },
  );
  documentId = (await call('vendor', 'POST', '/api/documents/upload', body)).json().documentId;
  // Delivered to the purchaser (the send itself is tested in documents-flow).
  await moveDocument(
    t.db,
    documentId,
    'publish',
    { companyId: vendor.id, userId: vendorUserId },
    {
      receiverCompanyId: purchaser.id,
    },
  );
});
afterAll(() => t.close());

function call(
  who: 'vendor' | 'purchaser',
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: { payload: Buffer; headers: Record<string, string> },
) {
  const companyId = { vendor, purchaser }[who].id;
  return t.call({ token: tokens[who], companyId }, { method, url, ...(body ?? {}) });
}
const attach = (who: 'vendor' | 'purchaser', name: string, bytes: Uint8Array | Buffer) =>
  call(who, 'POST', '/api/documents/upload', multipart({ documentId, isAttachment: true }, { name, bytes }));

/** Another company's calls on these attachments are refused by the generated suite (cross-tenant.test.ts). */
describe('attachments', () => {
  let pngId: number;
  let textId: number;

  it('either side attaches files, and both see the list', async () => {
    const png = await renderPdfPagePng(await invoicePdf(), 1, 0.5);
    const a = await attach('vendor', 'field-ticket.png', png);
    expect(a.statusCode).toBe(201);
    pngId = a.json().attachmentId;
    const b = await attach('purchaser', 'notes.txt', Buffer.from('Approved by field foreman'));
    textId = b.json().attachmentId;
    for (const who of ['vendor', 'purchaser'] as const) {
      const list = await call(who, 'GET', `/api/documentAttachments/document/${documentId}`);
      expect(list.json().map((x: { fileName: string }) => x.fileName)).toEqual(['field-ticket.png', 'notes.txt']);
    }
  });

  it('downloads the original and a PDF of an image; a text file has no PDF form', async () => {
    const original = await call('purchaser', 'GET', `/api/download/attachment/${pngId}`);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['content-disposition']).toMatch(/^attachment;/);
    const pdf = await call('purchaser', 'GET', `/api/download/attachment/${pngId}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await call('vendor', 'GET', `/api/download/attachment/${textId}/pdf`);
    expect(text.statusCode).toBe(415);
  });

  it('refuses an executable, and files of unknown kinds', async () => {
    const res = await attach('vendor', 'tool.exe', Buffer.from('MZ\x90\x00\x03'));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/Attachments can be PDF files/);
  });

  it('only the company that attached a file deletes it, and the history says so', async () => {
    expect((await call('purchaser', 'DELETE', `/api/documentAttachments/${pngId}`)).statusCode).toBe(403);
    expect((await call('vendor', 'DELETE', `/api/documentAttachments/${pngId}`)).statusCode).toBe(200);
    const list = await call('purchaser', 'GET', `/api/documentAttachments/document/${documentId}`);
    expect(list.json().map((x: { fileName: string }) => x.fileName)).toEqual(['notes.txt']);
    const history = (await call('vendor', 'GET', `/api/history/document/${documentId}`)).json();
    expect(history.map((h: { operation: { name: string } }) => h.operation.name)).toEqual(
      expect.arrayContaining(['Attachment Added', 'Attachment Deleted']),
    );
  });
});
