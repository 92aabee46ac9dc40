import { MetadataType, type ResultColumn, type ResultRow } from '@docvue/contracts';

/** A row's raw value for a column key (strings or null in the contract). */
export function rawValue(row: ResultRow, key: string): string | null {
  const v = (row as Record<string, unknown>)[key];
  return typeof v === 'string' && v !== '' ? v : null;
}

const isDate = (c: ResultColumn) =>
  c.metadataType.id === MetadataType.Date || c.metadataType.id === MetadataType.DateTime;

/** How a cell reads on screen; `formatDate` turns stored dates into the user's format. */
export function cellText(row: ResultRow, column: ResultColumn, formatDate: (iso: string) => string): string {
  const v = rawValue(row, column.key);
  if (v === null) return '';
  return isDate(column) ? formatDate(v) : v;
}

/**
 * The rows in which every word of the search text appears in some cell, as the cells read on
 * screen (case does not matter). An empty text keeps every row.
 */
export function filterRows(
  rows: ResultRow[],
  columns: ResultColumn[],
  text: string,
  formatDate: (iso: string) => string,
): ResultRow[] {
  const words = text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const haystack = columns.map((c) => cellText(row, c, formatDate).toLocaleLowerCase()).join('\n');
    return words.every((w) => haystack.includes(w));
  });
}

export type SortDirection = 'asc' | 'desc';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Rows ordered by one column's raw value (ISO dates and plain numbers sort as they should);
 * empty values last either way, then newest first.
 */
export function sortRows(rows: ResultRow[], key: string, direction: SortDirection): ResultRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = rawValue(a, key);
    const y = rawValue(b, key);
    if (x === null || y === null) return x === y ? b.id - a.id : x === null ? 1 : -1;
    return sign * collator.compare(x, y) || b.id - a.id;
  });
}
