import { normalizeLabel } from './labels.js';

/**
 * Where a field's value is printed: the labels that introduce it, best first. Labels of a
 * later tier are tried only when no earlier one gave a value (a bare "Date" only when there
 * is no "Invoice Date").
 */
export interface PatternRule {
  /** Field keys or names (normalized) this rule reads. */
  fields: readonly string[];
  tiers: readonly (readonly string[])[];
  /** An identifier: the first word holding a digit, not the whole phrase after the label. */
  id?: boolean;
  /** Among several values of the best tier: the first in reading order, or the largest amount (totals). */
  pick?: 'first' | 'largest';
}

const totals: PatternRule = {
  fields: ['invoicetotal', 'total', 'totalamount', 'amountdue', 'totaldue', 'invoiceamount', 'balancedue'],
  tiers: [
    ['Invoice Total', 'Grand Total', 'Total Due', 'Amount Due', 'Balance Due', 'Total Amount', 'Invoice Amount'],
    ['Total', 'Total USD'],
  ],
  pick: 'largest',
};

export const patternRules: readonly PatternRule[] = [
  {
    fields: ['invoicenumber', 'invoice#', 'invoiceno', 'invoicenum', 'docinvoicenumber'],
    tiers: [['Invoice #', 'Invoice No.', 'Invoice Number', 'Invoice Num', 'Inv #', 'Inv. No.']],
    id: true,
  },
  { fields: ['invoicedate', 'docinvoicedate'], tiers: [['Invoice Date', 'Inv Date', 'Date of Invoice'], ['Date']] },
  { fields: ['duedate', 'paymentduedate'], tiers: [['Due Date', 'Date Due', 'Payment Due', 'Payment Due Date']] },
  {
    fields: ['servicedate', 'dateofservice', 'serviceperiod'],
    tiers: [['Service Date', 'Date of Service', 'Service Period', 'Date(s) of Service'], ['Period']],
  },
  {
    fields: ['ponumber', 'po#', 'pono', 'purchaseorder', 'purchaseordernumber'],
    tiers: [['PO #', 'PO No.', 'PO Number', 'P.O. Number', 'Purchase Order', 'Purchase Order #', 'PO']],
    id: true,
  },
  { fields: ['afe', 'afe#', 'afenumber', 'afeno'], tiers: [['AFE #', 'AFE No.', 'AFE Number', 'AFE']], id: true },
  {
    fields: ['checknumber', 'check#', 'checkno', 'chequenumber'],
    tiers: [['Check #', 'Check No.', 'Check Number', 'Cheque #']],
    id: true,
  },
  { fields: ['checkdate', 'chequedate'], tiers: [['Check Date', 'Cheque Date'], ['Date']] },
  {
    fields: ['checkamount', 'chequeamount'],
    tiers: [['Check Amount', 'Check Total', 'Amount Paid', 'Net Check Amount'], ['Amount']],
    pick: 'largest',
  },
  {
    fields: ['docdivisionordernumber', 'divisionordernumber', 'divisionorder#', 'donumber', 'do#'],
    tiers: [['Division Order #', 'Division Order No.', 'Division Order Number', 'DO #', 'DO Number']],
    id: true,
  },
  {
    fields: ['decimalinterest', 'ownerinterest', 'nri', 'netrevenueinterest', 'ownerdecimal'],
    tiers: [
      ['Decimal Interest', 'Owner Decimal', 'Net Revenue Interest', 'NRI', 'Decimal'],
      ['Owner Interest', 'Interest'],
    ],
  },
  totals,
];

/** Every label any rule knows: a candidate value that is one of these is a neighbouring label. */
export const ruleLabels: readonly string[] = patternRules.flatMap((r) => r.tiers.flat());

/**
 * The rule for a field: a named one, the totals rule for the document's dollar-total field,
 * else the field's own label ("Field Ticket #", "Effective Date"), which is how most forms
 * print it.
 */
export function ruleFor(field: { key: string; name: string; isDollarTotal?: boolean | undefined }): PatternRule {
  const names = [normalizeLabel(field.key), normalizeLabel(field.name)];
  const named = patternRules.find((r) => r.fields.some((f) => names.includes(f)));
  const byName = (r: PatternRule): PatternRule => ({
    ...r,
    tiers: r.tiers.map((t, i) => (i === 0 && !t.includes(field.name) ? [...t, field.name] : t)),
  });
  if (named) return byName(named);
  if (field.isDollarTotal) return byName(totals);
  return { fields: names, tiers: [[field.name]], id: /#$|\bnumber$|\bno\.?$/i.test(field.name.trim()) };
}
