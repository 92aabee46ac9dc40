import { DocumentTemplate, PartyType } from '@docvue/contracts';
import { expect, type APIResponse, type Locator, type Page } from '@playwright/test';
import { arInvoicePdf, type ArInvoicePdf } from '../../apps/server/src/seed/sample-pdfs/ar-invoice.js';
import { companyName } from './demo-users';

/** The bearer token and Company-Id of the user signed in on `page` (as the web app keeps them). */
export async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const { token, companyId } = await page.evaluate(() => {
    const key = Object.keys(window.sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const user = key ? (JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { access_token?: string }) : {};
    return {
      token: user.access_token ?? '',
      companyId: window.sessionStorage.getItem('selectedCompanyId') ?? window.localStorage.getItem('selectedCompanyId'),
    };
  });
  expect(token, 'signed in').not.toBe('');
  return { authorization: `Bearer ${token}`, 'company-id': companyId ?? '' };
}

async function json<T>(res: APIResponse): Promise<T> {
  expect(res.ok(), `${res.url()} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A GET of the API as the user signed in on `page`. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return json<T>(await page.request.get(`/api${path}`, { headers: await apiHeaders(page) }));
}

/**
 * The PO printed on the sample invoice of this number. Each invoice has its own: the same amount,
 * invoice date and PO on two of the vendor's invoices is a possible duplicate, which Send asks
 * about (docs/design.md §8); the journeys send invoices of different numbers, not duplicates.
 */
export function samplePoNumber(invoiceNumber: string): string {
  let hash = 0;
  for (const c of invoiceNumber) hash = (hash * 31 + c.charCodeAt(0)) % 90_000;
  return `PO-${10_000 + hash}`;
}

/** A field-service invoice from the vendor to the purchaser of the demo network, as a PDF. */
export function sampleInvoice(invoiceNumber: string, over: Partial<ArInvoicePdf> = {}): Promise<Uint8Array> {
  return arInvoicePdf({
    vendor: {
      name: companyName('permian'),
      addressLines: ['4210 W Industrial Ave', 'Midland, TX 79703'],
      phone: '(432) 555-0142',
      taxNumber: '75-2841937',
    },
    billTo: { name: companyName('redmesa'), addressLines: ['500 W Texas Ave, Suite 1400', 'Midland, TX 79701'] },
    invoiceNumber,
    invoiceDate: '2026-10-31',
    dueDate: '2026-11-30',
    serviceDate: '2026-10-28',
    terms: 'Net 30',
    poNumber: samplePoNumber(invoiceNumber),
    afe: 'RM24-0117',
    fieldTicketNumber: 'FT-8812',
    wellLease: 'Mesa Verde 14-23 #2H',
    lines: [
      { description: 'Hot oil unit, 8 hrs', quantity: '8', unitPrice: '185.00', amount: '1480.00' },
      { description: 'Mileage', quantity: '120', unitPrice: '3.25', amount: '390.00' },
    ],
    total: '1870.00',
    ...over,
  });
}

interface DocumentState {
  id: number;
  ocrStatus: string;
  routeStatusId: number | null;
}

/**
 * Uploads an AR invoice to the purchaser through the API, then waits until its page text is
 * read (New → Pending). The Send dialog of the list page has its own journey
 * (document-list.spec); the API is the fast setup for journeys that are not about uploading.
 */
export async function uploadInvoice(page: Page, invoiceNumber: string): Promise<number> {
  const [documentId] = await uploadInvoices(page, [invoiceNumber]);
  await expect
    .poll(async () => (await apiGet<DocumentState>(page, `/documents/${documentId}`)).ocrStatus, {
      timeout: 30_000,
    })
    .toBe('done');
  return documentId!;
}

/** The word boxes of a page (page units), to drag over a value as a person would. */
export async function wordBox(page: Page, documentId: number, text: string) {
  const ocr = await apiGet<{ ocrJson: { Text: string; Coordinates: { X: number; Y: number }[] }[] }>(
    page,
    `/DocumentOcr/${documentId}/page/1`,
  );
  const word = ocr.ocrJson.find((w) => w.Text === text);
  expect(word, `the page shows ${text}`).toBeDefined();
  const xs = word!.Coordinates.map((c) => c.X);
  const ys = word!.Coordinates.map((c) => c.Y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/**
 * Uploads AR invoices to the purchaser without waiting for their page text (lists that need
 * more rows than the demo has); returns their ids.
 */
export async function uploadInvoices(page: Page, invoiceNumbers: string[]): Promise<number[]> {
  const headers = await apiHeaders(page);
  const parties = await apiGet<{ items: { id: number; name: string }[] }>(
    page,
    `/party/grid/search?partyTypeId=${PartyType.Purchaser}&query=${encodeURIComponent(companyName('redmesa'))}`,
  );
  const purchaser = parties.items.find((p) => p.name === companyName('redmesa'));
  expect(purchaser, 'the vendor has the purchaser in its parties').toBeDefined();
  const ids: number[] = [];
  for (const invoiceNumber of invoiceNumbers) {
    const uploaded = await json<{ documentId: number }>(
      await page.request.post('/api/documents/upload', {
        headers,
        multipart: {
          fileUploadData: JSON.stringify({
            documentTypeId: DocumentTemplate.ArInvoice,
            receivingPartyId: purchaser!.id,
          }),
          file: {
            name: `${invoiceNumber}.pdf`,
            mimeType: 'application/pdf',
            buffer: Buffer.from(await sampleInvoice(invoiceNumber)),
          },
        },
      }),
    );
    ids.push(uploaded.documentId);
  }
  return ids;
}

/** Drops a file on an element, as a person drags one from their desktop onto a drop zone. */
export async function dropFile(target: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const dataTransfer = await target.page().evaluateHandle(
    ({ name, mimeType, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] },
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}
