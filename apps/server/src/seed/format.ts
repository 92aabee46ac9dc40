/**
 * Money and dates of the demo data. Amounts are decimal strings with two places
 * ("1234.50"); arithmetic is done in integer cents (BigInt where products can pass 2^53).
 */

function parseDecimal(s: string): { digits: bigint; scale: number } {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(s.trim());
  if (!m) throw new Error(`Not a decimal number: "${s}"`);
  const fraction = m[3] ?? '';
  const digits = BigInt(`${m[2]}${fraction}`);
  return { digits: m[1] ? -digits : digits, scale: fraction.length };
}

/** Rounds a / b half away from zero. */
function divRound(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const absA = a < 0n ? -a : a;
  const absB = b < 0n ? -b : b;
  const q = (absA * 2n + absB) / (absB * 2n);
  return negative ? -q : q;
}

export function toCents(amount: string): number {
  const { digits, scale } = parseDecimal(amount);
  return Number(scale <= 2 ? digits * 10n ** BigInt(2 - scale) : divRound(digits, 10n ** BigInt(scale - 2)));
}

/** 123450 → "1234.50" */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 123450 → "1,234.50" (as printed on the sample documents). */
export function formatMoney(cents: number): string {
  const [whole, fraction] = centsToAmount(Math.abs(cents)).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}${grouped}.${fraction}`;
}

/** "1234.5" → "1,234.5": a quantity or volume as printed, keeping its decimals. */
export function formatQuantity(value: string): string {
  const [whole, fraction] = value.split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** The product of two decimals, in cents, rounded half up: quantity × unit price, gross × decimal interest. */
export function multiplyToCents(a: string, b: string): number {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = x.scale + y.scale;
  const product = x.digits * y.digits;
  return Number(scale <= 2 ? product * 10n ** BigInt(2 - scale) : divRound(product, 10n ** BigInt(scale - 2)));
}

/** A percentage of an amount in cents, rounded half up: severance tax at "4.6" percent. */
export function percentOfCents(cents: number, percent: string): number {
  const p = parseDecimal(percent);
  return Number(divRound(BigInt(cents) * p.digits, 100n * 10n ** BigInt(p.scale)));
}

export function sumCents(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant n days (and optionally hours) before now. */
export function daysBefore(now: Date, days: number, hours = 0): Date {
  return new Date(now.getTime() - days * DAY_MS - hours * 60 * 60 * 1000);
}

/** "YYYY-MM-DD" of the UTC day. */
export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** "YYYY-MM-DD" n days after an ISO date. */
export function addDays(iso: string, days: number): string {
  return isoDate(new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS));
}

/** The first day of the month n months before now's month, as "YYYY-MM-DD". */
export function firstOfMonth(now: Date, monthsBack: number): string {
  return isoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1)));
}

/** "2025-03-07" → "03/07/2025", as printed on US documents. */
export function usDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

/** "2025-03-01" → "03/2025", the production month of a revenue statement. */
export function usMonth(iso: string): string {
  const [y, m] = iso.split('-');
  return `${m}/${y}`;
}
