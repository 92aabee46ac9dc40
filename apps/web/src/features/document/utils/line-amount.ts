import { centsToDecimal, lineAmountCents, toCents, type LineItemCells, type LineItemColumn } from '@docvue/contracts';

/** The columns of a line whose amount is its quantity × unit price (the AR invoice's, server `templates/ar-invoice.ts`). */
export interface AmountColumns {
  quantity: string;
  unitPrice: string;
  amount: string;
}

export function amountColumnsOf(columns: LineItemColumn[]): AmountColumns | null {
  const amount = columns.find((c) => c.isAmount);
  const has = (key: string) => columns.some((c) => c.key === key);
  return amount && has('quantity') && has('unitPrice')
    ? { quantity: 'quantity', unitPrice: 'unitPrice', amount: amount.key }
    : null;
}

/** Quantity × unit price of a line, rounded to the cent; null while either is missing. */
export const computedAmount = (cells: LineItemCells, c: AmountColumns) =>
  lineAmountCents(cells[c.quantity], cells[c.unitPrice]);

/**
 * The cells after a change of the quantity or the unit price: the amount follows while it is empty
 * or still the product of the values before (issue 40); one typed over is the user's and stays.
 */
export function withComputedAmount(before: LineItemCells, after: LineItemCells, c: AmountColumns): LineItemCells {
  const own = after[c.amount];
  const followed = own === null || own === undefined || own.trim() === '' || toCents(own) === computedAmount(before, c);
  if (!followed) return after;
  // A quantity or price cleared clears the amount that was its product: retyping it fills it again.
  const now = computedAmount(after, c);
  return { ...after, [c.amount]: now === null ? null : centsToDecimal(now) };
}

/** The warning under an amount that differs from its quantity × unit price, or undefined. */
export function amountDifference(cells: LineItemCells, c: AmountColumns): string | undefined {
  const computed = computedAmount(cells, c);
  const own = toCents(cells[c.amount]);
  if (computed === null || own === null || own === computed) return undefined;
  return `Differs from quantity × unit price (${centsToDecimal(computed)})`;
}
