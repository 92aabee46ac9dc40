import { formatMoney, formatQuantity, toCents, usDate, usMonth } from '../format.js';
import { accent, muted, PdfCanvas, type TableColumn } from './pdf-canvas.js';
import type { PdfAddress } from './types.js';

export interface OwnerStatementLine {
  property: string;
  productionDate: string;
  product: string;
  volume: string;
  price: string;
  grossValue: string;
  ownerInterest: string;
  taxes: string;
  deductions: string;
  netValue: string;
}

export interface OwnerStatementPdf {
  operator: PdfAddress;
  owner: PdfAddress & { number: string };
  checkNumber: string;
  checkDate: string;
  checkAmount: string;
  lines: OwnerStatementLine[];
}

const columns: TableColumn[] = [
  { header: 'Property', width: 150 },
  { header: 'Prod Date', width: 58 },
  { header: 'Product', width: 50 },
  { header: 'Volume', width: 62, align: 'right' },
  { header: 'Price', width: 50, align: 'right' },
  { header: 'Gross Value', width: 76, align: 'right' },
  { header: 'Owner Interest', width: 74, align: 'right' },
  { header: 'Taxes', width: 62, align: 'right' },
  { header: 'Deductions', width: 66, align: 'right' },
  { header: 'Owner Net', width: 72, align: 'right' },
];

const money = (s: string) => formatMoney(toCents(s));

/** An owner's revenue check stub: payment header, one row per property and product, totals, check. */
export async function ownerStatementPdf(s: OwnerStatementPdf): Promise<Uint8Array> {
  const pdf = await PdfCanvas.create({
    title: `Owner Statement ${s.checkNumber}`,
    author: s.operator.name,
    subject: `Revenue check ${s.checkNumber} to ${s.owner.name}`,
    date: s.checkDate,
    landscape: true,
  });
  pdf.letterhead(s.operator.name, s.operator.addressLines, 36, 48);
  pdf.text('OWNER REVENUE STATEMENT', 756, 52, { size: 16, font: 'bold', align: 'right', color: accent });
  pdf.fields(
    [
      ['Check #', s.checkNumber],
      ['Check Date', usDate(s.checkDate)],
      ['Owner #', s.owner.number],
      ['Check Amount', `$${money(s.checkAmount)}`],
    ],
    560,
    76,
    86,
  );
  pdf.lines([s.owner.name, ...s.owner.addressLines], 36, 112, { size: 10 });

  const rows = s.lines.map((l) => [
    l.property,
    usMonth(l.productionDate),
    l.product,
    formatQuantity(l.volume),
    money(l.price),
    money(l.grossValue),
    l.ownerInterest,
    money(l.taxes),
    money(l.deductions),
    money(l.netValue),
  ]);
  const sum = (pick: (l: OwnerStatementLine) => string) =>
    formatMoney(s.lines.reduce((a, l) => a + toCents(pick(l)), 0));
  rows.push([
    'Totals',
    '',
    '',
    '',
    '',
    sum((l) => l.grossValue),
    '',
    sum((l) => l.taxes),
    sum((l) => l.deductions),
    sum((l) => l.netValue),
  ]);
  const end = pdf.table(36, 176, columns, rows, 8);

  pdf.text(
    'Volumes, prices and gross values are for the whole property (8/8ths); taxes, deductions and net are your share.',
    36,
    end + 14,
    {
      size: 7.5,
      color: muted,
    },
  );

  const y = Math.max(end + 60, 470);
  pdf.line(36, y - 18, 756, y - 18, 0.5, muted);
  pdf.text('DETACH AND RETAIN THIS STATEMENT FOR YOUR RECORDS', 396, y - 24, {
    size: 6.5,
    align: 'center',
    color: muted,
  });
  pdf.text(s.operator.name, 36, y + 4, { size: 11, font: 'bold' });
  pdf.fields(
    [
      ['Check #', s.checkNumber],
      ['Date', usDate(s.checkDate)],
    ],
    600,
    y + 4,
    50,
  );
  pdf.text('PAY TO THE ORDER OF', 36, y + 44, { size: 8, color: muted });
  pdf.text(s.owner.name, 150, y + 44, { size: 12 });
  pdf.box(600, y + 30, 156, 20);
  pdf.text(`$${money(s.checkAmount)}`, 750, y + 44, { size: 12, font: 'bold', align: 'right' });
  pdf.line(480, y + 96, 756, y + 96);
  pdf.text('AUTHORIZED SIGNATURE', 618, y + 106, { size: 7, align: 'center', color: muted });
  return pdf.save();
}
