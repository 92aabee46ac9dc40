import { formatDateIn, formatUsd, isIsoDate, toCents } from '@docvue/contracts';
import { inputKindOf } from '@/lib/metadata-kinds';

/** Stored form of a DateTime value: ISO date and 24-hour time, "2026-10-31T14:05". */
const isoDateTime = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

export const isIsoDateTime = (value: string) => {
  const m = isoDateTime.exec(value);
  return Boolean(m && isIsoDate(m[1]!) && Number(m[2]) < 24 && Number(m[3]) < 60);
};

export function formatDateTimeIn(value: string, format: string): string {
  const m = isoDateTime.exec(value);
  if (!m || !isIsoDateTime(value)) return value;
  const h24 = Number(m[2]);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${formatDateIn(m[1]!, format)} ${String(h12).padStart(2, '0')}:${m[3]} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** What a Date input shows for a stored value: the user's format, or the text as typed. */
export const dateText = (value: string | null, format: string) =>
  value && isIsoDate(value) ? formatDateIn(value, format) : (value ?? '');

export const dateTimeText = (value: string | null, format: string) =>
  value && isIsoDateTime(value) ? formatDateTimeIn(value, format) : (value ?? '');

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

const two = (n: number) => String(n).padStart(2, '0');

/** The calendar day of `d` where the person is (YYYY-MM-DD), not in UTC. */
export const localIsoDate = (d: Date): string => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;

/** A time stamp of the history or versions: the user's date format and 12-hour time, local time. */
export function displayTimestamp(iso: string, dateFormat: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return dateTimeText(`${localIsoDate(d)}T${two(d.getHours())}:${two(d.getMinutes())}`, dateFormat);
}

/** The local calendar day of a time stamp, in the user's date format (an upload date). */
export function displayDate(iso: string, dateFormat: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return formatDateIn(localIsoDate(d), dateFormat);
}

/**
 * A payment as the server says it in history and notifications ('paid on 2026-11-20, reference
 * CHK-1044', server `documents/decide-document.ts`) with its date in the user's format (issue 40).
 */
export const withPaymentDate = (text: string, dateFormat: string) =>
  text.replace(/\bpaid on (\d{4}-\d{2}-\d{2})\b/g, (all, iso: string) =>
    isIsoDate(iso) ? `paid on ${formatDateIn(iso, dateFormat)}` : all,
  );
