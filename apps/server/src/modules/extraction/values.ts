import { centsToDecimal, metadataKindOf, toCents } from '@docvue/contracts';
import { findAmounts, type DecimalMark } from './amounts.js';
import { usConventions, type DocumentConventions } from './conventions.js';
import { parseDate } from './dates.js';

/*
 * Turning captured text into stored values (documents.md §4): currency and numeric keep only
 * digits, minus and point; dates must be real calendar dates, stored as ISO YYYY-MM-DD. Text
 * that does not give a valid value gives nothing, so a wrong capture never overwrites a field
 * with garbage.
 */

export { parseDate } from './dates.js';

/**
 * The first amount in `text`, cleaned to digits, minus and point; for currency, the first
 * one written like money (a currency sign or decimals) if there is one. Accounting negatives
 * — "(12.00)" and "12.00-" — keep their sign, which plain stripping would lose.
 */
export function parseNumber(text: string, kind: 'numeric' | 'currency', decimal: DecimalMark = '.'): string | null {
  const amounts = findAmounts(text, decimal);
  const amount = kind === 'currency' ? (amounts.find((a) => a.currency || a.decimals) ?? amounts[0]) : amounts[0];
  if (!amount) return null;
  if (kind === 'numeric') return amount.value;
  const cents = toCents(amount.value);
  return cents === null ? null : centsToDecimal(cents);
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

/** Types auto-extraction can fill (the metadata-kind table); a List only when there are values to match. */
export function isExtractable(t: ValueTarget): boolean {
  const kind = metadataKindOf(t.metadataTypeId);
  if (kind.values === 'list') return (t.listValues?.length ?? 0) > 0;
  return kind.extractable;
}

/**
 * The stored value of captured text for a field of this type, or null when it is not one.
 * Dates and amounts are read in the document's conventions (US ones when none are given).
 */
export function cleanValue(
  t: ValueTarget,
  text: string,
  conventions: DocumentConventions = usConventions,
): string | null {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const kind = metadataKindOf(t.metadataTypeId);
  let value: string | null;
  switch (kind.format) {
    case 'date':
      return parseDate(oneLine, conventions.dateOrder);
    case 'numeric':
    case 'currency':
      return parseNumber(oneLine, kind.format, conventions.decimal);
    case 'textarea':
      value = text.trim();
      break;
    default:
      // A capture that took the label's colon along ("Invoice #: 123") drops it.
      value = oneLine.replace(/^[:\s]+/, '');
  }
  if (!value) return null;
  if (t.listValues?.length) return matchListValue(value, t.listValues);
  return kind.values === 'list' ? null : value;
}
