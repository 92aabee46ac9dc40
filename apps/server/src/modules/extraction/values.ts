import { centsToDecimal, cleanNumeric, isIsoDate, MetadataType, toCents } from '@docvue/contracts';

/*
 * Turning captured text into stored values (documents.md §4): currency and numeric keep only
 * digits, minus and point; dates must be real calendar dates, stored as ISO YYYY-MM-DD. Text
 * that does not give a valid value gives nothing, so a wrong capture never overwrites a field
 * with garbage.
 */

// prettier-ignore
const monthNames: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};
const month =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

/** Two-digit years are this century up to 69, last century from 70 (the POSIX pivot). */
const fullYear = (y: string) => (y.length === 4 ? Number(y) : Number(y) + (Number(y) < 70 ? 2000 : 1900));

function iso(y: number, m: number, d: number): string | null {
  const s = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isIsoDate(s) ? s : null;
}

const datePatterns: { re: RegExp; toIso(m: RegExpExecArray): string | null }[] = [
  // 2026-10-31
  { re: /(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/, toIso: (m) => iso(Number(m[1]), Number(m[2]), Number(m[3])) },
  // 10/31/2026, 10-31-2026, 10.31.2026, 1/5/26 (US order: these are US documents)
  {
    re: /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/-])/,
    toIso: (m) => iso(fullYear(m[4]!), Number(m[1]), Number(m[3])),
  },
  // Oct 31, 2026 / October 31 2026 / Oct. 31st, 2026
  {
    re: new RegExp(`\\b${month}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?!\\d)`, 'i'),
    toIso: (m) => iso(Number(m[3]), monthNames[m[1]!.slice(0, 3).toLowerCase()]!, Number(m[2])),
  },
  // 31 Oct 2026 / 31 October, 2026
  {
    re: new RegExp(`(?<!\\d)(\\d{1,2})\\s+${month}\\.?,?\\s+(\\d{4})(?!\\d)`, 'i'),
    toIso: (m) => iso(Number(m[3]), monthNames[m[2]!.slice(0, 3).toLowerCase()]!, Number(m[1])),
  },
];

/**
 * The first date written in `text`, as ISO, or null. A value that is only a month ("03/2025",
 * the production month of revenue statements) is the first of that month.
 */
export function parseDate(text: string): string | null {
  let best: { at: number; value: string | null } | undefined;
  for (const p of datePatterns) {
    const m = p.re.exec(text);
    if (m && (!best || m.index < best.at)) best = { at: m.index, value: p.toIso(m) };
  }
  if (best) return best.value;
  const monthOnly = /^\s*(\d{1,2})\/(\d{4})\s*$/.exec(text);
  return monthOnly ? iso(Number(monthOnly[2]), Number(monthOnly[1]), 1) : null;
}

/** A token that is an amount as printed: "$1,234.50", "(12.00)", "1234.5-", "-0.25", "12". */
const amountToken = /^[(-]?[$€£]?-?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?\)?-?$/;

/**
 * The first amount in `text`, cleaned to digits, minus and point. Accounting negatives —
 * "(12.00)" and "12.00-" — keep their sign, which plain stripping would lose.
 */
export function parseNumber(text: string, kind: 'numeric' | 'currency'): string | null {
  const tokens = text.replace(/([$€£])\s+(?=\d)/g, '$1').split(/\s+/);
  for (const token of tokens) {
    if (!/\d/.test(token) || !amountToken.test(token)) continue;
    const negative = /^\(.*\)$/.test(token) || /-$/.test(token) || token.startsWith('-');
    let digits = cleanNumeric(token).replace(/-/g, '');
    if (digits.startsWith('.')) digits = `0${digits}`;
    if (!/^\d+(\.\d+)?$/.test(digits)) continue;
    if (kind === 'currency') {
      const cents = toCents(digits);
      if (cents === null) continue;
      return centsToDecimal(negative ? -cents : cents);
    }
    return negative && /[1-9]/.test(digits) ? `-${digits}` : digits;
  }
  return null;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The list value that `text` spells, ignoring case, spaces and punctuation ("NET 30" is "Net 30"). */
export function matchListValue(text: string, listValues: readonly string[]): string | null {
  const wanted = squash(text);
  return wanted ? (listValues.find((v) => squash(v) === wanted) ?? null) : null;
}

export interface ValueTarget {
  metadataTypeId: number;
  /** Allowed values (a List field's choices, or lookup values the caller has); exact spelling is returned. */
  listValues?: readonly string[] | undefined;
}

/** Metadata types whose values are free text, or a code the caller resolves against its master data. */
const textTypes = new Set<number>([
  MetadataType.Text,
  MetadataType.TextArea,
  MetadataType.AFE,
  MetadataType.CostCenter,
  MetadataType.AccountCode,
  MetadataType.Deck,
  MetadataType.Well,
  MetadataType.Property,
]);

/** Types auto-extraction can fill. Parties, users, org units and the like are chosen, not read. */
export function isExtractable(t: ValueTarget): boolean {
  if (t.metadataTypeId === MetadataType.List) return (t.listValues?.length ?? 0) > 0;
  return (
    textTypes.has(t.metadataTypeId) ||
    t.metadataTypeId === MetadataType.Numeric ||
    t.metadataTypeId === MetadataType.Currency ||
    t.metadataTypeId === MetadataType.Date
  );
}

/** The stored value of captured text for a field of this type, or null when it is not one. */
export function cleanValue(t: ValueTarget, text: string): string | null {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  let value: string | null;
  switch (t.metadataTypeId) {
    case MetadataType.Date:
      return parseDate(oneLine);
    case MetadataType.Numeric:
      return parseNumber(oneLine, 'numeric');
    case MetadataType.Currency:
      return parseNumber(oneLine, 'currency');
    case MetadataType.TextArea:
      value = text.trim();
      break;
    default:
      // A capture that took the label's colon along ("Invoice #: 123") drops it.
      value = oneLine.replace(/^[:\s]+/, '');
  }
  if (!value) return null;
  if (t.listValues?.length) return matchListValue(value, t.listValues);
  return t.metadataTypeId === MetadataType.List ? null : value;
}
