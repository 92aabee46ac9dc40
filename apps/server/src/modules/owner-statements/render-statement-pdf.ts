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

/**
 * Columns in characters of Courier (a check stub's own face): widths known without measuring. Their
 * 170 characters of 7-point Courier (4.2 points each) fill the 720 points between the margins.
 */
const columns: { header: string; chars: number; right?: true }[] = [
  { header: 'Property', chars: 36 },
  { header: 'County, ST', chars: 16 },
  { header: 'Sale', chars: 8 },
  { header: 'Product', chars: 15 },
  { header: 'Type', chars: 15 },
  { header: 'Volume', chars: 14, right: true },
  { header: 'Price', chars: 10, right: true },
  { header: 'Decimal', chars: 11, right: true },
  { header: 'Owner Gross', chars: 12, right: true },
  { header: 'Taxes', chars: 10, right: true },
  { header: 'Deductions', chars: 11, right: true },
  { header: 'Owner Net', chars: 12, right: true },
];

const PAGE = { width: 792, height: 612, margin: 36 } as const;
const SIZE = 7;
const LINE = 12;
const grey = rgb(0.35, 0.35, 0.35);
/** Where the owner's block starts: the operator's block is left of it. */
const RIGHT_X = 400;

/** Standard fonts encode WinAnsi only: anything else would throw when drawn. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/**
 * Text in pieces that each fit `fits`, broken at spaces, a word longer than a line broken where
 * it must: nothing is ever cut off, a long text takes more lines.
 */
function wrap(text: string, fits: (piece: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  // Words, and within a word the places after a hyphen ("Prior-" "period"): where a line may break.
  const pieces = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => word.split(/(?<=-)(?=.)/).map((piece, i) => ({ piece, glued: i > 0 })));
  for (const { piece, glued } of pieces) {
    const next = line ? `${line}${glued ? '' : ' '}${piece}` : piece;
    if (fits(next)) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = piece;
    while (!fits(rest)) {
      let n = rest.length - 1;
      while (n > 1 && !fits(rest.slice(0, n))) n--;
      lines.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    line = rest;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** A table row as the lines of Courier it takes: each cell wrapped in its column, the row as tall as its tallest cell. */
function rowLines(cells: readonly string[]): string[] {
  const wrapped = cells.map((c, i) => wrap(winAnsi(c), (piece) => piece.length <= columns[i]!.chars - 1));
  const height = Math.max(...wrapped.map((w) => w.length));
  const lines: string[] = [];
  for (let n = 0; n < height; n++) {
    lines.push(
      wrapped
        .map((w, i) => {
          const { chars, right } = columns[i]!;
          const piece = w[n] ?? '';
          return right ? `${piece.padStart(chars - 1)} ` : piece.padEnd(chars);
        })
        .join('')
        .trimEnd(),
    );
  }
  return lines;
}

/** Rows onto pages of at most `room` lines, a row never split across two pages. */
function paginate(rows: readonly string[][], room: number): string[][][] {
  const pages: string[][][] = [[]];
  let used = 0;
  for (const row of rows) {
    if (used > 0 && used + row.length > room) {
      pages.push([]);
      used = 0;
    }
    pages[pages.length - 1]!.push(row);
    used += row.length;
  }
  return pages;
}

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

interface Block {
  text: string;
  x: number;
  width: number;
  size: number;
  font: PDFFont;
}

/** Blocks side by side, each wrapped to its width; returns the lines with their y offsets and the height taken. */
function layBlocks(rows: readonly (readonly Block[])[]) {
  const drawn: { text: string; x: number; dy: number; size: number; font: PDFFont }[] = [];
  let dy = 0;
  for (const row of rows) {
    let tallest = 0;
    for (const b of row) {
      const lines = wrap(winAnsi(b.text), (piece) => b.font.widthOfTextAtSize(piece, b.size) <= b.width);
      lines.forEach((text, n) => drawn.push({ text, x: b.x, dy: dy + n * (b.size + 3), size: b.size, font: b.font }));
      tallest = Math.max(tallest, lines.length * (b.size + 3));
    }
    dy += tallest;
  }
  return { drawn, height: dy };
}

/**
 * The owner statement as a PDF (pdf-lib, standard fonts only: nothing embedded, about 3 KB a
 * page), carrying every Texas NRC §91.502 item. Each table line is one run of Courier text: the
 * 20,000 statements of a monthly run are rendered by one core in the time the run allows
 * (docs/benchmarks.md "Owner statements"); measuring every cell of a proportional face took
 * four times as long. Nothing is cut: a cell longer than its column (a long property name or
 * product) wraps within it and its row takes two lines or more, the header's names and address
 * wrap in their blocks, and room for the totals is kept on every page, so they are always on the
 * last one; more pages when needed. Its dates are the check date, so the same check renders to
 * the same bytes: a run taken up again stores no second copy.
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
  const sum = (pick: (l: LineDraft) => bigint) => s.lines.reduce((a, l) => a + pick(l), 0n);
  const left = RIGHT_X - PAGE.margin - 12;
  const right = PAGE.width - PAGE.margin - RIGHT_X;
  const header = layBlocks([
    [
      { text: t.operatorName, x: PAGE.margin, width: left, size: 10, font: bold },
      { text: `Owner: ${s.ownerName}  (Owner # ${s.ownerNumber})`, x: RIGHT_X, width: right, size: 10, font: bold },
    ],
    [
      { text: t.operatorAddress, x: PAGE.margin, width: left, size: 9, font },
      {
        text: `Check # ${s.checkNumber}   Check date ${s.checkDate}   Amount ${formatDollars(s.amountCents)}`,
        x: RIGHT_X,
        width: right,
        size: 9,
        font,
      },
    ],
    [{ text: `Questions: ${t.operatorPhone}`, x: PAGE.margin, width: left, size: 9, font }],
  ]);
  const totals = layBlocks([
    [
      {
        text: `Owner gross ${formatDollars(sum((l) => l.ownerGrossCents))}   Production taxes ${formatDollars(sum((l) => l.productionTaxCents))}   Windfall profit tax ${formatDollars(sum((l) => l.windfallTaxCents))}   Deductions ${formatDollars(sum((l) => l.deductionsCents))}   Net ${formatDollars(s.amountCents)}`,
        x: PAGE.margin,
        width: PAGE.width - 2 * PAGE.margin,
        size: 9,
        font: bold,
      },
    ],
  ]);
  const tableTop = PAGE.height - PAGE.margin - 18 - 12 - header.height - 10;
  // Table lines a page holds below its header line, with the totals' room kept free on each.
  const room = Math.max(1, Math.floor((tableTop - LINE - 8 - totals.height - PAGE.margin) / LINE));
  const pages = paginate(
    s.lines.map((l) => rowLines(lineCells(l))),
    room,
  );
  const headerLine = rowLines(columns.map((c) => c.header));
  for (let p = 0; p < pages.length; p++) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    const top = PAGE.height - PAGE.margin;
    page.drawText('OWNER STATEMENT', { x: PAGE.margin, y: top, size: 14, font: bold });
    page.drawText(`Page ${p + 1} of ${pages.length}`, {
      x: PAGE.width - PAGE.margin - 60,
      y: top,
      size: 9,
      font,
      color: grey,
    });
    for (const d of header.drawn) page.drawText(d.text, { x: d.x, y: top - 18 - d.dy, size: d.size, font: d.font });
    const lines = [...headerLine, ...pages[p]!.flat()];
    drawRows(page, mono, tableTop, lines);
    if (p === pages.length - 1) {
      const y = tableTop - LINE * lines.length - 8;
      for (const d of totals.drawn) page.drawText(d.text, { x: d.x, y: y - d.dy, size: d.size, font: d.font });
    }
  }
  return { bytes: await pdf.save({ useObjectStreams: false }), pages: pages.length };
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
function drawRows(page: PDFPage, mono: PDFFont, y: number, rows: readonly string[]) {
  const key = page.node.newFontDictionary(mono.name, mono.ref);
  page.pushOperators(
    beginText(),
    setFontAndSize(key, SIZE),
    setLineHeight(LINE),
    moveText(PAGE.margin, y),
    ...rows.flatMap((r) => [showText(PDFHexString.of(winAnsiHex(r))), nextLine()]),
    endText(),
  );
}
