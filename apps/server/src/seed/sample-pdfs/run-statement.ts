import { formatMoney, formatQuantity, toCents, usDate, usMonth } from '../format.js';
import { accent, muted, PdfCanvas, type TableColumn } from './pdf-canvas.js';
import type { PdfAddress } from './types.js';

export interface RunStatementLine {
  well: string;
  product: string;
  volume: string;
  price: string;
  grossValue: string;
  taxes: string;
  netValue: string;
}

export interface RunStatementPdf {
  purchaser: PdfAddress;
  operator: PdfAddress & { number: string };
  statementNumber: string;
  statementDate: string;
  productionMonth: string;
  property: string;
  lines: RunStatementLine[];
  totalVolume: string;
  totalGrossValue: string;
  totalTaxes: string;
  netTotal: string;
}

const columns: TableColumn[] = [
  { header: 'Well', width: 128 },
  { header: 'Product', width: 84 },
  { header: 'Volume', width: 62, align: 'right' },
  { header: 'Price', width: 52, align: 'right' },
  { header: 'Gross Value', width: 76, align: 'right' },
  { header: 'Taxes', width: 62, align: 'right' },
  { header: 'Net Value', width: 76, align: 'right' },
];

const money = (s: string) => formatMoney(toCents(s));

/** A purchaser's monthly run statement to the operator of a lease. */
export async function runStatementPdf(r: RunStatementPdf): Promise<Uint8Array> {
  const pdf = await PdfCanvas.create({
    title: `Run Statement ${r.statementNumber}`,
    author: r.purchaser.name,
    subject: `Run statement ${r.statementNumber} for ${r.operator.name}, production ${usMonth(r.productionMonth)}`,
    date: r.statementDate,
  });
  pdf.letterhead(r.purchaser.name, r.purchaser.addressLines);
  pdf.text('RUN STATEMENT', 564, 64, { size: 20, font: 'bold', align: 'right', color: accent });
  pdf.fields(
    [
      ['Statement #', r.statementNumber],
      ['Statement Date', usDate(r.statementDate)],
      ['Production Month', usMonth(r.productionMonth)],
      ['Seller #', r.operator.number],
    ],
    370,
    92,
    100,
  );
  pdf.text('Seller / Operator', 48, 166, { size: 9.5, font: 'bold', color: muted });
  pdf.lines([r.operator.name, ...r.operator.addressLines], 48, 182, { size: 10 });
  pdf.fields([['Property', r.property]], 48, 244, 60);

  const rows = r.lines.map((l) => [
    l.well,
    l.product,
    formatQuantity(l.volume),
    money(l.price),
    money(l.grossValue),
    money(l.taxes),
    money(l.netValue),
  ]);
  rows.push([
    'Totals',
    '',
    formatQuantity(r.totalVolume),
    '',
    money(r.totalGrossValue),
    money(r.totalTaxes),
    money(r.netTotal),
  ]);
  const end = pdf.table(48, 262, columns, rows, 8.5);
  pdf.text('Net Value', 390, end + 28, { size: 12, font: 'bold' });
  pdf.text(`$${money(r.netTotal)}`, 560, end + 28, { size: 12, font: 'bold', align: 'right' });
  pdf.paragraph(
    'Volumes are in barrels, net of tank bottoms and corrected to 60 degrees F. Taxes are state severance taxes withheld by the purchaser. Payment is made by ACH on the 25th day of the second month following production.',
    48,
    end + 60,
    516,
    { size: 8, color: muted },
  );
  return pdf.save();
}
