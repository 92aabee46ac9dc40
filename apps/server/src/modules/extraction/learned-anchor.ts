import type { OcrPage } from '@docvue/contracts';
import { groupLines, phrases, type PlacedWord, type TextLine } from '../../ocr/lines.js';
import { unionBox, overlap } from '../../ocr/geometry.js';
import { normalizeLabel } from './labels.js';
import { wordsInRegion, type Rect } from './regions.js';

/*
 * A learned region remembers the label printed next to the value where the user captured it
 * ("Rechnungs-Nr" left of "02581") and where the value sat relative to that label. On the
 * next document the label is looked for first: found, the region moves with it (a longer
 * address block above pushes everything down); not found, the document comes from another
 * sender or layout and the region is not used there.
 */

export interface RegionAnchor {
  /** The label, normalized (letters and digits, folded). */
  text: string;
  /** Where the label's top-left corner was, and the region's offset from it. */
  x: number;
  y: number;
  dx: number;
  dy: number;
}

/** A label is a few words without digits; a longer run is a sentence, not a label. */
const maxLabelWords = 5;

const labelText = (ws: readonly PlacedWord[]) =>
  ws.length > 0 && ws.length <= maxLabelWords && !ws.some((w) => /\d/.test(w.text))
    ? normalizeLabel(ws.map((w) => w.text).join(' '))
    : '';

/**
 * The label just before a value in a run of words: the words after the last one holding a
 * digit, from the last colon before them on ("Well: Mesa Verde 14-2H Lease: MV-0142 AFE:" →
 * "AFE:", "Ship To: Well Name:" → "Well Name:"). A whole run before the value is other fields'
 * labels and values, which a later document of the sender would not print the same.
 */
function labelBefore(words: readonly PlacedWord[]): PlacedWord[] {
  let from = words.length;
  while (from > 0 && !/\d/.test(words[from - 1]!.text)) from--;
  const tail = words.slice(from);
  const colons = tail.map((w, i) => (/:$/.test(w.text) ? i : -1)).filter((i) => i >= 0 && i < tail.length - 1);
  return colons.length ? tail.slice(colons[colons.length - 1]! + 1) : tail;
}

function lineOf(lines: readonly TextLine[], word: PlacedWord['word']) {
  const at = lines.findIndex((l) => l.words.some((w) => w.word === word));
  return at < 0 ? undefined : { at, line: lines[at]! };
}

/**
 * The label of a captured value: the words before it in its phrase ("Invoice #: 123"), else
 * the phrase to its left on the same line, else the phrase just above it that overlaps it.
 */
export function anchorOf(page: OcrPage, region: Rect): RegionAnchor | null {
  const inside = wordsInRegion(page, region);
  if (inside.length === 0) return null;
  const lines = groupLines(page.ocrJson);
  const found = lineOf(lines, inside[0]!);
  if (!found) return null;
  const linePhrases = phrases(found.line);
  const p = linePhrases.findIndex((ph) => ph.some((w) => w.word === inside[0]));
  const phrase = linePhrases[p]!;
  const before = labelBefore(
    phrase.slice(
      0,
      phrase.findIndex((w) => w.word === inside[0]),
    ),
  );
  const valueBox = unionBox(phrase.filter((w) => inside.includes(w.word)).map((w) => w.box));
  const above = lines[found.at - 1];
  const candidates: PlacedWord[][] = [before, linePhrases[p - 1] ?? []];
  if (above && valueBox.y0 - above.box.y1 < 2 * found.line.height)
    candidates.push(
      phrases(above).find((ph) => overlap(ph[0]!.box.x0, ph[ph.length - 1]!.box.x1, valueBox.x0, valueBox.x1) > 0) ??
        [],
    );
  for (const words of candidates) {
    const text = labelText(words);
    if (text.length < 2) continue;
    const box = unionBox(words.map((w) => w.box));
    return { text, x: box.x0, y: box.y0, dx: region.x - box.x0, dy: region.y - box.y0 };
  }
  return null;
}

/**
 * Where the anchor's label is on `page`: the occurrence nearest to where it was on the
 * document it was learned from, or null when the page does not print it.
 */
export function findAnchor(page: OcrPage, anchor: RegionAnchor): { x: number; y: number } | null {
  let best: { x: number; y: number; distance: number } | null = null;
  for (const line of groupLines(page.ocrJson))
    for (const phrase of phrases(line))
      for (let from = 0; from < phrase.length; from++) {
        let text = '';
        for (let k = from; k < phrase.length && text.length < anchor.text.length; k++) {
          text += normalizeLabel(phrase[k]!.text);
          if (text !== anchor.text) continue;
          const { x0, y0 } = phrase[from]!.box;
          const distance = Math.hypot(x0 - anchor.x, y0 - anchor.y);
          if (!best || distance < best.distance) best = { x: x0, y: y0, distance };
        }
      }
  return best && { x: best.x, y: best.y };
}
