import type { OcrPage } from '@docvue/contracts';
import { overlap } from '../ocr/geometry.js';
import { groupLines, phrases, type PlacedWord, type TextLine } from '../ocr/lines.js';

/*
 * Label/value reading. A page is cut into lines, and each line into phrases (runs of words
 * with ordinary word spacing). A label is the start of a phrase; its value is the rest of
 * that phrase ("Invoice #: 123"), else the next phrase to its right (a form's label column
 * and value column), else the phrase just below it (a table header and its cell).
 */

/** "Invoice No.:" → "invoiceno", "P.O. #" → "po#": spacing and punctuation vary, "#" does not. */
export const normalizeLabel = (s: string) => s.toLowerCase().replace(/[^a-z0-9#&]/g, '');

export interface PageLayout {
  page: OcrPage;
  lines: TextLine[];
  phrases: PlacedWord[][][];
}

export function layoutOf(page: OcrPage): PageLayout {
  const lines = groupLines(page.ocrJson);
  return { page, lines, phrases: lines.map((l) => phrases(l)) };
}

export interface LabelHit {
  layout: PageLayout;
  /** Where the label is, for reading order. */
  lineIndex: number;
  label: PlacedWord[];
  /** Value candidates in order of preference. */
  candidates: PlacedWord[][];
}

const span = (ws: readonly PlacedWord[]) => ({ x0: ws[0]!.box.x0, x1: ws[ws.length - 1]!.box.x1 });

/**
 * The value under a label: the phrase below that overlaps it, cut to the label's column. A
 * table's cells can sit closer than a label's gap ("Red Draw Federal 31 #4H" and "Loving
 * County, TX" under "Well" and "County, State"), so the header's spacing says where a cell
 * ends: from the label's left edge to the next label's (left-aligned columns), else between
 * the neighbouring labels (a right-aligned amount wider than its header).
 */
function phraseBelow(layout: PageLayout, lineIndex: number, phraseIndex: number, x0: number, x1: number) {
  const line = layout.lines[lineIndex]!;
  const beside = layout.phrases[lineIndex]!;
  const prev = phraseIndex > 0 ? span(beside[phraseIndex - 1]!).x1 : -Infinity;
  const next = phraseIndex + 1 < beside.length ? span(beside[phraseIndex + 1]!).x0 : Infinity;
  const slack = 0.5 * line.height;
  const within = (ws: PlacedWord[], left: number, right: number) =>
    ws.filter((w) => {
      const cx = (w.box.x0 + w.box.x1) / 2;
      return cx > left && cx < right;
    });
  for (let i = lineIndex + 1; i < layout.lines.length && i <= lineIndex + 2; i++) {
    const below = layout.lines[i]!;
    if (below.box.y0 - line.box.y1 > 2.5 * line.height) return undefined;
    const hit = layout.phrases[i]!.map((p) => ({ p, o: overlap(x0, x1, span(p).x0, span(p).x1) }))
      .filter((c) => c.o > 0)
      .sort((a, b) => b.o - a.o)[0];
    if (!hit) continue;
    const cell = within(hit.p, x0 - slack, next - slack);
    return cell.length ? cell : within(hit.p, prev, next);
  }
  return undefined;
}

/** Every place on the pages where `label` starts a phrase, with its value candidates. */
export function findLabel(layouts: readonly PageLayout[], label: string): LabelHit[] {
  const wanted = normalizeLabel(label);
  const hits: LabelHit[] = [];
  if (!wanted) return hits;
  for (const layout of layouts) {
    layout.phrases.forEach((linePhrases, lineIndex) => {
      linePhrases.forEach((phrase, p) => {
        let text = '';
        for (let k = 0; k < phrase.length && text.length < wanted.length; k++) {
          text += normalizeLabel(phrase[k]!.text);
          if (text !== wanted) continue;
          // Punctuation after the label (":", "-") belongs to it.
          let end = k + 1;
          while (end < phrase.length && normalizeLabel(phrase[end]!.text) === '') end++;
          const labelWords = phrase.slice(0, end);
          const rest = phrase.slice(end);
          const { x0, x1 } = span(labelWords);
          // Text after the label in the same phrase is its value, or the label was the start of
          // another one ("Total" in "Total Taxes"): either way the other places are not its value.
          const candidates = rest.length
            ? [rest]
            : [linePhrases[p + 1], phraseBelow(layout, lineIndex, p, x0, x1)].filter(
                (c): c is PlacedWord[] => !!c && c.length > 0,
              );
          hits.push({ layout, lineIndex, label: labelWords, candidates });
        }
      });
    });
  }
  return hits;
}
