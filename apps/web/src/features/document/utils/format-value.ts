import { formatUsd, toCents } from '@docvue/contracts';
import { dateText, dateTimeText } from './masks';
import { inputKindOf } from './metadata-kinds';

/** A stored value as a read-only document shows it: dates in the user's format, money in US dollars. */
export function displayValue(typeId: number, value: string | null | undefined, dateFormat: string): string {
  if (value === null || value === undefined || value === '') return '';
  switch (inputKindOf(typeId)) {
    case 'currency': {
      const cents = toCents(value);
      return cents === null ? value : formatUsd(cents);
    }
    case 'date':
      return dateText(value, dateFormat);
    case 'datetime':
      return dateTimeText(value, dateFormat);
    default:
      return value;
  }
}

/** A time stamp of the history or versions: the user's date format and 12-hour time, local time. */
export function displayTimestamp(iso: string, dateFormat: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  const local = `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  return dateTimeText(local, dateFormat);
}
