import type { PlacedWord } from '../../ocr/lines.js';
import type { DocumentConventions } from './conventions.js';
import { findDates } from './dates.js';
import { fold } from './fold.js';
import type { PageLayout } from './labels.js';
import { wordsAt } from './read-value.js';

/** A letter's date sits in its head: the top part of the first page. */
const headerShare = 0.4;
/**
 * A browser prints the date and time in the top margin of a page it saves ("23.06.23, 11:09");
 * that strip (about 30 pt of an A4 or Letter page) is not the document's.
 */
const marginShare = 0.035;

const rangeAfter = /^\s*(?:-|–|—|to|bis|au|tot|al|a|until|through)\s/;
const rangeBefore = /(?:-|–|—|to|from|bis|von|vom|du|au|van|tot|del|al|desde|since)\s*$/;
const timeAfter = /^\s*,?\s*\d{1,2}:\d{2}/;

/**
 * Dates printed without a label in the head of the first page, top to bottom: in a letter
 * ("Reichenschwand, 04.07.2023") or a web invoice ("11/5/23" under the title) that is the
 * document's date. Periods ("01.06.2023 - 30.06.2023"), print stamps with a time, and dates
 * beside a word of `exclude` ("due April 13, 2023") or a date label are something else.
 */
export function headerDates(
  layout: PageLayout,
  conventions: DocumentConventions,
  exclude: readonly string[],
): { value: string; words: PlacedWord[]; lineIndex: number }[] {
  const { height } = layout.page;
  const out: { value: string; words: PlacedWord[]; lineIndex: number }[] = [];
  layout.lines.forEach((line, lineIndex) => {
    if (line.box.y0 > headerShare * height || line.box.y1 < marginShare * height) return;
    const linePhrases = layout.phrases[lineIndex]!;
    linePhrases.forEach((phrase, p) => {
      const texts = phrase.map((w) => fold(w.text));
      const text = texts.join(' ');
      for (const d of findDates(text, conventions.dateOrder)) {
        if (!d.iso) continue;
        const before = text.slice(0, d.index);
        const after = text.slice(d.index + d.length);
        if (rangeAfter.test(after) || rangeBefore.test(before) || timeAfter.test(after)) continue;
        const dateWords = wordsAt(phrase, texts, d.index, d.index + d.length);
        // The words around it, and the phrase to its left, where a label would be.
        const others = [...(linePhrases[p - 1] ?? []), ...phrase]
          .filter((w) => !dateWords.includes(w))
          .map((w) => fold(w.text).replace(/[^a-z]/g, ''));
        // A date beside a date label ("Lieferdatum, 30.06.2023") is read by its label's rule.
        if (others.some((w) => exclude.includes(w) || /dat|fecha/.test(w))) continue;
        out.push({ value: d.iso, words: dateWords, lineIndex });
      }
    });
  });
  return out;
}
