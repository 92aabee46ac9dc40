import type { OcrPage, OcrWord } from '@docvue/contracts';
import { centerX, centerY, wordBox } from '../../ocr/geometry.js';
import { groupLines, joinWords, phrases } from '../../ocr/lines.js';
import { labelWords } from './labels.js';

/** A rectangle in page units (top-left origin). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A click lands this close to a word and still hits it (thin glyphs, shaky hands). */
const clickTolerance = 2;

/**
 * The words inside a dragged rectangle: those whose centre lies inside it. Centres make the
 * rule exact for a tight drag and forgiving for a loose one, and a word cut in half by the
 * edge goes to the side holding most of it.
 */
export function wordsInRegion(page: OcrPage, rect: Rect): OcrWord[] {
  const [x0, x1] = rect.width >= 0 ? [rect.x, rect.x + rect.width] : [rect.x + rect.width, rect.x];
  const [y0, y1] = rect.height >= 0 ? [rect.y, rect.y + rect.height] : [rect.y + rect.height, rect.y];
  return page.ocrJson.filter((w) => {
    const b = wordBox(w);
    const cx = centerX(b);
    const cy = centerY(b);
    return cx >= x0 && cx <= x1 && cy >= y0 && cy <= y1;
  });
}

/** The word under a click: the one containing the point, else the nearest within a couple of points. */
export function wordAt(page: OcrPage, p: Point): OcrWord | undefined {
  let best: { word: OcrWord; distance: number } | undefined;
  for (const word of page.ocrJson) {
    const b = wordBox(word);
    const dx = Math.max(b.x0 - p.x, 0, p.x - b.x1);
    const dy = Math.max(b.y0 - p.y, 0, p.y - b.y1);
    const distance = Math.hypot(dx, dy);
    if (distance <= clickTolerance && (!best || distance < best.distance)) best = { word, distance };
  }
  return best?.word;
}

const isRect = (t: Rect | Point): t is Rect => 'width' in t && 'height' in t && (t.width !== 0 || t.height !== 0);

/** Words under a click or inside a drag (a zero-size drag is a click). */
export function capturedWords(page: OcrPage, target: Rect | Point): OcrWord[] {
  if (isRect(target)) return wordsInRegion(page, target);
  const word = wordAt(page, target);
  return word ? [word] : [];
}

/** Text of words in reading order: words joined by spaces, lines by newlines. */
export function wordsText(words: readonly OcrWord[]): string {
  return groupLines(words)
    .map((l) => joinWords(l.words))
    .join('\n');
}

/**
 * The text under a click or inside a drag, as the viewer's capture fills a field with it; the
 * server uses the same rule when it learns a region from a user's capture.
 */
export function captureText(page: OcrPage, target: Rect | Point): string {
  return wordsText(capturedWords(page, target));
}

/**
 * Words of a stored region on another document of the same layout, completed along their
 * phrase: a longer value than the one the region was drawn around ("Red Draw Federal 131
 * #14H") would otherwise lose its last word. Phrases end at gaps wider than a word space, so a
 * label set apart is not pulled in; a label in the same run of words ends the value too
 * (`labels`: the rules' and the fields' labels, normalized), so a value drawn around "26-0311"
 * after "AFE:" stays that value and does not grow into the "Well: … Lease: …" before it.
 */
export function regionPhraseWords(page: OcrPage, rect: Rect, labels: ReadonlySet<string> = new Set()): OcrWord[] {
  const inside = new Set(capturedWords(page, rect));
  if (inside.size === 0) return [];
  const out: OcrWord[] = [];
  for (const line of groupLines(page.ocrJson))
    for (const placed of phrases(line)) {
      const phrase = placed.map((w) => w.word);
      const hits = phrase.map((w, i) => (inside.has(w) ? i : -1)).filter((i) => i >= 0);
      if (hits.length === 0) continue;
      const stops = labelWords(
        phrase.map((w) => w.Text),
        labels,
      );
      let from = hits[0]!;
      let to = hits[hits.length - 1]!;
      while (from > 0 && !stops.has(from - 1)) from--;
      while (to + 1 < phrase.length && !stops.has(to + 1)) to++;
      // What the user drew around is kept even when it holds a label: the region says so.
      out.push(...phrase.slice(from, to + 1));
    }
  return out;
}
