import { centsToDecimal, isIsoDate, pidxLimits, toCents } from '@docvue/contracts';
import { pidxProblem } from './pidx-problem.js';

/**
 * A PIDX date as the document keeps it (YYYY-MM-DD). PIDX dates are xs:date or xs:dateTime; real
 * files also send 20261031 and a time zone, so the day written is kept as written.
 */
export function isoDateOf(path: string, value: string): string {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ].*)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(value.trim());
  const iso = m ? `${m[1]}-${m[2]}-${m[3]}` : '';
  if (!isIsoDate(iso)) throw pidxProblem(path, `"${value}" is not a date (YYYY-MM-DD)`);
  return iso;
}

/** A money amount as the document keeps it: two decimals, a point, no grouping ("1480.00"). */
export function moneyOf(path: string, value: string): string {
  const cents = toCents(value);
  if (cents === null || !/^[-+]?[\d,]*\.?\d*$/.test(value.trim()))
    throw pidxProblem(path, `"${value}" is not an amount`);
  return centsToDecimal(cents);
}

/** A quantity as written, without grouping or trailing zeros ("8.000" → "8", "2.50" → "2.5"). */
export function quantityOf(path: string, value: string): string {
  const v = value.trim().replace(/,/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(v)) throw pidxProblem(path, `"${value}" is not a quantity`);
  const [whole, fraction = ''] = v.replace(/^\+/, '').split('.');
  // A line's amount is quantity × unit price in exact arithmetic: a quantity of 400 decimals was a 500.
  if (whole!.replace(/^-?0*/, '').length > pidxLimits.maxQuantityDigits)
    throw pidxProblem(path, `"${value}" has more than ${pidxLimits.maxQuantityDigits} digits before its point`);
  if (fraction.replace(/0+$/, '').length > pidxLimits.maxQuantityDecimals)
    throw pidxProblem(path, `"${value}" has more than ${pidxLimits.maxQuantityDecimals} decimals`);
  const f = fraction.replace(/0+$/, '');
  return f ? `${whole || '0'}.${f}` : whole || '0';
}

/** Cents of a decimal the reader has already checked. */
export const cents = (value: string | undefined) => (value === undefined ? 0 : (toCents(value) ?? 0));

/**
 * quantity × unit price, to the cent (half away from zero), without floating point; a product
 * beyond what an amount can hold is the file's fault, named by `path`.
 */
export function extended(quantity: string, unitPrice: string, path = '/'): string {
  const [qw, qf = ''] = quantity.replace('-', '').split('.');
  const qScale = 10 ** qf.length;
  const qInt = BigInt(`${qw}${qf}`) * (quantity.startsWith('-') ? -1n : 1n);
  const product = qInt * BigInt(cents(unitPrice));
  const scale = BigInt(qScale);
  const half = product >= 0n ? scale / 2n : -scale / 2n;
  const result = (product + half) / scale;
  if (result > BigInt(Number.MAX_SAFE_INTEGER) || result < -BigInt(Number.MAX_SAFE_INTEGER))
    throw pidxProblem(path, `${quantity} × ${unitPrice} is larger than an amount can be`);
  return centsToDecimal(Number(result));
}

/** "1870.00" as people read it: "1,870.00". */
export const shown = (decimal: string) =>
  (cents(decimal) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
