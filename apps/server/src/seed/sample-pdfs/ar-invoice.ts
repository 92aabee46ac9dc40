import { formatMoney, formatQuantity, toCents, usDate } from '../format.js';
import { accent, muted, PdfCanvas, type TableColumn } from './pdf-canvas.js';
import type { PdfAddress } from './types.js';

export interface ArInvoicePdf {
  vendor: PdfAddress & { phone: string; taxNumber: string };
  billTo: PdfAddress;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  serviceDate: string;
  terms: string;
  poNumber: string;
  afe: string;
  fieldTicketNumber: string;
  wellLease: string;
  lines: { description: string; quantity: string; unitPrice: string; amount: string }[];
  total: string;
  remarks?: string;
}

const columns: TableColumn[] = [
  { header: 'Description', width: 262 },
  { header: 'Quantity', width: 72, align: 'right' },
  { header: 'Unit Price', width: 88, align: 'right' },
  { header: 'Amount', width: 94, align: 'right' },
];

/** A field-service invoice: vendor letterhead, invoice block, bill-to, job references, line table, total. */
export async function arInvoicePdf(inv: ArInvoicePdf): Promise<Uint8Array> {
  const pdf = await PdfCanvas.create({
    title: `Invoice ${inv.invoiceNumber}`,
    author: inv.vendor.name,
    subject: `Invoice ${inv.invoiceNumber} to ${inv.billTo.name}`,
    date: inv.invoiceDate,
  });
  pdf.letterhead(inv.vendor.name, [
    ...inv.vendor.addressLines,
    `Phone ${inv.vendor.phone}`,
    `Tax ID ${inv.vendor.taxNumber}`,
  ]);
  pdf.text('INVOICE', 564, 64, { size: 24, font: 'bold', align: 'right', color: accent });
  pdf.fields(
    [
      ['Invoice #', inv.invoiceNumber],
      ['Invoice Date', usDate(inv.invoiceDate)],
      ['Due Date', usDate(inv.dueDate)],
      ['Terms', inv.terms],
    ],
    380,
    92,
    84,
  );

  pdf.text('Bill To', 48, 170, { size: 9.5, font: 'bold', color: muted });
  pdf.lines([inv.billTo.name, ...inv.billTo.addressLines], 48, 186, { size: 10 });
  pdf.fields(
    [
      ['PO #', inv.poNumber],
      ['AFE', inv.afe],
      ['Service Date', usDate(inv.serviceDate)],
      ['Field Ticket #', inv.fieldTicketNumber],
      ['Well / Lease', inv.wellLease],
    ],
    330,
    170,
    84,
  );

  const rows = inv.lines.map((l) => [
    l.description,
    formatQuantity(l.quantity),
    formatMoney(toCents(l.unitPrice)),
    formatMoney(toCents(l.amount)),
  ]);
  const end = pdf.table(48, 262, columns, rows, 9.5);
  pdf.line(382, end + 8, 564, end + 8, 1);
  pdf.text('Total', 390, end + 26, { size: 12, font: 'bold' });
  pdf.text(`$${formatMoney(toCents(inv.total))}`, 560, end + 26, { size: 12, font: 'bold', align: 'right' });

  let y = end + 64;
  if (inv.remarks) {
    pdf.text('Remarks', 48, y, { size: 9.5, font: 'bold' });
    y = pdf.paragraph(inv.remarks, 48, y + 14, 320, { size: 9 }) + 10;
  }
  pdf.text('Remit to', 48, y, { size: 9.5, font: 'bold' });
  pdf.lines([inv.vendor.name, ...inv.vendor.addressLines], 48, y + 14, { size: 9 });
  pdf.text(`Please reference invoice ${inv.invoiceNumber} with your payment. Thank you for your business.`, 306, 748, {
    size: 8.5,
    align: 'center',
    color: muted,
  });
  return pdf.save();
}
