import type { OcrPage } from '@docvue/contracts';
import { overlap } from '../../ocr/geometry.js';
import { groupLines, phrases, type PlacedWord, type TextLine } from '../../ocr/lines.js';
import { fold } from './fold.js';

/*
 * Label/value reading by layout. A page is cut into lines, and each line into phrases (runs
 * of words with ordinary word spacing). A label starts a phrase (or follows a few words, for
 * rules that judge them); its value is the rest of that phrase ("Invoice #: 123"), else the
 * next phrase to its right (a form's label column and value column), else the phrase just
 * below it (a label above its value, a table header and its cell).
 */

/**
 * "Invoice No.:" → "invoiceno", "P.O. #" → "po#", "N° de facture" → "nodefacture": spacing,
 * case, accents and punctuation vary, "#" does not.
 */
export const normalizeLabel = (s: string) => fold(s).replace(/[^a-z0-9#&]/g, '');

/** Up to this many words make a label ("Lease Name:", "Field Ticket No.:"). */
const maxLabelWords = 4;

/**
 * The words of a run that are labels of fields ("Mesa Verde 14-2H Lease: MV-0142 AFE:
 * 26-0311" → "Lease:", "AFE:"): a word ending in a colon with the words before it that make a
 * known label with it ("Lease Name:"), or a known label of several words ("Lease Name").
 * A value read from such a run stops at them.
 */
export function labelWords(texts: readonly string[], labels: ReadonlySet<string>): Set<number> {
  const out = new Set<number>();
  const known = (from: number, to: number) => labels.has(normalizeLabel(texts.slice(from, to + 1).join(' ')));
  texts.forEach((text, j) => {
    // One known word without a colon may be part of a name ("Smith Unit Well 2"): not a label.
    const colon = /:$/.test(text.trim());
    let start = -1;
    for (let i = Math.max(0, j - maxLabelWords + 1); i <= j && start < 0; i++)
      if ((colon || i < j) && known(i, j)) start = i;
    if (start < 0 && colon) start = j;
    for (let i = Math.max(0, start); start >= 0 && i <= j; i++) out.add(i);
  });
  return out;
}

/** The words of a value up to the first label after its start ("Mesa Verde 14-2H" of "Mesa Verde 14-2H Lease: MV-0142"). */
export function untilLabel<T extends { text: string }>(words: readonly T[], labels: ReadonlySet<string>): T[] {
  const stops = labelWords(
    words.map((w) => w.text),
    labels,
  );
  const end = [...stops].filter((i) => i > 0).sort((a, b) => a - b)[0];
  return end === undefined ? [...words] : words.slice(0, end);
}

export interface PageLayout {
  page: OcrPage;
  lines: TextLine[];
  phrases: PlacedWord[][][];
}

export function layoutOf(page: OcrPage): PageLayout {
  const lines = groupLines(page.ocrJson);
  return { page, lines, phrases: lines.map((l) => phrases(l)) };
}

const span = (ws: readonly PlacedWord[]) => ({ x0: ws[0]!.box.x0, x1: ws[ws.length - 1]!.box.x1 });

/**
 * The value under a label: the phrase below that overlaps it, cut to the label's column. A
 * table's cells can sit closer than a label's gap ("Red Draw Federal 31 #4H" and "Loving
 * County, TX" under "Well" and "County, State"), so the header's spacing says where a cell
 * ends: from the label's left edge to the next label's (left-aligned columns), else between
 * the neighbouring labels (a right-aligned amount wider than its header). A label alone at the
 * end of its line also reads the next line's only phrase to its right, not under it.
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
    if (!hit) {
      // A label alone at its line's end with its value lower and to the right, alone on the next
      // line (a summary box's "Amount due" over a larger "€120.00" set flush right).
      const only = layout.phrases[i]!;
      if (i === lineIndex + 1 && next === Infinity && only.length === 1 && span(only[0]!).x0 >= x0) return only[0];
      continue;
    }
    const cell = within(hit.p, x0 - slack, next - slack);
    return cell.length ? cell : within(hit.p, prev, next);
  }
  return undefined;
}

/** Where a value candidate sits relative to its label. */
export type ValuePlace = 'same' | 'right' | 'below';

export interface LabelHit {
  layout: PageLayout;
  /** Where the label is, for reading order. */
  lineIndex: number;
  label: PlacedWord[];
  /** Words before the label in its phrase ("Subscription" of "Subscription total"); empty when the label starts it. */
  qualifier: PlacedWord[];
  /** Words after the label, before a value beside or below it ("Total at checkout   119.95"). */
  trailing: PlacedWord[];
  /** Value candidates in order of preference. */
  candidates: { words: PlacedWord[]; place: ValuePlace }[];
}

const hasDigit = (ws: readonly PlacedWord[]) => ws.some((w) => /\d/.test(w.text));

/** The words after the last one that holds a digit or ends a label: a label's own qualifier in a run of fields. */
function sinceLastValue(words: readonly PlacedWord[]): PlacedWord[] {
  let from = words.length;
  while (from > 0 && !/\d|:$/.test(words[from - 1]!.text)) from--;
  return words.slice(from);
}

const continuesLabel = (rest: readonly PlacedWord[]) => {
  const text = rest.map((w) => w.text).join(' ');
  return !/\d/.test(text) && (/:$/.test(text) || /^\(.*\)\W*$/.test(text));
};

/**
 * A qualified label may follow (and be followed by) at most this many words without digits:
 * "Subscription total", "VAT Invoice no.", "Total at checkout".
 */
const maxQualifierWords = 3;

/** A slash standing alone between paired labels or values ("Date / Due date"). */
const isPairSlash = (w: PlacedWord) => /^[/|]$/.test(w.text);

/** Words cut at the slashes standing alone; null unless every part holds a word. */
function splitPairs(words: readonly PlacedWord[]): PlacedWord[][] | null {
  const parts: PlacedWord[][] = [[]];
  for (const w of words) {
    if (isPairSlash(w)) parts.push([]);
    else parts.at(-1)!.push(w);
  }
  return parts.some((p) => p.length === 0) ? null : parts;
}

/**
 * Labels and values paired by slashes: "Date / Due date: 11/01/2023 / 12/01/2023" is the
 * date 11/01/2023 and the due date 12/01/2023; the values may stand in the next phrase
 * ("Invoice No. / Date:   INV-9 / 11/01/2023"). The labels end at the colon, else before the
 * first word with a digit; there are as many values as labels, two or more.
 */
function pairedLabels(
  phrase: readonly PlacedWord[],
  right: readonly PlacedWord[] | undefined,
): { labels: PlacedWord[][]; values: PlacedWord[][] } | null {
  if (!phrase.some(isPairSlash)) return null;
  const colon = phrase.findIndex((w) => /:$/.test(w.text));
  const end = colon >= 0 ? colon + 1 : phrase.findIndex((w) => /\d/.test(w.text));
  if (end <= 0) return null;
  const labels = splitPairs(phrase.slice(0, end));
  const values = splitPairs(end < phrase.length ? phrase.slice(end) : (right ?? []));
  if (!labels || !values || labels.length < 2 || labels.length !== values.length) return null;
  if (labels.some((l) => l.some((w) => /\d/.test(w.text)))) return null;
  return { labels, values };
}

/**
 * Every place on the pages where `label` starts a phrase (or, when `qualified`, follows a few
 * words without digits), with its value candidates: the rest of the phrase ("Invoice #: 123");
 * when that holds no number, the next phrase to the right (a form's value column) and the
 * phrase just below (a label above its value, a table header above its cell).
 */
export function findLabel(layouts: readonly PageLayout[], label: string, qualified = false): LabelHit[] {
  const wanted = normalizeLabel(label);
  const hits: LabelHit[] = [];
  if (!wanted) return hits;
  for (const layout of layouts) {
    layout.phrases.forEach((linePhrases, lineIndex) => {
      linePhrases.forEach((phrase, p) => {
        const paired = pairedLabels(phrase, linePhrases[p + 1]);
        if (paired) {
          paired.labels.forEach((own, g) => {
            // The label ends its part; words before it in the part are its qualifier ("Invoice date").
            for (let from = 0; from < own.length; from++) {
              const text = normalizeLabel(
                own
                  .slice(from)
                  .map((w) => w.text)
                  .join(''),
              );
              if (text !== wanted || (from > 0 && !qualified)) continue;
              const candidates = [{ words: paired.values[g]!, place: 'same' as const }];
              hits.push({
                layout,
                lineIndex,
                label: own.slice(from),
                qualifier: own.slice(0, from),
                trailing: [],
                candidates,
              });
            }
          });
          return;
        }
        const starts = qualified ? Math.min(maxQualifierWords, phrase.length - 1) : 0;
        for (let from = 0; from < phrase.length; from++) {
          // Past the phrase's start, only a label with a colon counts, in a run of several fields
          // ("Well: Mesa Verde 14-2H Lease: MV-0142 AFE: 26-0311"); its qualifier is what follows
          // the previous field's value, which must be nothing unless the rule judges such words.
          const inRun = from > starts || hasDigit(phrase.slice(0, from));
          const qualifier = inRun ? sinceLastValue(phrase.slice(0, from)) : phrase.slice(0, from);
          if (inRun && qualifier.length > 0 && !qualified) continue;
          let text = '';
          for (let k = from; k < phrase.length && text.length < wanted.length; k++) {
            text += normalizeLabel(phrase[k]!.text);
            if (text !== wanted) continue;
            // Punctuation after the label (":", "-") belongs to it.
            let end = k + 1;
            while (end < phrase.length && normalizeLabel(phrase[end]!.text) === '') end++;
            const labelWords = phrase.slice(from, end);
            if (inRun && !/:$/.test(labelWords[labelWords.length - 1]!.text)) break;
            const rest = phrase.slice(end);
            const { x0, x1 } = span(labelWords);
            const candidates: LabelHit['candidates'] = rest.length ? [{ words: rest, place: 'same' }] : [];
            // After the label, a note in parentheses or a colon is still the label ("Total (EUR)",
            // "Subscription total (due at renewal):"): its value is beside or below. Other words
            // may make another label ("Total Taxes"), whose value is not this one's: only
            // qualified labels, whose rules judge such words, look past them.
            const trailing = !continuesLabel(rest) && qualified && rest.length <= maxQualifierWords && !hasDigit(rest);
            if (rest.length === 0 || continuesLabel(rest) || trailing) {
              const right = linePhrases[p + 1];
              const below = phraseBelow(layout, lineIndex, p, x0, x1);
              if (right?.length) candidates.push({ words: right, place: 'right' });
              if (below?.length) candidates.push({ words: below, place: 'below' });
            }
            hits.push({ layout, lineIndex, label: labelWords, qualifier, trailing: trailing ? rest : [], candidates });
          }
        }
      });
    });
  }
  return hits;
}
