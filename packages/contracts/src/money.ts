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

/** A decimal string as a whole number scaled by 10^scale, exactly; null when it is not a number. */
function scaled(value: string | null | undefined): { units: bigint; scale: number } | null {
  const text = (value ?? '').replace(/[$,\s]/g, '');
  const m = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const frac = m[3] ?? '';
  const units = BigInt(`${m[2] || '0'}${frac}`);
  return { units: m[1] ? -units : units, scale: frac.length };
}

/**
 * A line's amount from its quantity and unit price, in cents rounded half away from zero (issue 40:
 * 2.5 × $0.33 is $0.83), computed exactly; null when either is missing or not a number.
 */
export function lineAmountCents(quantity: string | null | undefined, unitPrice: string | null | undefined) {
  const q = scaled(quantity);
  const p = scaled(unitPrice);
  if (!q || !p) return null;
  const product = q.units * p.units;
  const divisor = 10n ** BigInt(q.scale + p.scale);
  // cents = product × 100 / divisor, rounded half away from zero.
  const hundredfold = product * 100n;
  const negative = hundredfold < 0n;
  const abs = negative ? -hundredfold : hundredfold;
  const rounded = (abs * 2n + divisor) / (divisor * 2n);
  const cents = Number(negative ? -rounded : rounded);
  return Number.isSafeInteger(cents) ? cents : null;
}
