import { parseDateInFormat } from '@docvue/contracts';

/**
 * Input masks: `9` takes a digit, `A` a letter of AM/PM, anything else is a separator that is
 * written as soon as the next character arrives. Characters that do not fit are dropped.
 */
export function applyMask(raw: string, mask: string): string {
  let out = '';
  let i = 0;
  for (const m of mask) {
    if (i >= raw.length) break;
    if (m === '9' || m === 'A') {
      const fits = m === '9' ? /\d/ : /[apm]/i;
      while (i < raw.length && !fits.test(raw[i]!)) i++;
      if (i >= raw.length) break;
      out += raw[i]!.toUpperCase();
      i++;
    } else {
      out += m;
      if (raw[i] === m) i++;
    }
  }
  return out;
}

/** "MM/dd/yyyy" → "99/99/9999". */
export const dateMaskOf = (format: string) => format.replace(/[Mdy]/g, '9');

export const TIME_MASK = '99:99 AA';
export const dateTimeMaskOf = (format: string) => `${dateMaskOf(format)} ${TIME_MASK}`;

/** "10/31/2026 02:05 PM" (strictly: hh 01–12, mm 00–59, AM or PM) → "2026-10-31T14:05". */
export function parseDateTimeInFormat(text: string, format: string): string | null {
  const m = /^(.+) (\d{2}):(\d{2}) (AM|PM)$/.exec(text.trim());
  if (!m) return null;
  const date = parseDateInFormat(m[1]!, format);
  const hour = Number(m[2]);
  const minute = Number(m[3]);
  if (!date || hour < 1 || hour > 12 || minute > 59) return null;
  const h24 = (hour % 12) + (m[4] === 'PM' ? 12 : 0);
  return `${date}T${String(h24).padStart(2, '0')}:${m[3]}`;
}
