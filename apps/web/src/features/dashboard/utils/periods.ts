import { formatDateIn, isIsoDate } from '@docvue/contracts';

/**
 * Labels of the dashboard's months ('YYYY-MM') and days ('YYYY-MM-DD'). The server counts by
 * UTC month and day, so they are read in UTC: a day never shifts to its neighbour in the
 * user's time zone.
 */
const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });

const monthShort = utc({ month: 'short', year: '2-digit' });
const monthLong = utc({ month: 'long', year: 'numeric' });
const dayShort = utc({ month: 'short', day: 'numeric' });

const dateOf = (iso: string) => {
  const d = new Date(`${iso.length === 7 ? `${iso}-01` : iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? null : d;
};

const label = (format: Intl.DateTimeFormat) => (iso: string) => {
  const d = dateOf(iso);
  return d ? format.format(d) : iso;
};

/** 'Nov 25' on the axis, 'November 2025' in the table. */
export const monthLabel = label(monthShort);
export const monthFullLabel = label(monthLong);
/** 'Nov 5' on the axis; in the table the whole date, as the user's date format writes it ('11/05/2025', '05/11/2025'). */
export const dayLabel = label(dayShort);
export const dayFullLabel = (iso: string, dateFormat: string) => (isIsoDate(iso) ? formatDateIn(iso, dateFormat) : iso);
