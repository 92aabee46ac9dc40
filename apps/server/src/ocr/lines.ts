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

/**
 * Groups the page's words into lines by vertical overlap, in reading order (top to bottom,
 * then left to right). Works the same for text-layer boxes (font ascent to descent) and OCR
 * boxes (ink only, so "one" is shorter than "One"): a word joins a line when its vertical
 * centre falls inside the line's band.
 */
export function groupLines(words: readonly OcrWord[]): TextLine[] {
  const placed = words
    .filter((w) => w.Text.trim() !== '')
    .map((w) => ({ text: w.Text.trim(), box: wordBox(w), word: w }))
    .sort((a, b) => centerY(a.box) - centerY(b.box) || a.box.x0 - b.box.x0);
  const lines: { words: PlacedWord[]; y0: number; y1: number }[] = [];
  for (const w of placed) {
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
  return lines
    .map((l) => {
      const sorted = l.words.sort((a, b) => a.box.x0 - b.box.x0);
      return {
        words: sorted,
        box: unionBox(sorted.map((w) => w.box)),
        height: median(sorted.map((w) => w.box.y1 - w.box.y0)),
      };
    })
    .sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
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
