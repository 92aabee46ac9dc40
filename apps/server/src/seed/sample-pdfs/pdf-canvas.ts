import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

export type FontName = 'regular' | 'bold' | 'italic' | 'signature';
export type Align = 'left' | 'right' | 'center';

export interface TextOptions {
  size?: number;
  font?: FontName;
  align?: Align;
  color?: RGB;
}

export interface TableColumn {
  header: string;
  width: number;
  align?: Align;
}

export const ink = rgb(0.1, 0.1, 0.12);
export const accent = rgb(0.09, 0.25, 0.45);
export const muted = rgb(0.4, 0.42, 0.45);
const shade = rgb(0.9, 0.92, 0.95);

/**
 * A page written top-down (y grows downwards from the top edge, text y is its baseline),
 * with real text in standard fonts so the file has a text layer to extract from.
 */
export class PdfCanvas {
  private constructor(
    private readonly doc: PDFDocument,
    readonly page: PDFPage,
    private readonly fonts: Record<FontName, PDFFont>,
  ) {}

  /** `date` (YYYY-MM-DD) becomes the file's creation date, so the same input gives the same bytes. */
  static async create(info: { title: string; author: string; subject: string; date: string; landscape?: boolean }) {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const when = new Date(`${info.date}T15:00:00Z`);
    doc.setTitle(info.title);
    doc.setAuthor(info.author);
    doc.setSubject(info.subject);
    doc.setCreator(info.author);
    doc.setProducer('DocVue Exchange demo data');
    doc.setCreationDate(when);
    doc.setModificationDate(when);
    const fonts: Record<FontName, PDFFont> = {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
      italic: await doc.embedFont(StandardFonts.HelveticaOblique),
      signature: await doc.embedFont(StandardFonts.TimesRomanBoldItalic),
    };
    const page = doc.addPage(info.landscape ? [792, 612] : [612, 792]);
    return new PdfCanvas(doc, page, fonts);
  }

  get width(): number {
    return this.page.getWidth();
  }

  widthOf(s: string, size = 10, font: FontName = 'regular'): number {
    return this.fonts[font].widthOfTextAtSize(s, size);
  }

  text(s: string, x: number, y: number, opts: TextOptions = {}): void {
    if (s === '') return;
    const size = opts.size ?? 10;
    const font = opts.font ?? 'regular';
    const w = this.widthOf(s, size, font);
    const left = opts.align === 'right' ? x - w : opts.align === 'center' ? x - w / 2 : x;
    this.page.drawText(s, {
      x: left,
      y: this.page.getHeight() - y,
      size,
      font: this.fonts[font],
      color: opts.color ?? ink,
    });
  }

  /** Lines one below the other; returns the baseline after the last one. */
  lines(lines: readonly string[], x: number, y: number, opts: TextOptions & { leading?: number } = {}): number {
    const leading = opts.leading ?? (opts.size ?? 10) * 1.35;
    lines.forEach((l, i) => this.text(l, x, y + i * leading, opts));
    return y + lines.length * leading;
  }

  /** Text wrapped to a width; returns the baseline after the last line. */
  paragraph(s: string, x: number, y: number, width: number, opts: TextOptions & { leading?: number } = {}): number {
    const size = opts.size ?? 9;
    const font = opts.font ?? 'regular';
    const out: string[] = [];
    let current = '';
    for (const word of s.split(/\s+/)) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.widthOf(next, size, font) > width) {
        out.push(current);
        current = word;
      } else {
        current = next;
      }
    }
    if (current) out.push(current);
    return this.lines(out, x, y, { ...opts, size, font });
  }

  /** A small square, ticked with an X when checked, followed by its label. */
  checkbox(label: string, checked: boolean, x: number, y: number, size = 9): void {
    this.box(x, y - size + 1, size, size);
    if (checked) this.text('X', x + size / 2, y - 0.5, { size: size - 1, font: 'bold', align: 'center' });
    this.text(label, x + size + 4, y, { size });
  }

  /** "Label:  value" pairs in a column, labels bold; returns the baseline after the last one. */
  fields(pairs: readonly [string, string][], x: number, y: number, labelWidth: number, size = 9.5): number {
    pairs.forEach(([label, value], i) => {
      const row = y + i * size * 1.5;
      this.text(label, x, row, { size, font: 'bold' });
      this.text(value, x + labelWidth, row, { size });
    });
    return y + pairs.length * size * 1.5;
  }

  line(x1: number, y1: number, x2: number, y2: number = y1, thickness = 0.75, color: RGB = ink): void {
    const h = this.page.getHeight();
    this.page.drawLine({ start: { x: x1, y: h - y1 }, end: { x: x2, y: h - y2 }, thickness, color });
  }

  box(x: number, y: number, width: number, height: number, opts: { fill?: boolean; border?: boolean } = {}): void {
    this.page.drawRectangle({
      x,
      y: this.page.getHeight() - y - height,
      width,
      height,
      ...(opts.fill ? { color: shade } : {}),
      ...(opts.border === false ? {} : { borderColor: ink, borderWidth: 0.75 }),
    });
  }

  /** A shaded header row and the rows below it; returns the y below the table. */
  table(x: number, y: number, columns: readonly TableColumn[], rows: readonly (readonly string[])[], size = 9): number {
    const rowHeight = size * 1.9;
    const total = columns.reduce((a, c) => a + c.width, 0);
    this.box(x, y, total, rowHeight, { fill: true, border: false });
    let cx = x;
    for (const c of columns) {
      this.cell(c.header, cx, y + rowHeight * 0.68, c, size, 'bold');
      cx += c.width;
    }
    let ry = y + rowHeight;
    for (const row of rows) {
      cx = x;
      columns.forEach((c, i) => {
        this.cell(row[i] ?? '', cx, ry + rowHeight * 0.68, c, size, 'regular');
        cx += c.width;
      });
      ry += rowHeight;
      this.line(x, ry, x + total, ry, 0.3, muted);
    }
    return ry;
  }

  private cell(s: string, x: number, baseline: number, c: TableColumn, size: number, font: FontName): void {
    const pad = 4;
    const align = c.align ?? 'left';
    const at = align === 'right' ? x + c.width - pad : align === 'center' ? x + c.width / 2 : x + pad;
    this.text(s, at, baseline, { size, font, align });
  }

  /** A company letterhead: name large, address lines below; returns the y below it. */
  letterhead(name: string, addressLines: readonly string[], x = 48, y = 60): number {
    this.text(name, x, y, { size: 16, font: 'bold', color: accent });
    return this.lines(addressLines, x, y + 16, { size: 9.5, color: muted });
  }

  async save(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: false });
  }
}
