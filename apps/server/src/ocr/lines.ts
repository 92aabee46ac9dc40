import type { OcrPage, OcrWord } from '@docvue/contracts';
import { centerY, unionBox, wordBox, type Box } from './geometry.js';

export interface PlacedWord {
  text: string;
  box: Box;
  word: OcrWord;
}

/** Words that share a baseline, left to right. */
export interface TextLine {
  words: PlacedWord[];
  box: Box;
  /** Typical word height of the line, the unit for gaps. */
  height: number;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/** A word this many times the page's typical height is a stamp, a rotated word or a drawn letter, not text of a line. */
const outsizedFactor = 2.5;

/**
 * Groups the page's words into lines by vertical overlap, in reading order (top to bottom,
 * then left to right). Works the same for text-layer boxes (font ascent to descent) and OCR
 * boxes (ink only, so "one" is shorter than "One"): a word joins a line when its vertical
 * centre falls inside the line's band. An outsized word stands alone: a "PAID" stamp drawn
 * across a table (a receipt of the invoice corpus, 157 pt tall over 12 pt rows) would otherwise
 * gather the row at its centre into a line that starts 60 pt higher, above the table's header.
 */
export function groupLines(words: readonly OcrWord[]): TextLine[] {
  const placed = words
    .filter((w) => w.Text.trim() !== '')
    .map((w) => ({ text: w.Text.trim(), box: wordBox(w), word: w }))
    .sort((a, b) => centerY(a.box) - centerY(b.box) || a.box.x0 - b.box.x0);
  const outsized = outsizedFactor * median(placed.map((w) => w.box.y1 - w.box.y0));
  const lines: { words: PlacedWord[]; y0: number; y1: number }[] = [];
  const alone: typeof lines = [];
  for (const w of placed) {
    if (w.box.y1 - w.box.y0 > outsized) {
      alone.push({ words: [w], y0: w.box.y0, y1: w.box.y1 });
      continue;
    }
    const cy = centerY(w.box);
    // Only recent lines can still take a word: the list is sorted by centre.
    const line = lines.slice(-3).find((l) => cy >= l.y0 && cy <= l.y1);
    if (line) {
      // The band stays that of the line's first word: a growing band would swallow the next line.
      line.words.push(w);
    } else {
      lines.push({ words: [w], y0: w.box.y0, y1: w.box.y1 });
    }
  }
  return [...lines, ...alone]
    .map((l) => lineOf(l.words.sort((a, b) => a.box.x0 - b.box.x0)))
    .sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
}

/** A line of words already in reading order: their box and typical height. */
const lineOf = (words: PlacedWord[]): TextLine => ({
  words,
  box: unionBox(words.map((w) => w.box)),
  height: median(words.map((w) => w.box.y1 - w.box.y0)),
});

/**
 * Several lines read as one: their words left to right (top to bottom where stacked). For a
 * row whose cells wrap over lines of their own, such as a table header ("Unit" over "Price").
 */
export function mergeLines(lines: readonly TextLine[]): TextLine {
  return lineOf(lines.flatMap((l) => l.words).sort((a, b) => a.box.x0 - b.box.x0 || a.box.y0 - b.box.y0));
}

/**
 * Splits a line into phrases: runs of words separated by ordinary word spaces. A wider gap
 * separates a label from its value or one table column from the next.
 */
export function phrases(line: TextLine, gapFactor = 0.8): PlacedWord[][] {
  const out: PlacedWord[][] = [];
  let current: PlacedWord[] = [];
  for (const w of line.words) {
    const prev = current[current.length - 1];
    if (prev && w.box.x0 - prev.box.x1 > gapFactor * line.height) {
      out.push(current);
      current = [];
    }
    current.push(w);
  }
  if (current.length) out.push(current);
  return out;
}

export const joinWords = (words: readonly PlacedWord[]) => words.map((w) => w.text).join(' ');

/** The page's text in reading order: lines top to bottom, words left to right (for full-text search). */
export function pageText(page: OcrPage): string {
  return groupLines(page.ocrJson)
    .map((l) => joinWords(l.words))
    .join('\n');
}
