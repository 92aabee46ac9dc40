import { normalizeLabel } from './labels.js';
import {
  dueDateLabels,
  invoiceDateLabels,
  invoiceNumberLabels,
  invoiceTitles,
  notGrandTotal,
  notInvoiceDate,
  totalLabels,
} from './vocabulary.js';

/**
 * Where a field's value is printed: the labels that introduce it, best first. A value found
 * after a label of an earlier tier beats any found after a later one (a bare "Date" counts
 * only when there is no "Invoice Date").
 */
export interface PatternRule {
  /** Field keys or names (normalized) this rule reads. */
  fields: readonly string[];
  tiers: readonly (readonly string[])[];
  /**
   * Labels may follow a few words ("Subscription total", "VAT Invoice no."), unless one of
   * the words around the label is in `exclude` ("Sub total", "Next billing date").
   */
  qualified?: boolean;
  /** Folded words beside a label that make it another field's. */
  exclude?: readonly string[];
  /** A total: a "Total VAT" is the tax, not the total, unless it says it includes it. */
  total?: boolean;
  /** An identifier: one token holding a digit, not the whole phrase after the label. */
  id?: boolean;
  /** Among several values of the best tier: the first in reading order, or the largest amount (totals). */
  pick?: 'first' | 'largest';
  /**
   * When no label gives a value: an identifier printed alone beside or under one of these titles
   * (the "INVOICE" heading with its number under it), read after every tier.
   */
  titles?: readonly string[];
  /**
   * Before this tier, dates printed without a label at the top of the first page (a letter's
   * "Place, 04.07.2023").
   */
  headerDatesBeforeTier?: number;
}

const totals: PatternRule = {
  fields: ['invoicetotal', 'total', 'totalamount', 'amountdue', 'totaldue', 'invoiceamount', 'balancedue'],
  tiers: [[...totalLabels.strong], [...totalLabels.generic, 'Total USD']],
  qualified: true,
  exclude: notGrandTotal,
  total: true,
  pick: 'largest',
};

export const patternRules: readonly PatternRule[] = [
  {
    fields: ['invoicenumber', 'invoice#', 'invoiceno', 'invoicenum', 'docinvoicenumber'],
    tiers: [[...invoiceNumberLabels.strong], [...invoiceNumberLabels.weak]],
    qualified: true,
    exclude: [
      'order',
      'customer',
      'purchase',
      'original',
      'previous',
      'related',
      'kunden',
      'bestell',
      'client',
      'klant',
      // A payment, delivery, contract or quotation's reference is not the invoice's number.
      'payment',
      'paiement',
      'zahlung',
      'zahlungs',
      'pago',
      'betaling',
      'mandate',
      'mandat',
      'contract',
      'vertrag',
      'contrat',
      'account',
      'konto',
      'compte',
      'cuenta',
      'delivery',
      'lieferschein',
      'livraison',
      'quote',
      'quotation',
      'angebot',
      'devis',
      'offerte',
      'commande',
      'pedido',
      'auftrag',
      'auftrags',
      'bestelling',
    ],
    id: true,
    titles: invoiceTitles,
  },
  {
    fields: ['invoicedate', 'docinvoicedate'],
    tiers: [[...invoiceDateLabels.strong], [...invoiceDateLabels.generic], [...invoiceDateLabels.related]],
    qualified: true,
    exclude: notInvoiceDate,
    headerDatesBeforeTier: 2,
  },
  { fields: ['duedate', 'paymentduedate'], tiers: [[...dueDateLabels]] },
  {
    fields: ['servicedate', 'dateofservice', 'serviceperiod'],
    tiers: [['Service Date', 'Date of Service', 'Service Period', 'Date(s) of Service'], ['Period']],
  },
  {
    fields: ['ponumber', 'po#', 'pono', 'purchaseorder', 'purchaseordernumber'],
    tiers: [['PO #', 'PO No.', 'PO Number', 'P.O. Number', 'Purchase Order', 'Purchase Order #', 'PO']],
    id: true,
  },
  {
    fields: ['afe', 'afe#', 'afenumber', 'afeno'],
    tiers: [['AFE #', 'AFE No.', 'AFE Number', 'AFE Nbr', 'AFE', 'Authority for Expenditure']],
    id: true,
  },
  {
    fields: ['fieldticketnumber', 'fieldticket#', 'fieldticket', 'fieldticketno', 'ticketnumber'],
    tiers: [
      ['Field Ticket #', 'Field Ticket No.', 'Field Ticket Number', 'Field Ticket', 'FT #', 'Service Ticket #'],
      ['Ticket #', 'Ticket No.', 'Ticket Number', 'Delivery Ticket #'],
    ],
    id: true,
  },
  // A well is named ("Mesa Verde 14-2H"); a lease or an API number identifies it when no name is printed.
  {
    fields: ['well', 'wellname', 'well#', 'wellno'],
    tiers: [
      ['Well Name', 'Well', 'Well #', 'Well No.', 'Well/Lease', 'Lease/Well'],
      ['Lease Name', 'Lease'],
      ['API No.', 'API #', 'API Number', 'API Well No.'],
    ],
  },
  { fields: ['lease', 'leasename', 'lease#', 'leaseno'], tiers: [['Lease Name', 'Lease', 'Lease #', 'Lease No.']] },
  {
    fields: ['costcenter', 'costcentre', 'costctr'],
    tiers: [['Cost Center', 'Cost Centre', 'Cost Ctr', 'Cost Center #', 'CC #']],
  },
  {
    fields: ['accountcode', 'glaccount', 'glcode'],
    tiers: [['Account Code', 'GL Account', 'GL Code', 'G/L Account', 'G/L', 'GL #', 'Acct Code']],
  },
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
