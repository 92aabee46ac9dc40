import { centsToDecimal, toCents, type DocumentResponse } from '@docvue/contracts';
import { outputNamespace } from './dialects.js';
import { remarkLabels } from './map-to-document.js';
import { quantityOf } from './values.js';
import { always, el, writeXml, type Node } from './xml-writer.js';

/*
 * What the product writes follows the PIDX 1.61 Invoice and InvoiceResponse schemas a buyer network
 * ships (issue 41; read as 1.62, test/support/pidx-schema.ts validates every file the tests write):
 * each element in the schema's sequence, the required ones always present, attributes unprefixed
 * but for the root's. The intake (read-invoice.ts) reads this and the lenient forms of the field.
 */

/** Every amount the product keeps is in US dollars (the spec's invoices and the demo network's). */
const currency = 'USD';

export const money = (v: string | null | undefined) => {
  const c = toCents(v ?? undefined);
  return c === null ? undefined : centsToDecimal(c);
};
const quantity = (v: string | null | undefined) => {
  try {
    return v ? quantityOf('', v) : undefined;
  } catch {
    return undefined;
  }
};
/** A PIDX MonetaryType: the amount, then its currency (an element, not an attribute). */
export const amount = (name: string, value: string | undefined) =>
  value === undefined ? undefined : el(name, [el('MonetaryAmount', value), el('CurrencyCode', currency)]);
const reference = (indicator: string, value: string | null | undefined) =>
  value
    ? el('ReferenceInformation', [el('ReferenceNumber', value)], { referenceInformationIndicator: indicator })
    : undefined;
/** PIDX dates of service are xs:dateTime: the day the document keeps, at its start. */
const serviceDate = (indicator: string, date: string | undefined) =>
  date ? el('ServiceDateTime', `${date}T00:00:00`, { dateTypeIndicator: indicator }) : undefined;
/**
 * The well of a line. WellInformation requires an identifier: the product keeps the purchaser's
 * name for the well (its Well list), which is the customer's own number for it.
 */
const well = (name: string | null | undefined) =>
  name
    ? el('JobLocationInformation', [
        el('WellInformation', [
          el('WellIdentifier', name, { wellIdentifierIndicator: 'CustomerWellNumber' }),
          el('WellName', name),
        ]),
      ])
    : undefined;

const invoiceTypeCodes = ['ProductOrService', 'CreditMemo', 'DebitMemo'];

const identifier = (indicator: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === ''
    ? undefined
    : el('PartnerIdentifier', String(value), { partnerIdentifierIndicator: indicator });

/**
 * The Seller and BillTo partners of an invoice or its response. PIDX requires an identifier for
 * each: the company's number on this network (AssignedByMarketplace, read by nobody's routing) and,
 * when the sender writes, its own number for the buyer (AssignedBySeller, which routes the file
 * back in: find-partner-party.ts). A buyer the document does not name yet is said so (Other).
 */
export function writtenPartners(doc: DocumentResponse): Node[] {
  const party = doc.side === 'sender' ? doc.receivingParty : null;
  const buyerIds = [
    identifier('AssignedBySeller', party?.number),
    identifier('AssignedByMarketplace', doc.receiverCompany?.id),
  ].filter((n): n is Node => n !== undefined);
  return [
    always(
      'PartnerInformation',
      [identifier('AssignedByMarketplace', doc.senderCompany.id), el('PartnerName', doc.senderCompany.name)],
      { partnerRoleIndicator: 'Seller' },
    ),
    always(
      'PartnerInformation',
      [
        ...(buyerIds.length
          ? buyerIds
          : [el('PartnerIdentifier', 'Not named', { partnerIdentifierIndicator: 'Other', definitionOfOther: 'None' })]),
        el('PartnerName', doc.receiverCompany?.name ?? party?.name),
      ],
      { partnerRoleIndicator: 'BillTo' },
    ),
  ];
}

/**
 * An AR invoice as a PIDX 1.62 Invoice (issue 29), whatever it was read from: the fields the
 * intake reads, written where the schema puts them, so the file comes back in as the same document
 * (docs/design.md §9). The buyer is named by the sender's number for it (AssignedBySeller) when
 * the sender downloads; the receiver's download names the companies only.
 */
export function writeInvoice(doc: DocumentResponse): string {
  const value = (key: string) => doc.metadata.find((m) => m.key === key)?.value ?? undefined;
  const remarks = value('remarks');
  const typeLine = remarks?.split('\n').find((l) => l.startsWith(`${remarkLabels.invoiceType}: `));
  const typeText = typeLine?.slice(remarkLabels.invoiceType.length + 2).trim();
  // Another type in the remarks stays there only (the Comment): the schema's codes are these.
  const invoiceType = invoiceTypeCodes.find((c) => c === typeText) ?? 'ProductOrService';
  const total = money(value('invoiceTotal')) ?? '0.00';
  // The schema has one FieldTicketInformation: several tickets are its number as the document keeps them ("FT-1, FT-2").
  const fieldTickets = (value('fieldTicketNumber') ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .join(', ');

  // In the schema's order (InvoiceProperties).
  const properties = always('InvoiceProperties', [
    always('InvoiceNumber', value('invoiceNumber')),
    always('InvoiceDate', value('invoiceDate')),
    ...writtenPartners(doc),
    el('InvoiceTypeCode', invoiceType),
    el('PurchaseOrderInformation', [el('PurchaseOrderNumber', value('poNumber'))]),
    el('FieldTicketInformation', [el('FieldTicketNumber', fieldTickets)]),
    serviceDate('ServicePeriodStart', value('serviceDate')),
    serviceDate('InvoiceDueDate', value('dueDate')),
    el('PaymentTerms', [el('Description', value('paymentTerms'))]),
    reference('AFENumber', value('afe')),
    el('Comment', remarks),
  ]);

  // The schema needs a line, and on each a quantity and a unit price with their units: an invoice
  // without lines is one line of its total, a line without a quantity one of its amount, a unit
  // not given is written empty (an xs:string the intake reads as none).
  const documentLines = doc.lineItems.length
    ? doc.lineItems
    : [{ description: 'Invoice total', quantity: '1', amount: total }];
  const lines = documentLines.map((line, i) => {
    const unit = line.unit ?? undefined;
    const price = money(line.unitPrice);
    return always('InvoiceLineItem', [
      always('LineItemNumber', String(i + 1)),
      always('InvoiceQuantity', [
        always('Quantity', quantity(line.quantity) ?? '1'),
        always('UnitOfMeasureCode', unit),
      ]),
      always('LineItemInformation', [el('LineItemDescription', line.description ?? undefined)]),
      well(line.well),
      price === undefined
        ? undefined
        : el('Pricing', [
            el('UnitPrice', [
              el('MonetaryAmount', price),
              always('UnitOfMeasureCode', unit),
              el('CurrencyCode', currency),
            ]),
          ]),
      amount('LineItemTotal', money(line.amount) ?? '0.00'),
      reference('AFENumber', line.afe),
      reference('CostCenter', line.costCenter),
      reference('OperatorGeneralLedgerCode', line.accountCode),
    ]);
  });
  const summary = always('InvoiceSummary', [
    always('TotalLineItems', String(lines.length)),
    amount('InvoiceTotal', total),
  ]);
  const root: Node = { name: 'Invoice', children: [properties, always('InvoiceDetails', lines), summary] };
  return writeXml(root, {
    'xmlns:pidx': outputNamespace,
    'pidx:transactionPurposeIndicator': 'Original',
    'pidx:version': '1.62',
  });
}
