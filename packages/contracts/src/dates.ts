/** Strict calendar dates: "2026-02-30" is not a date. Stored as ISO `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Parses a date typed in one of the user's formats (MM/dd/yyyy, dd/MM/yyyy, yyyy/MM/dd, yyyy-MM-dd) strictly. */
export function parseDateInFormat(text: string, format: string): string | null {
  const order = format.split(/[^Mdy]+/);
  const parts = text.trim().split(/[^0-9]+/);
  if (order.length !== 3 || parts.length !== 3) return null;
  const get = (token: string) => parts[order.findIndex((o) => o.startsWith(token))] ?? '';
  const y = get('y');
  const mo = get('M');
  const d = get('d');
  if (y.length !== 4 || mo.length < 1 || mo.length > 2 || d.length < 1 || d.length > 2) return null;
  const iso = `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** Formats an ISO date in the user's format. */
export function formatDateIn(iso: string, format: string): string {
  const [y, m, d] = iso.split('-');
  return format
    .replace('yyyy', y ?? '')
    .replace('MM', m ?? '')
    .replace('dd', d ?? '');
}
