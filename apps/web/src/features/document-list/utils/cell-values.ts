import {
  FixedColumnKey,
  metadataKindOf,
  RouteStatus,
  routeStatusNames,
  type ResultColumn,
  type ResultRow,
  type RouteStatusId,
} from '@docvue/contracts';
import { displayTimestamp, displayValue } from '@/lib/format-value';

/** A moment with seconds and a zone ("2026-10-31T14:05:09.120Z"), as the list's Sent column holds. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A value as the list shows it, formatted by its metadata type the way the Document screen
 * shows it: US dollars, dates in the user's format; time stamps in local time.
 */
export function formatValue(typeId: number, value: string | null | undefined, dateFormat: string): string {
  if (value && metadataKindOf(typeId).format === 'datetime' && ISO_INSTANT.test(value))
    return displayTimestamp(value, dateFormat);
  return displayValue(typeId, value, dateFormat);
}

/** The name of a route status; without one it reads Sent (docs/product/documents.md §4). */
export const statusNameOf = (routeStatusId: number | null) =>
  routeStatusNames[(routeStatusId ?? RouteStatus.Sent) as RouteStatusId] ?? routeStatusNames[RouteStatus.Sent];

export const isStatusColumn = (column: Pick<ResultColumn, 'key'>) => column.key === FixedColumnKey.routeStatusName;

/** What one cell of the list shows (and exports). */
export function cellText(column: ResultColumn, row: ResultRow, dateFormat: string): string {
  if (isStatusColumn(column)) return statusNameOf(row.routeStatusId);
  return formatValue(column.metadataType.id, row[column.key] as string | null | undefined, dateFormat);
}

/** The status leads (its icon tells the state at a glance); the type's fields and the rest follow as the server orders them. */
export const statusFirst = (columns: ResultColumn[]) => [
  ...columns.filter(isStatusColumn),
  ...columns.filter((c) => !isStatusColumn(c)),
];

export const isAmountColumn = (column: ResultColumn) =>
  ['numeric', 'currency'].includes(metadataKindOf(column.metadataType.id).format);

/**
 * The columns a phone shows at first: the status, the first two of the type (its number and
 * date, as the templates order them) and the first amount. The others stay one tap away in
 * the column menu.
 */
export function phoneColumnKeys(columns: ResultColumn[]): Set<string> {
  const keys = new Set(columns.filter(isStatusColumn).map((c) => c.key));
  for (const c of columns.filter((c) => !isStatusColumn(c)).slice(0, 2)) keys.add(c.key);
  const amount = columns.find((c) => metadataKindOf(c.metadataType.id).format === 'currency');
  if (amount) keys.add(amount.key);
  return keys;
}
