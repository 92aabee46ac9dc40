import { productCodes, productUnit, transactionCodes } from '@docvue/contracts';
import {
  beginText,
  endText,
  nextLine,
  PDFDocument,
  PDFHexString,
  rgb,
  setFontAndSize,
  setLineHeight,
  showText,
  StandardFonts,
  moveText,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import type { LineDraft, StatementDraft, Transmission } from './file/check-statement.js';
import { formatDollars } from './file/decimal.js';

/** Columns in characters of Courier (a check stub's own face): widths known without measuring. */
const columns: { header: string; chars: number; right?: true }[] = [
  { header: 'Property', chars: 30 },
  { header: 'County, ST', chars: 16 },
  { header: 'Sale', chars: 8 },
  { header: 'Product', chars: 12 },
  { header: 'Type', chars: 12 },
  { header: 'Volume', chars: 14, right: true },
  { header: 'Price', chars: 10, right: true },
  { header: 'Decimal', chars: 11, right: true },
  { header: 'Owner Gross', chars: 12, right: true },
  { header: 'Taxes', chars: 10, right: true },
  { header: 'Deductions', chars: 11, right: true },
  { header: 'Owner Net', chars: 12, right: true },
];

const PAGE = { width: 792, height: 612, margin: 36 } as const;
export const ROWS_PER_PAGE = 30;
const SIZE = 7;
const grey = rgb(0.35, 0.35, 0.35);

/** Standard fonts encode WinAnsi only: anything else would throw when drawn. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

function fit(text: string, chars: number, right = false) {
  const t = winAnsi(text);
  const cut = t.length > chars - 1 ? `${t.slice(0, chars - 2)}~` : t;
  return right ? cut.padStart(chars - 1) + ' ' : cut.padEnd(chars);
}

const rowText = (cells: readonly string[]) =>
  cells.map((c, i) => fit(c, columns[i]!.chars, columns[i]!.right)).join('');

const lineCells = (l: LineDraft) => [
  `${l.propertyId} ${l.propertyName}`,
  `${l.county}, ${l.state}`,
  l.saleMonth,
  productCodes[l.productCode as keyof typeof productCodes] ?? l.productCode,
  transactionCodes[l.transactionCode as keyof typeof transactionCodes] ?? l.transactionCode,
  `${l.volume} ${productUnit(l.productCode)}`,
  l.price,
  l.ownerDecimal,
  formatDollars(l.ownerGrossCents),
  formatDollars(l.productionTaxCents + l.windfallTaxCents),
  formatDollars(l.deductionsCents),
  formatDollars(l.ownerNetCents),
];

/**
 * The owner statement as a PDF (pdf-lib, standard fonts only: nothing embedded, about 3 KB a
 * page), carrying every Texas NRC §91.502 item. Each table row is one run of Courier text: the
 * 20,000 statements of a monthly run are rendered by one core in the time the run allows
 * (docs/benchmarks.md "Owner statements"); measuring every cell of a proportional face took
 * four times as long. Its dates are the check date, so the same check renders to the same
 * bytes: a run taken up again stores no second copy.
 */
export async function renderStatementPdf(
  t: Transmission,
  s: StatementDraft,
): Promise<{ bytes: Uint8Array; pages: number }> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const when = new Date(`${s.checkDate}T12:00:00Z`);
  pdf.setTitle(`Owner Statement ${s.checkNumber}`);
  pdf.setAuthor(winAnsi(t.operatorName));
  pdf.setCreationDate(when);
  pdf.setModificationDate(when);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const mono = await pdf.embedFont(StandardFonts.Courier);
  const pages = Math.max(1, Math.ceil(s.lines.length / ROWS_PER_PAGE));
  const sum = (pick: (l: LineDraft) => bigint) => s.lines.reduce((a, l) => a + pick(l), 0n);
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - PAGE.margin;
    const write = (text: string, x: number, size = 9, f: PDFFont = font, color = rgb(0, 0, 0)) =>
      page.drawText(winAnsi(text).slice(0, 90), { x, y, size, font: f, color });
    write('OWNER STATEMENT', PAGE.margin, 14, bold);
    write(`Page ${p + 1} of ${pages}`, PAGE.width - PAGE.margin - 60, 9, font, grey);
    y -= 18;
    write(t.operatorName, PAGE.margin, 10, bold);
    write(`Owner: ${s.ownerName}  (Owner # ${s.ownerNumber})`, 400, 10, bold);
    y -= 13;
    write(t.operatorAddress, PAGE.margin);
    write(`Check # ${s.checkNumber}   Check date ${s.checkDate}   Amount ${formatDollars(s.amountCents)}`, 400);
    y -= 12;
    write(`Questions: ${t.operatorPhone}`, PAGE.margin);
    y -= 22;
    const rows = s.lines.slice(p * ROWS_PER_PAGE, (p + 1) * ROWS_PER_PAGE);
    drawRows(page, mono, y, [rowText(columns.map((c) => c.header)), ...rows.map((l) => rowText(lineCells(l)))]);
    y -= 12 * (rows.length + 1) + 8;
    if (p === pages - 1) {
      write(
        `Owner gross ${formatDollars(sum((l) => l.ownerGrossCents))}   Production taxes ${formatDollars(sum((l) => l.productionTaxCents))}   Windfall profit tax ${formatDollars(sum((l) => l.windfallTaxCents))}   Deductions ${formatDollars(sum((l) => l.deductionsCents))}   Net ${formatDollars(s.amountCents)}`,
        PAGE.margin,
        9,
        bold,
      );
    }
  }
  return { bytes: await pdf.save({ useObjectStreams: false }), pages };
}

/** A row's WinAnsi bytes as hex (the row is already WinAnsi: `winAnsi`). */
function winAnsiHex(text: string) {
  let hex = '';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(2, '0');
  return hex;
}

/**
 * The table: one text object, a line of it per row, written as PDF operators with the rows as
 * their WinAnsi bytes. pdf-lib's drawText encoded it glyph by glyph:
 * 4.5 ms of a statement's 7.6 ms (20 rows, measured on this machine under load).
 */
function drawRows(page: PDFPage, mono: PDFFont, y: number, rows: string[]) {
  const key = page.node.newFontDictionary(mono.name, mono.ref);
  page.pushOperators(
    beginText(),
    setFontAndSize(key, SIZE),
    setLineHeight(12),
    moveText(PAGE.margin, y),
    ...rows.flatMap((r) => [showText(PDFHexString.of(winAnsiHex(r))), nextLine()]),
    endText(),
  );
}
