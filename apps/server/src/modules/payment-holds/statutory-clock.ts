import { firstPaymentDays, isIsoDate, type FirstPayment, type StatutoryClock } from '@docvue/contracts';

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

/** A division order's effective date as the month of first sale, for an operator that has sent no statement yet. */
export function saleOfDivisionOrder(values: Record<string, string | null>): SaleOfStatement | null {
  const month = monthOf(values.effectiveDate);
  return month ? { month, from: 'effectiveDate' } : null;
}

/**
 * Texas §91.402(a)(1): the first payment is due 120 days after the end of the month of first sale;
 * §91.403: past that, interest accrues unless payment is withheld for a reason the statute names.
 * The clock starts with the first sale and ends with the first payment: once the owner's documents
 * show one (a statement's check, or a 1099 reporting royalties), it is not due any more, and how
 * late it was is counted to that payment. A 1099 of a year before every statement's check shows
 * payments older than the statements: the first sale is earlier than they tell, so none is named.
 * Null when nothing tells when the first sale was nor that anything was paid.
 */
export function statutoryClock(
  firstSale: SaleOfStatement | null,
  firstPaid: FirstPayment | null,
  heldWithInterest: boolean,
  now: Date,
): StatutoryClock | null {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sale = firstPaid?.from === 'form1099' ? null : firstSale;
  if (!sale) {
    if (!firstPaid) return null;
    return {
      firstSaleMonth: null,
      firstSaleFrom: null,
      daysSinceFirstSale: null,
      firstPaymentDue: null,
      firstPayment: firstPaid,
      daysPastDue: 0,
      interestAccrues: false,
    };
  }
  const [y, m] = sale.month.split('-').map(Number) as [number, number];
  const start = Date.UTC(y, m - 1, 1);
  const endOfMonth = Date.UTC(y, m, 0);
  const due = endOfMonth + firstPaymentDays * DAY;
  const until = firstPaid?.date ? Date.parse(`${firstPaid.date}T00:00:00Z`) : today;
  const daysPastDue = Math.max(0, Math.floor((until - due) / DAY));
  return {
    firstSaleMonth: sale.month,
    firstSaleFrom: sale.from,
    daysSinceFirstSale: Math.max(0, Math.floor((today - start) / DAY)),
    firstPaymentDue: new Date(due).toISOString().slice(0, 10),
    firstPayment: firstPaid,
    daysPastDue,
    interestAccrues: !firstPaid && heldWithInterest && daysPastDue > 0,
  };
}
