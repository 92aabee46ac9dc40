import { firstPaymentDays, isIsoDate, type StatutoryClock } from '@docvue/contracts';

const DAY = 86_400_000;

/** A statement's sale: its month, and where it was read. */
export interface SaleOfStatement {
  month: string;
  from: StatutoryClock['firstSaleFrom'];
}

/** Header keys a statement type may carry its month of sale under (the template's own or a revenue file's). */
const saleMonthKeys = ['saleMonth', 'salesMonth', 'monthOfSale', 'productionMonth', 'saleDate'];
const monthOf = (value: string | null | undefined) => {
  const v = value?.trim() ?? '';
  if (/^\d{4}-\d{2}$/.test(v)) return v;
  return isIsoDate(v.slice(0, 10)) ? v.slice(0, 7) : null;
};

/**
 * The month of sale an owner statement states (issue 31): its sale-month field when its type has
 * one, else the earliest production date of its lines (the template's column: the month of
 * production sold), else its document date (check date, else the day it was sent).
 */
export function saleOfStatement(
  values: Record<string, string | null>,
  lines: Record<string, string | null>[],
  sentAt: Date | null,
): SaleOfStatement | null {
  for (const key of saleMonthKeys) {
    const month = monthOf(values[key]);
    if (month) return { month, from: 'saleMonth' };
  }
  const produced = lines
    .map((l) => monthOf(l.productionDate))
    .filter((m): m is string => m !== null)
    .sort()[0];
  if (produced) return { month: produced, from: 'productionDate' };
  const dated = monthOf(values.checkDate) ?? (sentAt ? sentAt.toISOString().slice(0, 7) : null);
  return dated ? { month: dated, from: 'documentDate' } : null;
}

/**
 * Texas §91.402(a)(1): the first payment is due 120 days after the end of the month of first sale;
 * §91.403: past that, interest accrues unless payment is withheld for a reason the statute names.
 */
export function statutoryClock(firstSale: SaleOfStatement, heldWithInterest: boolean, now: Date): StatutoryClock {
  const [y, m] = firstSale.month.split('-').map(Number) as [number, number];
  const start = Date.UTC(y, m - 1, 1);
  const endOfMonth = Date.UTC(y, m, 0);
  const due = endOfMonth + firstPaymentDays * DAY;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysPastDue = Math.max(0, Math.floor((today - due) / DAY));
  return {
    firstSaleMonth: firstSale.month,
    firstSaleFrom: firstSale.from,
    daysSinceFirstSale: Math.max(0, Math.floor((today - start) / DAY)),
    firstPaymentDue: new Date(due).toISOString().slice(0, 10),
    daysPastDue,
    interestAccrues: heldWithInterest && daysPastDue > 0,
  };
}
