import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

/*
 * Invoices drawn with pdf-lib at chosen places, to test extraction on layouts and languages
 * nobody tuned it for: label left of the value or above it, totals in a box, tables that run
 * over pages. Positions are from the top-left of an A4 page, in points.
 */

export interface Text {
  text: string;
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
  /** `x` is where the text ends (right-aligned amounts). */
  right?: boolean;
}

export interface TableSpec {
  /** Header cells: name and x (left edge, or right edge when `right`). */
  columns: { name: string; x: number; right?: boolean }[];
  /** One array of cell texts per item; a cell with "\n" wraps onto the next lines. */
  rows: string[][];
  /** Where the header sits on the first page. */
  top: number;
  /** Items per page; the header is printed again on each page unless `repeatHeader` is false. */
  perPage?: number;
  repeatHeader?: boolean;
  /** Drawn after the last row. */
  after?: (y: number) => Text[];
}

const pageSize: [number, number] = [595, 842];
const lineGap = 14;

async function fonts(doc: PDFDocument) {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

function draw(page: ReturnType<PDFDocument['addPage']>, t: Text, f: { regular: PDFFont; bold: PDFFont }) {
  const font = t.bold ? f.bold : f.regular;
  const size = t.size ?? 10;
  const x = t.right ? t.x - font.widthOfTextAtSize(t.text, size) : t.x;
  page.drawText(t.text, { x, y: pageSize[1] - t.y, size, font });
}

/** Pages of text, and optionally a table laid out over as many pages as it needs after the first page's text. */
export async function buildInvoicePdf(first: Text[], table?: TableSpec, later: Text[] = []): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const f = await fonts(doc);
  let page = doc.addPage(pageSize);
  for (const t of first) draw(page, t, f);
  if (table) {
    const perPage = table.perPage ?? 1000;
    let y = table.top;
    const header = () => {
      for (const c of table.columns)
        draw(page, { text: c.name, x: c.x, y, bold: true, ...(c.right ? { right: true } : {}) }, f);
      y += lineGap + 4;
    };
    header();
    table.rows.forEach((cells, i) => {
      if (i > 0 && i % perPage === 0) {
        draw(page, { text: `Page ${doc.getPageCount()}`, x: 500, y: 810, size: 8 }, f);
        page = doc.addPage(pageSize);
        y = 80;
        if (table.repeatHeader !== false) header();
      }
      let height = 1;
      cells.forEach((cell, c) => {
        const col = table.columns[c]!;
        cell.split('\n').forEach((part, k) => {
          draw(page, { text: part, x: col.x, y: y + k * lineGap, ...(col.right ? { right: true } : {}) }, f);
          height = Math.max(height, k + 1);
        });
      });
      y += height * lineGap + 6;
    });
    for (const t of table.after?.(y + 10) ?? []) draw(page, t, f);
  }
  for (const t of later) draw(page, t, f);
  return doc.save();
}
