import { isIsoDate } from '@docvue/contracts';
import { fold } from './fold.js';

/**
 * Dates as invoices print them, in English, German, French, Dutch and Spanish: numeric
 * (31/08/2022, 04.07.2023, 2023-11-13, 11/5/23) and with month names (March 4, 2023,
 * Sep 13 , 2022, 4 mars 2023, 12 maart 2022, 7. Mai 2021, 4 de marzo de 2023, 1er mars 2023).
 */

/** Which number comes first in a numeric date whose year is last. */
export type DateOrder = 'dmy' | 'mdy';

// Folded (lower case, no accents) names and abbreviations, by month. A spelling shared by
// several languages ("mar", "mai", "jun") means the same month in all of them.
// prettier-ignore
const monthSpellings: readonly (readonly string[])[] = [
  ['january', 'jan', 'januar', 'janner', 'janvier', 'janv', 'januari', 'enero', 'ene'],
  ['february', 'feb', 'februar', 'fevrier', 'fevr', 'fev', 'februari', 'febrero'],
  ['march', 'mar', 'marz', 'maerz', 'mars', 'maart', 'mrt', 'marzo'],
  ['april', 'apr', 'avril', 'avr', 'abril', 'abr'],
  ['may', 'mai', 'mei', 'mayo'],
  ['june', 'jun', 'juni', 'juin', 'junio'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'julio'],
  ['august', 'aug', 'aout', 'augustus', 'agosto', 'ago'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'setiembre', 'set'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre'],
  ['november', 'nov', 'novembre', 'noviembre'],
  ['december', 'dec', 'dezember', 'dez', 'decembre', 'diciembre', 'dic'],
];

const monthOf = new Map(monthSpellings.flatMap((names, i) => names.map((n) => [n, i + 1] as const)));
// Longest first, so "march" is not read as "mar" followed by "ch".
const monthAlternation = [...monthOf.keys()].sort((a, b) => b.length - a.length).join('|');
const month = `(${monthAlternation})\\.?`;
const year = '(\\d{4})(?!\\d)';
/** Day suffixes: 1st, 2nd, 3rd, 4th; 1er, 2e (French); 7. (German); 1º (Spanish). */
const daySuffix = '(?:st|nd|rd|th|er|e|o|\\.)?';

/** Two-digit years are this century up to 69, last century from 70 (the POSIX pivot). */
const fullYear = (y: string) => (y.length === 4 ? Number(y) : Number(y) + (Number(y) < 70 ? 2000 : 1900));

function iso(y: number, m: number, d: number): string | null {
  const s = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isIsoDate(s) ? s : null;
}

/** A date found in text: its ISO value (null when the calendar has no such day) and where it was. */
export interface DateMatch {
  iso: string | null;
  /** Offset and length in the folded text. */
  index: number;
  length: number;
  /** Digits only (31/08/2022): the kind whose day/month order is ambiguous. */
  numeric: boolean;
}

interface DatePattern {
  re: RegExp;
  numeric: boolean;
  toIso(m: RegExpExecArray, order: DateOrder): string | null;
}

const numericDate = /(?<![\d/.,-])(\d{1,2}) ?([/.-]) ?(\d{1,2}) ?\2 ?(\d{4}|\d{2})(?![\d/-]|\.\d)/g;

const patterns: readonly DatePattern[] = [
  // 2023-11-13, 2022/09/27 (year first is never ambiguous)
  {
    re: /(?<![\d.,])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?!\d)/g,
    numeric: true,
    toIso: (m) => iso(Number(m[1]), Number(m[3]), Number(m[4])),
  },
  // 31/08/2022, 10-31-2026, 04.07.2023, 11/5/23. Dots are the day-first writing of Europe;
  // slashes and dashes follow the document's order.
  {
    re: numericDate,
    numeric: true,
    toIso: (m, order) => {
      const [a, b, y] = [Number(m[1]), Number(m[3]), fullYear(m[4]!)];
      if (m[2] === '.') return iso(y, b, a) ?? iso(y, a, b);
      return order === 'dmy' ? iso(y, b, a) : iso(y, a, b);
    },
  },
  // March 4, 2023 / Sep 13 , 2022 / Oct. 31st, 2026 / mars 4 2023
  {
    re: new RegExp(`\\b${month}\\s*(\\d{1,2})${daySuffix}(?!\\d)\\s*,?\\s*${year}`, 'g'),
    numeric: false,
    toIso: (m) => iso(Number(m[3]), monthOf.get(m[1]!)!, Number(m[2])),
  },
  // 4 mars 2023 / 7. Mai 2021 / 4 de marzo de 2023 / 13 Sep, 2022 / 31-Oct-2026 / 1er mars 2023
  {
    re: new RegExp(
      `(?<![\\d.,])(\\d{1,2})${daySuffix}[\\s-]*(?:de\\s+)?${month}(?![a-z])[\\s,-]*(?:de\\s+)?(\\d{4}|\\d{2})(?!\\d)`,
      'g',
    ),
    numeric: false,
    toIso: (m) => iso(fullYear(m[3]!), monthOf.get(m[2]!)!, Number(m[1])),
  },
];

/** Every date written in `text`, in order, with overlapping readings resolved to the earliest and longest. */
export function findDates(text: string, order: DateOrder = 'mdy'): DateMatch[] {
  const folded = fold(text);
  const found: DateMatch[] = [];
  for (const p of patterns)
    for (const m of folded.matchAll(p.re))
      found.push({ iso: p.toIso(m, order), index: m.index, length: m[0].length, numeric: p.numeric });
  found.sort((a, b) => a.index - b.index || b.length - a.length);
  const out: DateMatch[] = [];
  for (const d of found) {
    const last = out[out.length - 1];
    if (!last || d.index >= last.index + last.length) out.push(d);
  }
  return out;
}

/**
 * The first date written in `text`, as ISO, or null (also when that date does not exist). A
 * value that is only a month ("03/2025", the production month of revenue statements) is the
 * first of that month. Without an order, numeric dates are read month first (US documents).
 */
export function parseDate(text: string, order: DateOrder = 'mdy'): string | null {
  const [first] = findDates(text, order);
  if (first) return first.iso;
  const monthOnly = /^\s*(\d{1,2})\/(\d{4})\s*$/.exec(text);
  return monthOnly ? iso(Number(monthOnly[2]), Number(monthOnly[1]), 1) : null;
}

/**
 * What the numeric dates in `text` say about the order of the document: a first number above
 * 12 is a day (day first), a second one above 12 is a day (month first), and dots are written
 * day first. Counts of each, to be weighed with the other pages and the language.
 */
export function orderEvidence(text: string): Record<DateOrder, number> {
  const votes = { dmy: 0, mdy: 0 };
  for (const m of fold(text).matchAll(numericDate)) {
    const [a, b] = [Number(m[1]), Number(m[3])];
    if (a > 12 && b <= 12) votes.dmy += 2;
    else if (b > 12 && a <= 12) votes.mdy += 2;
    else if (m[2] === '.') votes.dmy += 1;
  }
  return votes;
}
