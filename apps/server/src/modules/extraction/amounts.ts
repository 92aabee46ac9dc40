/**
 * Amounts as invoices print them: "$1,234.50", "1.234,50 €", "€83.20", "USD 47.90",
 * "-USD 47.90", "119,00 €", "1 234,56 €", "1'234.50", "(12.00)", "12.00-". The result is a
 * plain decimal string ("-1234.50" stays as written: digits, minus and point).
 */

/** The character a document writes before its decimals. */
export type DecimalMark = '.' | ',';

/** Currency signs written next to an amount, attached or not. */
const currencySign = '[$€£¥₹₽₺₩₪₫฿]';
/** ISO codes written before or after an amount ("USD 47.90", "80,65 EUR"). */
const currencyCode = '(?:USD|EUR|GBP|CHF|CAD|AUD|NZD|JPY|SEK|NOK|DKK|PLN|CZK|HUF|MXN|BRL|INR|ZAR|SGD|HKD)';
/** Spaces that group digits inside one number: no-break, narrow no-break and thin spaces. */
const groupSpace = '\u00a0\u202f\u2009';

export interface AmountMatch {
  /** Decimal string, "-" for negatives. */
  value: string;
  /** Printed with a currency sign or code next to it. */
  currency: boolean;
  /** Printed with decimals ("12.00", not "12"). */
  decimals: boolean;
  /** Where it is written, currency and sign included. */
  index: number;
  length: number;
}

/**
 * The digits of one printed number to a decimal string, given the document's decimal mark:
 * both marks present → the last is the decimal one; one mark repeated → thousands; one mark
 * with three digits after → the document's decimal mark decides; otherwise it is the decimal
 * point ("0,00390625", "19.0").
 */
export function numberValue(body: string, decimal: DecimalMark = '.'): string | null {
  const plain = body.replace(new RegExp(`['’${groupSpace} ]`, 'g'), '');
  if (!/^\d[\d.,]*$/.test(plain) || /[.,]$/.test(plain)) return null;
  const marks = plain.replace(/\d/g, '');
  let whole = plain;
  let fraction = '';
  const split = (mark: string) => {
    const at = plain.lastIndexOf(mark);
    whole = plain.slice(0, at);
    fraction = plain.slice(at + 1);
  };
  if (marks.includes('.') && marks.includes(',')) split(marks[marks.length - 1]!);
  else if (marks.length === 1) {
    const after = plain.length - plain.indexOf(marks) - 1;
    if (after !== 3 || marks === decimal) split(marks);
  }
  // What remains before the decimals is grouped in threes, or not grouped at all.
  const groups = whole.split(/[.,]/);
  if (groups.length > 1 && (groups[0]!.length > 3 || groups.slice(1).some((g) => g.length !== 3))) return null;
  const digits = groups.join('').replace(/^0+(?=\d)/, '');
  return fraction ? `${digits}.${fraction}` : digits;
}

const sign = `[-−–]`;
/**
 * One amount with what may surround it: an opening parenthesis or minus, a currency before,
 * the number (digits, grouping marks, decimals), a currency after, a closing parenthesis or a
 * trailing minus. Amounts must not touch letters or other digits ("RM25-0008", "11/04/2026").
 */
const amountRe = new RegExp(
  `(?<![\\w.,/:-])(\\()?(${sign})?\\s?(${currencySign}|${currencyCode}(?=[\\s\\d]))?\\s?(${sign})?` +
    `(\\d{1,3}(?:[.,'’${groupSpace}]\\d{3})+(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)?)` +
    `(?:\\s?(${currencySign}|${currencyCode}\\b))?(\\))?(-(?!\\w))?(?![\\w/%]|[.,:-]\\d)`,
  'gu',
);

/**
 * A number grouped by plain spaces ("1 234,56 €") is one number only when a currency is
 * written next to it; elsewhere the spaces may be table columns ("1 170,42": quantity, price).
 */
function joinSpaceGroups(text: string): string {
  return text
    .replace(
      new RegExp(`(?<![\\d.,])(\\d{1,3}(?: \\d{3})+[.,]\\d{1,2})(?=\\s?(?:${currencySign}|${currencyCode}\\b))`, 'g'),
      (m) => m.replace(/ /g, '\u00a0'),
    )
    .replace(
      new RegExp(`((?:${currencySign}|${currencyCode})\\s?)(\\d{1,3}(?: \\d{3})+[.,]\\d{1,2})(?![\\d])`, 'g'),
      (_, cur: string, n: string) => cur + n.replace(/ /g, '\u00a0'),
    );
}

/** Every amount written in `text`, in order. */
export function findAmounts(text: string, decimal: DecimalMark = '.'): AmountMatch[] {
  const out: AmountMatch[] = [];
  for (const m of joinSpaceGroups(text).matchAll(amountRe)) {
    const [, open, minusBefore, before, minusAfterSign, body, after, close, trailingMinus] = m;
    // Half a pair of parentheses is punctuation around the amount, not an accounting negative.
    const parenthesised = Boolean(open && close);
    const value = numberValue(body!, decimal);
    if (value === null) continue;
    const negative = parenthesised || Boolean(minusBefore || minusAfterSign || trailingMinus);
    out.push({
      value: negative && /[1-9]/.test(value) ? `-${value}` : value,
      currency: Boolean(before || after),
      decimals: value.includes('.'),
      index: m.index,
      length: m[0].length,
    });
  }
  return out;
}
