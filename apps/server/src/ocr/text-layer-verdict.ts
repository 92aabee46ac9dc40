import type { OcrWord } from '@docvue/contracts';
import { centerX, centerY, overlap, wordBox } from './geometry.js';
import type { TextLayerWord } from './text-layer.js';
import { countWord, emptyFontText, hasUnmappedGlyph, isGarbageFont, type FontText } from './text-quality.js';

export interface TextLayerVerdict {
  /** The words whose text can be trusted. */
  good: OcrWord[];
  /** Some of the page's text is garbage or broken: OCR the page and fill in what `good` lacks. */
  needsOcr: boolean;
}

const plain = (w: TextLayerWord): OcrWord => ({ Text: w.Text, Coordinates: w.Coordinates });

/**
 * Judges a page's text layer font by font: the words of a garbage font are dropped, and so
 * are words with an unmapped glyph in them. Either asks for OCR, except a lone unmapped glyph
 * (an icon font's phone or mail symbol), which is simply not text.
 */
export function judgeTextLayer(words: readonly TextLayerWord[]): TextLayerVerdict {
  const fonts = new Map<string, FontText>();
  for (const w of words) {
    const stats = fonts.get(w.font) ?? emptyFontText();
    countWord(stats, w.Text);
    fonts.set(w.font, stats);
  }
  const garbage = new Set([...fonts].filter(([, stats]) => isGarbageFont(stats)).map(([font]) => font));
  const good: OcrWord[] = [];
  let needsOcr = false;
  for (const w of words) {
    const lone = [...w.Text].length < 2;
    if (!garbage.has(w.font) && !hasUnmappedGlyph(w.Text)) good.push(plain(w));
    else if (!lone) needsOcr = true;
  }
  return { good, needsOcr };
}

/**
 * The trusted text-layer words plus the OCR words of what they lack: an OCR word is added
 * unless most of it lies on a kept word (the text layer's own reading of the same ink wins).
 */
export function mergeOcrWords(good: readonly OcrWord[], ocr: readonly OcrWord[]): OcrWord[] {
  const kept = good.map(wordBox);
  const added = ocr.filter((w) => {
    const b = wordBox(w);
    const area = Math.max(1e-6, (b.x1 - b.x0) * (b.y1 - b.y0));
    return !kept.some((k) => {
      const inside = centerX(b) >= k.x0 && centerX(b) <= k.x1 && centerY(b) >= k.y0 && centerY(b) <= k.y1;
      const shared = Math.max(0, overlap(b.x0, b.x1, k.x0, k.x1)) * Math.max(0, overlap(b.y0, b.y1, k.y0, k.y1));
      return inside || shared > 0.5 * area;
    });
  });
  return [...good, ...added];
}
