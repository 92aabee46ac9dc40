import { productCodes, productUnit, transactionCodes } from '@docvue/contracts';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { StatementDraft, Transmission } from './file/check-statement.js';
import { formatDollars } from './file/decimal.js';

const columns = [
  { header: 'Property', width: 150 },
  { header: 'County, ST', width: 80 },
  { header: 'Sale', width: 40 },
  { header: 'Product', width: 70 },
  { header: 'Type', width: 70 },
  { header: 'Volume', width: 60, right: true },
  { header: 'Price', width: 48, right: true },
  { header: 'Decimal', width: 58, right: true },
  { header: 'Owner Gross', width: 62, right: true },
  { header: 'Taxes', width: 52, right: true },
  { header: 'Deductions', width: 54, right: true },
  { header: 'Owner Net', width: 62, right: true },
] as const;

const PAGE = { width: 792, height: 612, margin: 36 } as const;
const ROWS_PER_PAGE = 28;
const grey = rgb(0.35, 0.35, 0.35);

/**
 * The owner statement as a PDF (pdf-lib, standard fonts only: nothing embedded, about 3 KB a
 * page), carrying every Texas NRC §91.502 item. Its dates are the check date, so the same check
 * renders to the same bytes: a run taken up again stores no second copy.
 */
export async function renderStatementPdf(
  t: Transmission,
  s: StatementDraft,
): Promise<{ bytes: Uint8Array; pages: number }> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const when = new Date(`${s.checkDate}T12:00:00Z`);
  pdf.setTitle(`Owner Statement ${s.checkNumber}`);
  pdf.setAuthor(t.operatorName);
  pdf.setCreationDate(when);
  pdf.setModificationDate(when);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const pages = Math.max(1, Math.ceil(s.lines.length / ROWS_PER_PAGE));
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - PAGE.margin;
    const write = (text: string, x: number, size = 9, f: PDFFont = font, color = rgb(0, 0, 0)) =>
      page.drawText(clip(text, f, size, PAGE.width - x - PAGE.margin), { x, y, size, font: f, color });
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
    drawRow(
      page,
      bold,
      y,
      columns.map((c) => c.header),
    );
    y -= 4;
    page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.5 });
    y -= 12;
    for (const l of s.lines.slice(p * ROWS_PER_PAGE, (p + 1) * ROWS_PER_PAGE)) {
      drawRow(page, font, y, [
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
      ]);
      y -= 13;
    }
    if (p === pages - 1) {
      y -= 6;
      page.drawLine({
        start: { x: PAGE.margin, y: y + 10 },
        end: { x: PAGE.width - PAGE.margin, y: y + 10 },
        thickness: 0.5,
      });
      const sum = (pick: (l: StatementDraft['lines'][number]) => bigint) => s.lines.reduce((a, l) => a + pick(l), 0n);
      write(
        `Owner gross ${formatDollars(sum((l) => l.ownerGrossCents))}   Production taxes ${formatDollars(sum((l) => l.productionTaxCents))}   Windfall profit tax ${formatDollars(sum((l) => l.windfallTaxCents))}   Deductions ${formatDollars(sum((l) => l.deductionsCents))}   Net ${formatDollars(s.amountCents)}`,
        PAGE.margin,
        9,
        bold,
      );
    }
  }
  return { bytes: await pdf.save({ useObjectStreams: true }), pages };
}

function drawRow(page: PDFPage, font: PDFFont, y: number, cells: readonly string[]) {
  let x = PAGE.margin;
  cells.forEach((text, i) => {
    const c = columns[i]!;
    const shown = clip(text, font, 7.5, c.width - 4);
    const w = font.widthOfTextAtSize(shown, 7.5);
    page.drawText(shown, { x: 'right' in c && c.right ? x + c.width - 4 - w : x, y, size: 7.5, font });
    x += c.width;
  });
}

/** The text cut to fit `width` (a long property name must not run into the next column). */
function clip(text: string, font: PDFFont, size: number, width: number): string {
  // Standard fonts encode WinAnsi only: anything else would throw when drawn.
  let t = text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
  return `${t}…`;
}
