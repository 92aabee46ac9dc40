import { DocumentTemplate, PartyType, Role, type AutoExtractedValue, type OcrPage } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordBox } from '../../src/ocr/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { multipart } from '../support/documents.js';
import { makeCompany, makeParty, makeUser } from '../support/factories.js';
import { buildInvoicePdf, type Text } from '../support/invoice-builder.js';

let t: TestApp;
let vendorId: number;
let partyId: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  vendorId = (await makeCompany(t.db, { name: 'Acme Tools Ltd', partyTypeIds: [PartyType.Vendor] })).id;
  partyId = (await makeParty(t.db, vendorId, { name: 'Red Mesa', partyTypeId: PartyType.Purchaser })).id;
  token = await t.tokenFor((await makeUser(t.db, { memberships: { [vendorId]: [Role.User] } })).id);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.call({ token, companyId: vendorId }, { method, url, ...(payload ? { payload } : {}) });

/**
 * This sender prints its invoice number under a label no rule knows ("Our ref."), and its
 * address block grows from one invoice to the next, moving everything below it.
 */
function senderInvoice(number: string, shift: number): Text[] {
  const at = (y: number) => y + shift;
  return [
    { text: 'Acme Tools Ltd', x: 50, y: 60, size: 16, bold: true },
    ...Array.from({ length: 1 + shift / 14 }, (_, i) => ({ text: `Address line ${i + 1}`, x: 50, y: 80 + 14 * i })),
    { text: 'Our ref.', x: 350, y: at(120) },
    { text: number, x: 430, y: at(120) },
    { text: 'Invoice Date', x: 350, y: at(136) },
    { text: '03/05/2026', x: 430, y: at(136) },
    { text: 'Total due', x: 350, y: at(300) },
    { text: '$120.00', x: 430, y: at(300) },
  ];
}

async function upload(pdf: Uint8Array, name: string): Promise<number> {
  const body = multipart(
    { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId: partyId },
    { name, bytes: pdf },
  );
  const res = await t.call({ token, companyId: vendorId }, { method: 'POST', url: '/api/documents/upload', ...body });
  expect(res.statusCode).toBe(201);
  await t.app.jobs.idle();
  return res.json<{ documentId: number }>().documentId;
}

async function proposal(id: number, key: string): Promise<AutoExtractedValue | undefined> {
  const res = await call('POST', '/api/autoextraction', {
    documentId: id,
    documentTypeId: DocumentTemplate.ArInvoice,
    documentMetadata: [{ key, value: null }],
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ documentMetadata: AutoExtractedValue[] }>().documentMetadata.find((m) => m.key === key);
}

describe('a correction on one invoice fixes the next one from the same sender', () => {
  it('learns the captured region with its label, and reads the next invoice there although it moved', async () => {
    const first = await upload(await buildInvoicePdf(senderInvoice('ZX-4411', 0)), 'first.pdf');
    // The rules do not know "Our ref.": nothing right is proposed.
    expect((await proposal(first, 'invoiceNumber'))?.value).not.toBe('ZX-4411');

    // The user drags around the number on the page and saves: that capture is the correction.
    const page = (await call('GET', `/api/DocumentOcr/${first}/page/1`)).json<OcrPage>();
    const box = wordBox(page.ocrJson.find((w) => w.Text === 'ZX-4411')!);
    const capturedRegion = {
      page: 1,
      x: box.x0 - 2,
      y: box.y0 - 2,
      width: box.x1 - box.x0 + 4,
      height: box.y1 - box.y0 + 4,
    };
    const saved = await call('PUT', `/api/documents/${first}`, {
      metadata: [{ key: 'invoiceNumber', value: 'ZX-4411', capturedRegion }],
    });
    expect(saved.statusCode).toBe(200);

    // The next invoice: two more address lines push the number 28 pt down.
    const second = await upload(await buildInvoicePdf(senderInvoice('ZX-5520', 28)), 'second.pdf');
    const doc = (await call('GET', `/api/documents/${second}`)).json<{ metadata: { key: string; value: string }[] }>();
    expect(doc.metadata.find((m) => m.key === 'invoiceNumber')?.value).toBe('ZX-5520');
    expect(await proposal(second, 'invoiceNumber')).toMatchObject({
      value: 'ZX-5520',
      source: 'learned',
      confidence: expect.closeTo(0.9, 2),
    });
    // The other fields still come from the rules, and say so.
    expect(await proposal(second, 'invoiceDate')).toMatchObject({ value: '2026-03-05', source: 'pattern' });
  }, 60_000);

  it('does not use what it learned on an invoice that does not print that label', async () => {
    const other: Text[] = [
      { text: 'Invoice No.', x: 50, y: 120 },
      { text: 'Q-77', x: 130, y: 120 },
      { text: 'Something else', x: 350, y: 120 },
      { text: 'Invoice Date 03/06/2026', x: 50, y: 136 },
    ];
    const id = await upload(await buildInvoicePdf(other), 'other.pdf');
    expect(await proposal(id, 'invoiceNumber')).toMatchObject({ value: 'Q-77', source: 'pattern' });
  }, 60_000);
});
