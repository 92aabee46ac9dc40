import { arInvoicePdf, type ArInvoicePdf } from '../../src/seed/sample-pdfs/ar-invoice.js';

export const sampleInvoice: ArInvoicePdf = {
  vendor: {
    name: 'Hot Oil Services LLC',
    addressLines: ['2200 W Wall St', 'Midland, TX 79701'],
    phone: '(432) 555-0100',
    taxNumber: '75-1234567',
  },
  billTo: { name: 'Red Mesa Energy Partners', addressLines: ['500 W Texas Ave', 'Midland, TX 79701'] },
  invoiceNumber: 'HOS-24017',
  invoiceDate: '2026-10-31',
  dueDate: '2026-11-30',
  serviceDate: '2026-10-28',
  terms: 'Net 30',
  poNumber: 'PO-55123',
  afe: 'AFE-2026-014',
  fieldTicketNumber: 'FT-8812',
  wellLease: 'Mesa 14-2H',
  lines: [
    { description: 'Hot oil unit, 8 hrs', quantity: '8', unitPrice: '185.00', amount: '1480.00' },
    { description: 'Mileage', quantity: '120', unitPrice: '3.25', amount: '390.00' },
  ],
  total: '1870.00',
};

export const invoicePdf = (over: Partial<ArInvoicePdf> = {}) => arInvoicePdf({ ...sampleInvoice, ...over });

/** A multipart body as browsers send it: the JSON part, then the file. */
export function multipart(
  data: Record<string, unknown> | undefined,
  file: { name: string; bytes: Uint8Array | Buffer; type?: string } | undefined,
  fieldName = 'fileUploadData',
) {
  const boundary = `----docvue${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  if (data) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"\r\n\r\n${JSON.stringify(data)}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
