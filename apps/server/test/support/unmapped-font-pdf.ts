import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString, StandardFonts, type PDFPage } from 'pdf-lib';

/*
 * A PDF whose text is drawn in a font embedded without a Unicode map, as some invoice
 * generators write them: a CIDFontType2 (TrueType) under Identity-H whose character codes
 * are glyph numbers, and no /ToUnicode. Viewers draw it perfectly; text extraction gets the
 * glyph numbers (",QYRLFH" for "Invoice"). The font is the Liberation Sans that pdf.js ships.
 */

const fontFile = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
  'LiberationSans-Regular.ttf',
);

interface TrueType {
  bytes: Uint8Array;
  glyphOf(ch: string): number;
  /** Advance width in thousandths of the font size. */
  widthOf(glyph: number): number;
}

function readTrueType(): TrueType {
  const bytes = new Uint8Array(readFileSync(fontFile));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, number>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const at = 12 + 16 * i;
    tables.set(String.fromCharCode(...bytes.subarray(at, at + 4)), view.getUint32(at + 8));
  }
  const unitsPerEm = view.getUint16(tables.get('head')! + 18);
  const metrics = view.getUint16(tables.get('hhea')! + 34);
  const hmtx = tables.get('hmtx')!;
  // The Windows Unicode BMP subtable (platform 3, encoding 1), format 4: segments of codes.
  const cmap = tables.get('cmap')!;
  let sub = 0;
  for (let i = 0; i < view.getUint16(cmap + 2); i++) {
    const rec = cmap + 4 + 8 * i;
    if (view.getUint16(rec) === 3 && view.getUint16(rec + 2) === 1) sub = cmap + view.getUint32(rec + 4);
  }
  const segments = view.getUint16(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const offsets = deltas + 2 * segments;
  const glyphOf = (ch: string) => {
    const code = ch.charCodeAt(0);
    for (let s = 0; s < segments; s++) {
      if (view.getUint16(ends + 2 * s) < code) continue;
      const start = view.getUint16(starts + 2 * s);
      if (start > code) return 0;
      const delta = view.getInt16(deltas + 2 * s);
      const rangeOffset = view.getUint16(offsets + 2 * s);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const g = view.getUint16(offsets + 2 * s + rangeOffset + 2 * (code - start));
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
    return 0;
  };
  const widthOf = (glyph: number) =>
    Math.round((view.getUint16(hmtx + 4 * Math.min(glyph, metrics - 1)) * 1000) / unitsPerEm);
  return { bytes, glyphOf, widthOf };
}

export interface UnmappedLine {
  text: string;
  x: number;
  /** From the top of the page, in points. */
  y: number;
  size?: number;
  /** Drawn in Helvetica with a proper text layer instead. */
  mapped?: boolean;
}

/** One A4 page with the given lines: by default in the unmapped font, `mapped` ones in Helvetica. */
export async function unmappedFontPdf(lines: readonly UnmappedLine[]): Promise<Uint8Array> {
  const font = readTrueType();
  const doc = await PDFDocument.create();
  const page: PDFPage = doc.addPage([595, 842]);
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  const ctx = doc.context;
  const used = new Set<number>();
  for (const l of lines) if (!l.mapped) for (const ch of l.text) used.add(font.glyphOf(ch));
  const widths = [...used].sort((a, b) => a - b).flatMap((g) => [g, [font.widthOf(g)]]);
  const descriptor = ctx.register(
    ctx.obj({
      Type: 'FontDescriptor',
      FontName: 'Unmapped',
      Flags: 32,
      FontBBox: [-200, -250, 1100, 950],
      ItalicAngle: 0,
      Ascent: 905,
      Descent: -212,
      CapHeight: 700,
      StemV: 80,
      FontFile2: ctx.register(ctx.flateStream(font.bytes)),
    }),
  );
  const cidFont = ctx.register(
    ctx.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: 'Unmapped',
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: descriptor,
      CIDToGIDMap: 'Identity',
      DW: 556,
      W: widths,
    }),
  );
  const type0 = ctx.register(
    ctx.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: 'Unmapped',
      Encoding: 'Identity-H',
      DescendantFonts: [cidFont],
    }),
  );
  page.node.setFontDictionary(PDFName.of('FUnmapped'), type0);
  const hex = (text: string) => [...text].map((ch) => font.glyphOf(ch).toString(16).padStart(4, '0')).join('');
  const ops = lines
    .filter((l) => !l.mapped)
    .map((l) => `BT /FUnmapped ${l.size ?? 12} Tf ${l.x} ${842 - l.y} Td <${hex(l.text)}> Tj ET`)
    .join('\n');
  page.node.addContentStream(ctx.register(ctx.flateStream(ops)));
  for (const l of lines.filter((x) => x.mapped))
    page.drawText(l.text, { x: l.x, y: 842 - l.y, size: l.size ?? 12, font: helvetica });
  return doc.save();
}
