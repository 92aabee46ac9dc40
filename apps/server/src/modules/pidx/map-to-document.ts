import type { PidxInvoice } from './invoice-model.js';
import { partnerWithRole } from './read-partners.js';
import { invoiceTax } from './reconcile-totals.js';

/** The AR invoice's values (its field keys, as the AR invoice template names them). */
export type InvoiceValues = { key: string; value: string }[];
export type InvoiceLine = Record<string, string | null>;

/** The remarks' lines that carry what the AR invoice has no field for; written once, read back the same. */
export const remarkLabels = {
  invoiceType: 'Invoice type',
  serviceEnd: 'Service period end',
  remitTo: 'Remit to',
  terms: 'Terms',
} as const;

/**
 * A PIDX Invoice as an AR invoice (docs/design.md §9): header values into the template's fields;
 * the header's AFE, cost centre, GL code and well onto the lines that lack them (the purchaser's
 * coding is required on every line at Send), summary charges and tax as lines of their own (so the lines add up to the total, as
 * Send requires), and what has no field — invoice type, service period end, remit-to, other
 * references — as lines of the remarks.
 */
export function mapToDocument(inv: PidxInvoice, termsChoices: readonly string[]) {
  const values: InvoiceValues = [];
  const put = (key: string, value: string | undefined) => {
    if (value) values.push({ key, value });
  };
  put('invoiceNumber', inv.invoiceNumber);
  put('invoiceDate', inv.invoiceDate);
  put('serviceDate', inv.serviceStart);
  put('dueDate', inv.dueDate);
  put('poNumber', inv.poNumber);
  put('fieldTicketNumber', inv.fieldTickets.join(', ') || undefined);
  put('afe', inv.references.afe);
  put('invoiceTotal', inv.summary.total);
  const terms = inv.paymentTerms && termsChoices.find((t) => t.toLowerCase() === inv.paymentTerms!.toLowerCase());
  put('paymentTerms', terms);

  const comment = inv.comment ?? '';
  const extras: string[] = [];
  const note = (label: string, value: string | undefined) => {
    const line = value && `${label}: ${value}`;
    if (line && !comment.split('\n').includes(line)) extras.push(line);
  };
  if (inv.invoiceType !== 'ProductOrService') note(remarkLabels.invoiceType, inv.invoiceType);
  note(remarkLabels.serviceEnd, inv.serviceEnd);
  const remitTo = partnerWithRole(inv.partners, 'RemitTo', 'Payee');
  note(remarkLabels.remitTo, remitTo && [remitTo.name, remitTo.address].filter(Boolean).join(', '));
  if (!terms) note(remarkLabels.terms, inv.paymentTerms);
  for (const other of inv.references.others) note('Reference', other);
  put('remarks', [comment, ...extras].filter(Boolean).join('\n'));

  const header = inv.references;
  const lines: InvoiceLine[] = inv.lines.map((l) => ({
    description: l.description ?? null,
    quantity: l.quantity ?? null,
    unit: l.unit ?? null,
    unitPrice: l.unitPrice ?? null,
    amount: l.amount,
    afe: l.references.afe ?? header.afe ?? null,
    costCenter: l.references.costCenter ?? header.costCenter ?? null,
    accountCode: l.references.accountCode ?? header.accountCode ?? null,
    well: l.references.well ?? header.well ?? null,
  }));
  const extraLine = (description: string, amount: string): InvoiceLine => ({
    description,
    quantity: '1',
    unit: null,
    unitPrice: amount,
    amount,
    afe: header.afe ?? null,
    costCenter: header.costCenter ?? null,
    accountCode: header.accountCode ?? null,
    well: header.well ?? null,
  });
  for (const c of inv.summary.charges) lines.push(extraLine(c.description, c.amount));
  const tax = invoiceTax(inv);
  if (tax !== undefined && tax !== '0.00') lines.push(extraLine('Tax', tax));
  // A cell the file does not fill is no cell: the document keeps what a person saving it would.
  const cells = lines.map((l) => Object.fromEntries(Object.entries(l).filter(([, v]) => v !== null)));
  return { values, lines: cells };
}
