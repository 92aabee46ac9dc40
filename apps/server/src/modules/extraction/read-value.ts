import type { PlacedWord } from '../../ocr/lines.js';
import { findAmounts, type AmountMatch } from './amounts.js';
import type { DocumentConventions } from './conventions.js';
import { findDates } from './dates.js';
import { fold } from './fold.js';
import { normalizeLabel } from './labels.js';
import { idFillers } from './vocabulary.js';

/** A value read from words, and the words it was read from (for the highlight). */
export interface ValueRead {
  value: string;
  words: PlacedWord[];
}

/** The words covering characters [from, to) of their texts joined by single spaces. */
export function wordsAt(
  words: readonly PlacedWord[],
  texts: readonly string[],
  from: number,
  to: number,
): PlacedWord[] {
  const out: PlacedWord[] = [];
  let at = 0;
  texts.forEach((t, i) => {
    if (at < to && at + t.length > from) out.push(words[i]!);
    at += t.length + 1;
  });
  return out;
}

/** The first real date in the words, read in the document's day/month order. */
export function readDate(words: readonly PlacedWord[], conventions: DocumentConventions): ValueRead | null {
  const texts = words.map((w) => fold(w.text));
  const date = findDates(texts.join(' '), conventions.dateOrder).find((d) => d.iso !== null);
  return date ? { value: date.iso!, words: wordsAt(words, texts, date.index, date.index + date.length) } : null;
}

/**
 * The amount in the words: the first one written like money (a currency sign or decimals),
 * else the first number. "Total 2 items $48.00" is 48.00, "Total 48" is 48.
 */
export function readAmount(
  words: readonly PlacedWord[],
  conventions: DocumentConventions,
): (ValueRead & { amount: AmountMatch }) | null {
  const texts = words.map((w) => w.text);
  const amounts = findAmounts(texts.join(' '), conventions.decimal);
  const amount = amounts.find((a) => a.currency || a.decimals) ?? amounts[0];
  if (!amount) return null;
  return { value: amount.value, amount, words: wordsAt(words, texts, amount.index, amount.index + amount.length) };
}

/**
 * Characters around an identifier that are punctuation, not part of it ("#A-77,", "(123)"), and a
 * number sign printed against it ("n°2023-118", "Nr.12345", "No.4411", "Nº:7"): the sign is the
 * label's, the number what follows it.
 */
const numberSign = /^(?:n[°º]|n[or]\.|n[or]:|num\.|#|№)\s*:?\s*(?=\S*\d)/i;
const trimId = (t: string) =>
  t
    .replace(/^[:([]+/, '')
    .replace(numberSign, '')
    .replace(/^[#:№([]+/, '')
    .replace(/[.,;:)\]]+$/, '');

/**
 * An identifier after its label: fillers and punctuation are skipped ("# — 3189846",
 * "Nr.: 12"), then the next token must hold a digit; it is kept whole, hyphens and slashes
 * included ("FS/22/09/51", "76253815-0004"). A date or an amount is not an identifier.
 */
export function readIdentifier(words: readonly PlacedWord[], minLength = 2): ValueRead | null {
  for (const w of words) {
    const norm = normalizeLabel(w.text);
    if (norm === '' || idFillers.includes(norm)) continue;
    const id = trimId(w.text);
    if (!/\d/.test(id) || id.length < minLength || /[$€£¥%]/.test(id)) return null;
    const date = findDates(id)[0];
    if (date && date.length === fold(id).length) return null;
    return { value: id, words: [w] };
  }
  return null;
}
