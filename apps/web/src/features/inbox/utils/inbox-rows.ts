import { metadataKindOf, type ResultColumn, type ResultRow } from '@docvue/contracts';

/** A row's raw value for a column key (strings or null in the contract). */
export function rawValue(row: ResultRow, key: string): string | null {
  const v = (row as Record<string, unknown>)[key];
  return typeof v === 'string' && v !== '' ? v : null;
}

const isDate = (c: ResultColumn) => ['date', 'datetime'].includes(metadataKindOf(c.metadataType.id).format);

/** How a cell reads on screen; `formatDate` turns stored dates into the user's format. */
export function cellText(row: ResultRow, column: ResultColumn, formatDate: (iso: string) => string): string {
  const v = rawValue(row, column.key);
  if (v === null) return '';
  return isDate(column) ? formatDate(v) : v;
}

export type SortDirection = 'asc' | 'desc';
