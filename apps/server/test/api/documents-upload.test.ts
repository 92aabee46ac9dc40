import { DocumentTemplate, PartyType, RouteStatus } from '@docvue/contracts';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { invoicePdf, multipart, sampleInvoice } from '../support/documents.js';
import { admin, makeCompany, makeParty, makeUser, readOnly } from '../support/factories.js';

let t: TestApp;
let vendor: { id: number };
let purchaser: { id: number };
let stranger: { id: number };
let vendorToken: string;
let strangerToken: string;
let partyId: number;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeCompany(t.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  purchaser = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  stranger = await makeCompany(t.db, { name: 'Stranger Co' });
  vendorToken = await t.tokenFor((await makeUser(t.db, admin(vendor.id))).id);
  strangerToken = await t.tokenFor((await makeUser(t.db, admin(stranger.id))).id);
  partyId = (
    await makeParty(t.db, vendor.id, {
      name: 'Red Mesa',
      partyTypeId: PartyType.Purchaser,
      connectedCompanyId: purchaser.id,
    })
  ).id;
});
afterAll(() => t.close());

const upload = async (
  token: string,
  companyId: number,
  data: Record<string, unknown> | undefined,
  file?: { name: string; bytes: Uint8Array | Buffer },
) => {
  const body = multipart(data, file);
  return t.call({ token, companyId }, { method: 'POST', url: '/api/documents/upload', ...body });
};
const asVendor = (method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  t.call({ token: vendorToken, companyId: vendor.id }, { method, url });
const asStranger = (method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  t.call({ token: strangerToken, companyId: stranger.id }, { method, url });

describe('POST /documents/upload', () => {
  let documentId: number;

  it('stores an invoice, reads its words and fills the fields it finds, then waits as Pending', async () => {
    const res = await upload(
      vendorToken,
      vendor.id,
      { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId: partyId },
      { name: 'HOS-24017.pdf', bytes: await invoicePdf() },
    );
    expect(res.statusCode).toBe(201);
    documentId = res.json().documentId;
    expect(res.json().batchName).toMatch(/^Uploaded-\[\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\.\d{3}\]$/);
    // The list names the purchaser it was uploaded for before anyone opens it.
    const list = (await asVendor('GET', `/api/documentroute/all/${DocumentTemplate.ArInvoice}`)).json();
    // …and the vendor it is from: the sender, which plays the Vendor party type.
    expect(list.rows.find((r: { id: number }) => r.id === documentId)).toMatchObject({
      docPurchaserName: 'Red Mesa',
      vendor: 'Hot Oil Services LLC',
    });
    await waitForJobs();
    const doc = (await asVendor('GET', `/api/documents/${documentId}`)).json();
    expect(doc).toMatchObject({
      routeStatusId: RouteStatus.Pending,
      ocrStatus: 'done',
      pageCount: 1,
      side: 'sender',
      fileName: 'HOS-24017.pdf',
    });
    const value = (key: string) => doc.metadata.find((m: { key: string }) => m.key === key);
    expect(value('invoiceNumber')).toMatchObject({ value: sampleInvoice.invoiceNumber, autoExtracted: true });
    expect(value('invoiceTotal').value).toBe('1870.00');
    expect(value('invoiceDate').value).toBe('2026-10-31');
    expect(value('scanDate').value).toBe(new Date().toISOString().slice(0, 10));
    // The party chosen at upload, not the name printed on the page.
    expect(value('docPurchaserName')).toMatchObject({ value: 'Red Mesa', autoExtracted: false });
    expect(doc.actions).toMatchObject({ edit: true, send: true, cancel: true, approve: false });
  });

  it('serves the PDF with byte ranges and the words of each page', async () => {
    const whole = await asVendor('GET', `/api/documents/${documentId}/file/1`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const part = await t.call(
      { token: vendorToken, companyId: vendor.id },
      { method: 'GET', url: `/api/documents/${documentId}/file/1`, headers: { range: 'bytes=0-99' } },
    );
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    const download = await asVendor('GET', `/api/download/${documentId}`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="HOS-24017.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const page = await asVendor('GET', `/api/DocumentOcr/${documentId}/page/1`);
    expect(page.statusCode).toBe(200);
    const words = page.json().ocrJson.map((w: { Text: string }) => w.Text);
    expect(words).toContain(sampleInvoice.invoiceNumber);
    expect((await asVendor('GET', `/api/DocumentOcr/${documentId}/page/2`)).statusCode).toBe(404);
  });

  // Every call with another company's document is refused by the generated suite (cross-tenant.test.ts).
  it('keeps a document the vendor has not sent from its purchaser', async () => {
    const purchaserToken = await t.tokenFor((await makeUser(t.db, admin(purchaser.id))).id);
    const early = await t.call(
      { token: purchaserToken, companyId: purchaser.id },
      { method: 'GET', url: `/api/documents/${documentId}` },
    );
    expect(early.statusCode).toBe(404);
  });

  it('lists the documents of an upload batch', async () => {
    const doc = (await asVendor('GET', `/api/documents/${documentId}`)).json();
    const res = await asVendor('GET', `/api/batch/getdocumentids?batchName=${encodeURIComponent(doc.batchName)}`);
    expect(res.json()).toEqual([documentId]);
    expect(
      (await asStranger('GET', `/api/batch/getdocumentids?batchName=${encodeURIComponent(doc.batchName)}`)).json(),
    ).toEqual([]);
  });
});

describe('refused uploads', () => {
  it('refuses a file that is not a PDF or image even when named .pdf, and keeps nothing', async () => {
    const before = await blobFiles();
    const res = await upload(
      vendorToken,
      vendor.id,
      { documentTypeId: DocumentTemplate.ArInvoice },
      { name: 'invoice.pdf', bytes: Buffer.from('MZ\x90\x00 this is an executable') },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/not a PDF or an image/);
    expect(await blobFiles()).toEqual(before);
  });

  it("uses the spec's messages for a missing file and a long file name", async () => {
    const noFile = await upload(vendorToken, vendor.id, { documentTypeId: DocumentTemplate.ArInvoice });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe('Please select a file to send');
    const long = await upload(
      vendorToken,
      vendor.id,
      { documentTypeId: 93 },
      { name: `${'x'.repeat(180)}.pdf`, bytes: await invoicePdf() },
    );
    expect(long.json().error.message).toBe('The file name is too long.');
  });

  it("refuses an unknown type, another company's party, bad JSON, and read-only users", async () => {
    const bytes = await invoicePdf();
    expect((await upload(vendorToken, vendor.id, { documentTypeId: 2 }, { name: 'a.pdf', bytes })).statusCode).toBe(
      404,
    );
    const foreignParty = await makeParty(t.db, stranger.id, { name: 'Foreign' });
    expect(
      (
        await upload(
          vendorToken,
          vendor.id,
          { documentTypeId: 93, receivingPartyId: foreignParty.id },
          { name: 'a.pdf', bytes },
        )
      ).statusCode,
    ).toBe(404);
    const reader = await t.tokenFor((await makeUser(t.db, readOnly(vendor.id))).id);
    expect((await upload(reader, vendor.id, { documentTypeId: 93 }, { name: 'a.pdf', bytes })).statusCode).toBe(403);
    const body = multipart(undefined, { name: 'a.pdf', bytes });
    const badJson = await t.call(
      { token: vendorToken, companyId: vendor.id },
      {
        method: 'POST',
        url: '/api/documents/upload',
        headers: body.headers,
        payload: Buffer.concat([
          Buffer.from(
            `--${body.headers['content-type'].split('boundary=')[1]}\r\nContent-Disposition: form-data; name="fileUploadData"\r\n\r\n{oops\r\n`,
          ),
          body.payload,
        ]),
      },
    );
    expect(badJson.statusCode).toBe(400);
  });

  it('turns a scanned PNG into a PDF document', async () => {
    const { renderPdfPagePng } = await import('../../src/ocr/pdfjs.js');
    const png = await renderPdfPagePng(await invoicePdf(), 1, 1);
    const res = await upload(
      vendorToken,
      vendor.id,
      { documentTypeId: DocumentTemplate.ArInvoice },
      { name: 'scan.png', bytes: png },
    );
    expect(res.statusCode).toBe(201);
    const doc = (await asVendor('GET', `/api/documents/${res.json().documentId}`)).json();
    expect(doc.fileName).toBe('scan.pdf');
    const file = await asVendor('GET', `/api/documents/${doc.id}/file/1`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

async function waitForJobs() {
  await t.app.jobs.idle();
}

async function blobFiles() {
  const root = path.join(t.config.dataDir, 'blobs');
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const out: string[] = [];
    for (const e of entries) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) out.push(...(await walk(p)));
      else out.push(p);
    }
    return out;
  };
  return (await walk(root)).sort();
}

describe('a file that cannot be read', () => {
  // Until docs/history.md §18 such a file was kept and its OCR job failed three times; the PDF is now looked
  // at before it is kept (a file that passes that but defeats the PDF thread: hostile-files.test.ts).
  it('is refused at once with 422, and nothing of it is kept', async () => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF');
    const before = await blobFiles();
    const res = await upload(
      vendorToken,
      vendor.id,
      { documentTypeId: DocumentTemplate.ArInvoice },
      { name: 'broken.pdf', bytes: broken },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: { code: 'unreadable_file', message: expect.stringMatching(/PDF/) } });
    expect(await blobFiles()).toEqual(before);
  });
});
