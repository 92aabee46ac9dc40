import { centsToDecimal, type FieldWarning } from '@docvue/contracts';
import type { PidxInvoice } from './invoice-model.js';
import { cents, extended, shown } from './values.js';

/** The tax the invoice charges: the summary's when it states one, else the lines' taxes added up. */
export function invoiceTax(inv: PidxInvoice): string | undefined {
  if (inv.summary.tax !== undefined) return inv.summary.tax;
  const lineTaxes = inv.lines.filter((l) => l.tax !== undefined);
  return lineTaxes.length ? centsToDecimal(lineTaxes.reduce((s, l) => s + cents(l.tax), 0)) : undefined;
}

/**
 * What does not add up in the invoice, as warnings on the field concerned (issue 29: real files say
 * "1 line" over 5 lines, carry a line tax of 200 against a summary tax of 40). Nothing is corrected:
 * the document keeps the values the file states, and both sides see the warnings.
 */
export function reconcileTotals(inv: PidxInvoice): FieldWarning[] {
  const warnings: FieldWarning[] = [];
  const { summary, lines } = inv;
  if (summary.declaredLineCount !== undefined && summary.declaredLineCount !== lines.length) {
    warnings.push({
      key: 'lineItems',
      message: `The summary declares ${summary.declaredLineCount} line item${summary.declaredLineCount === 1 ? '' : 's'}; the invoice has ${lines.length}.`,
    });
  }
  for (const l of lines) {
    if (!l.statedAmount || !l.quantity || !l.unitPrice) continue;
    const expected = extended(l.quantity, l.unitPrice, l.path);
    if (cents(expected) !== cents(l.amount)) {
      warnings.push({
        key: 'lineItems',
        message: `Line ${l.position}: ${l.quantity} × ${shown(l.unitPrice)} = ${shown(expected)}, but its amount is ${shown(l.amount)}.`,
      });
    }
  }
  const lineSum = lines.reduce((s, l) => s + cents(l.amount), 0);
  const lineTaxes = lines.filter((l) => l.tax !== undefined);
  if (summary.tax !== undefined && lineTaxes.length > 0) {
    const lineTax = lineTaxes.reduce((s, l) => s + cents(l.tax), 0);
    if (lineTax !== cents(summary.tax)) {
      warnings.push({
        key: 'invoiceTotal',
        message: `The line taxes add up to ${shown(centsToDecimal(lineTax))}, but the summary tax is ${shown(summary.tax)}.`,
      });
    }
  }
  if (summary.subtotal !== undefined && cents(summary.subtotal) !== lineSum) {
    warnings.push({
      key: 'invoiceTotal',
      message: `The lines add up to ${shown(centsToDecimal(lineSum))}, but the subtotal is ${shown(summary.subtotal)}.`,
    });
  }
  const charges = summary.charges.reduce((s, c) => s + cents(c.amount), 0);
  const tax = cents(invoiceTax(inv));
  const computed = lineSum + charges + tax;
  if (computed !== cents(summary.total)) {
    const d = (c: number) => shown(centsToDecimal(c));
    warnings.push({
      key: 'invoiceTotal',
      message: `Lines ${d(lineSum)} + charges ${d(charges)} + tax ${d(tax)} = ${d(computed)}, but the invoice total is ${shown(summary.total)}.`,
    });
  }
  return warnings;
}
