import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceLine, InvoiceValues } from './map-to-document.js';
import { shown } from './values.js';

const PAGE = { width: 612, height: 792, margin: 48 };

/** Latin-1 only: the standard fonts encode WinAnsi, and a character outside it would stop the render. */
const safe = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

const columns = [
  { key: 'description', header: 'Description', width: 226, money: false },
  { key: 'quantity', header: 'Quantity', width: 62, money: false },
  { key: 'unit', header: 'Unit', width: 44, money: false },
  { key: 'unitPrice', header: 'Unit Price', width: 92, money: true },
  { key: 'amount', header: 'Amount', width: 92, money: true },
] as const;

/**
 * A readable invoice for a PIDX invoice that came without its PDF, so the document screen shows it
 * as any invoice (issue 29): the header values, the line table (over as many pages as it needs),
 * the total and the remarks, with the labels the extraction knows.
 */
export async function renderInvoicePdf(input: {
  sender: string;
  receiver: string;
  values: InvoiceValues;
  lines: InvoiceLine[];
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const value = (key: string) => input.values.find((v) => v.key === key)?.value;
  pdf.setTitle(safe(`Invoice ${value('invoiceNumber') ?? ''}`));
  pdf.setAuthor(safe(input.sender));
  pdf.setCreator('DocVue Exchange (from PIDX)');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (p: PDFPage, text: string, x: number, at: number, size = 10, font: PDFFont = regular) =>
    p.drawText(safe(text), { x, y: at, size, font, color: rgb(0.1, 0.1, 0.1) });
  const right = (p: PDFPage, text: string, x: number, at: number, size = 10, font: PDFFont = regular) =>
    write(p, text, x - font.widthOfTextAtSize(safe(text), size), at, size, font);

  write(page, input.sender, PAGE.margin, y, 16, bold);
  right(page, 'INVOICE', PAGE.width - PAGE.margin, y, 20, bold);
  y -= 28;
  write(page, `Bill To: ${input.receiver}`, PAGE.margin, y, 10);
  const header: [string, string | undefined][] = [
    ['Invoice #', value('invoiceNumber')],
    ['Invoice Date', value('invoiceDate')],
    ['Service Date', value('serviceDate')],
    ['Due Date', value('dueDate')],
    ['PO #', value('poNumber')],
    ['Field Ticket #', value('fieldTicketNumber')],
    ['AFE', value('afe')],
    ['Terms', value('paymentTerms')],
  ];
  for (const [label, v] of header.filter(([, v]) => v)) {
    write(page, label, 360, y, 10, bold);
    write(page, v!, 450, y, 10);
    y -= 14;
  }
  y -= 16;

  const tableHeader = () => {
    let x = PAGE.margin;
    for (const c of columns) {
      if (c.money || c.key === 'quantity') right(page, c.header, x + c.width - 4, y, 9.5, bold);
      else write(page, c.header, x, y, 9.5, bold);
      x += c.width;
    }
    y -= 6;
    page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.7 });
    y -= 13;
  };
  tableHeader();
  for (const line of input.lines) {
    if (y < PAGE.margin + 60) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
      tableHeader();
    }
    let x = PAGE.margin;
    for (const c of columns) {
      const raw = line[c.key] ?? '';
      const text = c.money && raw ? shown(raw) : raw;
      if (c.money || c.key === 'quantity') right(page, text, x + c.width - 4, y, 9.5);
      else write(page, fit(text, c.width - 6, regular, 9.5), x, y, 9.5);
      x += c.width;
    }
    y -= 14;
  }
  y -= 8;
  page.drawLine({ start: { x: 380, y: y + 10 }, end: { x: PAGE.width - PAGE.margin, y: y + 10 }, thickness: 0.7 });
  write(page, 'Total', 390, y - 6, 12, bold);
  right(page, `$${shown(value('invoiceTotal') ?? '0')}`, PAGE.width - PAGE.margin - 4, y - 6, 12, bold);
  y -= 40;
  const remarks = value('remarks');
  if (remarks) {
    write(page, 'Remarks', PAGE.margin, y, 10, bold);
    for (const r of remarks.split('\n').slice(0, 20)) {
      y -= 13;
      if (y < PAGE.margin) break;
      write(page, fit(r, PAGE.width - 2 * PAGE.margin, regular, 9), PAGE.margin, y, 9);
    }
  }
  return pdf.save();
}

/**
 * The longest start of `text` that fits `width`, in one pass: each character's width is measured
 * once (the standard fonts add glyph widths, no kerning) and added up until the cell is full. It
 * trimmed a character at a time and measured the rest again, quadratic: a 20,000-character
 * description held the server's thread 14 s (issue 39).
 */
function fit(text: string, width: number, font: PDFFont, size: number): string {
  const t = safe(text);
  const widths = new Map<string, number>();
  let used = 0;
  for (let i = 0; i < t.length; i++) {
    const ch = t[i]!;
    let w = widths.get(ch);
    if (w === undefined) widths.set(ch, (w = font.widthOfTextAtSize(ch, size)));
    used += w;
    if (used > width) return t.slice(0, Math.max(1, i));
  }
  return t;
}
