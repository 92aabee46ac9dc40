import { toCents } from '@docvue/contracts';
import { joinWords } from '../../ocr/lines.js';
import { findAmounts } from './amounts.js';
import type { DocumentConventions } from './conventions.js';
import { fold } from './fold.js';
import type { PageLayout } from './labels.js';
import { taxWords } from './vocabulary.js';

// Folded words, or two words run together, that name the amount before tax.
// prettier-ignore
const subtotalTerms = new Set([
  'subtotal', 'subtotaal', 'zwischensumme', 'nettobetrag', 'gesamtnetto', 'netto', 'net', 'nett', 'soustotal',
  'totalht', 'montantht', 'baseimponible', 'imponibile', 'exclvat', 'extax', 'excltax', 'exclbtw', 'nettosumme', 'summenetto',
]);

function terms(text: string): string[] {
  const tokens = fold(text)
    .split(/[^a-z]+/)
    .filter(Boolean);
  return [...tokens, ...tokens.slice(1).map((t, i) => tokens[i] + t)];
}

/**
 * The grand totals the page's own figures add up to, in cents: each subtotal (or the sum of
 * the line items) plus each tax amount or nothing. A total candidate found among them is
 * consistent with the document; its choice and confidence count on that.
 */
export function expectedTotals(
  layouts: readonly PageLayout[],
  conventions: DocumentConventions,
  lineAmounts: readonly string[] = [],
): Set<number> {
  const subtotals: number[] = [];
  const taxes: number[] = [0];
  for (const layout of layouts) {
    let before: number[] = [];
    for (const line of layout.lines) {
      const text = joinWords(line.words);
      const found = terms(text);
      const cents = findAmounts(text, conventions.decimal)
        .map((a) => toCents(a.value))
        .filter((c): c is number => c !== null);
      if (found.some((t) => subtotalTerms.has(t))) subtotals.push(...cents);
      else if (found.some((t) => taxWords.includes(t))) {
        taxes.push(...cents);
        // The amount printed just above a tax line is what it is levied on ("Total 100.00 · VAT 20.00").
        subtotals.push(...before.slice(-1));
      }
      before = cents;
    }
  }
  const lines = lineAmounts.map((a) => toCents(a)).filter((c): c is number => c !== null);
  if (lines.length) subtotals.push(lines.reduce((s, c) => s + c, 0));
  const out = new Set<number>();
  for (const s of subtotals) for (const t of taxes) if (s + t !== 0) out.add(s + t);
  return out;
}
