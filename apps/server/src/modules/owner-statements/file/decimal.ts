/**
 * Exact decimals for money and quantities (docs/design.md §5: never floating point). A value is
 * its digits as a bigint and the number of them after the point: "-1.250" is { units: -1250n,
 * scale: 3 }. Amounts compare in cents, to the cent.
 */
export interface Decimal {
  units: bigint;
  scale: number;
}

/** Up to 15 digits before the point and 8 after, an optional leading minus: what the file format allows. */
const DECIMAL = /^(-?)(\d{1,15})(?:\.(\d{1,8}))?$/;

export function parseDecimal(text: string): Decimal | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const fraction = m[3] ?? '';
  const units = BigInt(`${m[2]}${fraction}`);
  return { units: m[1] === '-' ? -units : units, scale: fraction.length };
}

/** An amount of money: at most two decimals. Null when it is not one. */
export function parseCents(text: string): bigint | null {
  const d = parseDecimal(text);
  if (!d || d.scale > 2) return null;
  return d.units * 10n ** BigInt(2 - d.scale);
}

/** The product of decimals rounded to the cent, half away from zero (as a calculator on a stub does). */
export function productInCents(...factors: Decimal[]): bigint {
  let units = 1n;
  let scale = 0;
  for (const f of factors) {
    units *= f.units;
    scale += f.scale;
  }
  if (scale <= 2) return units * 10n ** BigInt(2 - scale);
  const divisor = 10n ** BigInt(scale - 2);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  let cents = abs / divisor;
  if ((abs % divisor) * 2n >= divisor) cents += 1n;
  return negative ? -cents : cents;
}

/** "-1234.50" from -123450n. */
export function formatCents(cents: bigint | number): string {
  const c = BigInt(cents);
  const negative = c < 0n;
  const abs = negative ? -c : c;
  const whole = abs / 100n;
  const fraction = String(abs % 100n).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** "$1,234.50" / "-$12.00" for the rendered statement and explanations. */
export function formatDollars(cents: bigint | number): string {
  const text = formatCents(cents);
  const negative = text.startsWith('-');
  const [whole, fraction] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}$${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** A decimal's canonical text ("1.50" stays "1.50"; PostgreSQL numeric keeps the scale it was given). */
export function formatDecimal(d: Decimal): string {
  const negative = d.units < 0n;
  const digits = String(negative ? -d.units : d.units).padStart(d.scale + 1, '0');
  const text = d.scale === 0 ? digits : `${digits.slice(0, -d.scale)}.${digits.slice(-d.scale)}`;
  return negative ? `-${text}` : text;
}

/** Whether two decimals are the same number (1.5 and 1.50 are). */
export function sameDecimal(a: string, b: string): boolean {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (!x || !y) return a === b;
  const scale = Math.max(x.scale, y.scale);
  return x.units * 10n ** BigInt(scale - x.scale) === y.units * 10n ** BigInt(scale - y.scale);
}
