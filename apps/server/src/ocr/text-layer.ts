import type { OcrWord } from '@docvue/contracts';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem, TextStyle } from 'pdfjs-dist/types/src/display/api.js';
import { quadOf, type Box } from './geometry.js';
import { relativeWidths } from './glyph-widths.js';

type Matrix = [number, number, number, number, number, number];
type Point = [number, number];

interface Placed {
  text: string;
  box: Box;
  /** Font height in page units, to judge gaps. */
  size: number;
  /** The PDF font it is drawn in: a font without a Unicode map gives garbage for all its words. */
  font: string;
}

/** A word of the text layer and the font it is drawn in. */
export interface TextLayerWord extends OcrWord {
  font: string;
}

/** A no-break, narrow no-break or thin space between digits groups them ("1 234,56"): not a word break. */
const groupingSpace = (chars: readonly string[], i: number) =>
  /[\u00a0\u202f\u2009]/.test(chars[i]!) && /\d/.test(chars[i - 1] ?? '') && /\d/.test(chars[i + 1] ?? '');

/** PDF user space → page units (the viewport transform flips y and applies /Rotate and the crop box). */
function apply(m: Matrix, [x, y]: Point): Point {
  return [x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5]];
}

/** Font bbox ascent/descent as pdf.js reports them, with sane defaults for odd fonts. */
function verticalExtent(style: TextStyle | undefined): { ascent: number; descent: number } {
  const ascent = style && style.ascent > 0.3 && style.ascent < 1.5 ? style.ascent : 0.8;
  const descent = style && style.descent < 0 && style.descent > -1 ? style.descent : -0.2;
  return { ascent, descent };
}

/**
 * Words of one text item, each boxed in page units (top-left origin). A word's x-extent is
 * its share of the item's measured width, shared out by standard-font glyph widths.
 */
function itemWords(item: TextItem, style: TextStyle | undefined, view: Matrix): Placed[] {
  const [a, b, c, d, e, f] = item.transform as Matrix;
  const along = Math.hypot(a, b) || 1;
  const size = Math.hypot(c, d) || along;
  const dir: Point = [a / along, b / along];
  const up: Point = [c / size, d / size];
  const { ascent, descent } = verticalExtent(style);
  const chars = Array.from(item.str);
  const widths = relativeWidths(chars, style?.fontFamily);
  const total = widths.reduce((s, w) => s + w, 0) || 1;
  const scale = item.width / total;

  const corner = (t: number, v: number): Point =>
    apply(view, [e + dir[0] * t + up[0] * v * size, f + dir[1] * t + up[1] * v * size]);
  const out: Placed[] = [];
  let offset = 0;
  let start = -1;
  let startOffset = 0;
  const flush = (end: number, endOffset: number) => {
    if (start < 0) return;
    const pts = [
      corner(startOffset, ascent),
      corner(endOffset, ascent),
      corner(endOffset, descent),
      corner(startOffset, descent),
    ];
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    out.push({
      text: chars.slice(start, end).join(''),
      box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
      size: size * Math.hypot(view[0], view[1]),
      font: item.fontName,
    });
    start = -1;
  };
  chars.forEach((ch, i) => {
    if (/\s/.test(ch) && !groupingSpace(chars, i)) flush(i, offset);
    else if (start < 0) {
      start = i;
      startOffset = offset;
    }
    offset += widths[i]! * scale;
  });
  flush(chars.length, offset);
  return out;
}

/** pdf.js splits some words over several items (kerning, a font change inside a word); rejoin them. */
function continues(prev: Placed, next: Placed): boolean {
  const sameLine = Math.abs(prev.box.y1 - next.box.y1) < 0.25 * Math.min(prev.size, next.size);
  const gap = next.box.x0 - prev.box.x1;
  return sameLine && gap > -0.3 * next.size && gap < 0.12 * next.size;
}

/** Words of the page's text layer in page units; empty when the page has no text (a scan). */
export async function textLayerWords(page: PDFPageProxy): Promise<OcrWord[]> {
  return (await textLayerWithFonts(page)).map((w) => ({ Text: w.Text, Coordinates: w.Coordinates }));
}

/** Words of the page's text layer with the font of each, to judge the fonts' text apart. */
export async function textLayerWithFonts(page: PDFPageProxy): Promise<TextLayerWord[]> {
  const viewport = page.getViewport({ scale: 1 });
  const view = viewport.transform as Matrix;
  const content = await page.getTextContent();
  const words: Placed[] = [];
  // Whether the text seen since the last word ended in whitespace: then the next item starts a new word.
  let broken = true;
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const item = raw;
    if (item.str === '') {
      if (item.hasEOL) broken = true;
      continue;
    }
    const placed = itemWords(item, content.styles[item.fontName], view);
    const first = placed[0];
    const last = words[words.length - 1];
    if (first && last && !broken && !/^\s/.test(item.str) && continues(last, first)) {
      last.text += first.text;
      last.box = {
        x0: Math.min(last.box.x0, first.box.x0),
        y0: Math.min(last.box.y0, first.box.y0),
        x1: Math.max(last.box.x1, first.box.x1),
        y1: Math.max(last.box.y1, first.box.y1),
      };
      placed.shift();
    }
    words.push(...placed);
    broken = /\s$/.test(item.str) || item.hasEOL;
  }
  // Text drawn off the page (clipped away, or a template's parked fields) is not on the page.
  const onPage = (b: Box) => b.x1 > 0 && b.y1 > 0 && b.x0 < viewport.width && b.y0 < viewport.height;
  return words.filter((w) => onPage(w.box)).map((w) => ({ Text: w.text, Coordinates: quadOf(w.box), font: w.font }));
}
