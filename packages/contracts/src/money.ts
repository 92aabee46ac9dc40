/**
 * Money travels as decimal strings ("1234.50") and is compared in integer cents, never in
 * floating point (docs/design.md §5).
 */
export function toCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).replace(/[$,\s]/g, '');
  if (text === '') return null;
  const m = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const whole = m[2] === '' ? 0 : Number(m[2]);
  const frac = (m[3] ?? '').padEnd(3, '0');
  // Round half away from zero on the third decimal.
  let cents = whole * 100 + Number(frac.slice(0, 2)) + (Number(frac[2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents)) return null;
  if (m[1]) cents = -cents;
  return cents;
}

export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50" — currency is shown in US dollars (docs/product/documents.md §9). */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** Numeric input keeps only digits, minus and point (docs/product/documents.md §4); pasted "$1,234.50" becomes "1234.50". */
export function cleanNumeric(text: string): string {
  return text.replace(/[^0-9.-]/g, '');
}
