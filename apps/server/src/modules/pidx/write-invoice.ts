import { centsToDecimal, toCents, type DocumentResponse } from '@docvue/contracts';
import { outputNamespace } from './dialects.js';
import { remarkLabels } from './map-to-document.js';
import { quantityOf } from './values.js';
import { el, writeXml, type Node } from './xml-writer.js';

const money = (v: string | null | undefined) => {
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
const amount = (name: string, value: string | undefined) =>
  value === undefined ? undefined : el(name, [el('MonetaryAmount', value, { 'pidx:currencyCode': 'USD' })]);
const reference = (indicator: string, value: string | null | undefined) =>
  value
    ? el('ReferenceInformation', [el('ReferenceNumber', value)], { 'pidx:referenceInformationIndicator': indicator })
    : undefined;
const well = (name: string | null | undefined) =>
  name ? el('JobLocationInformation', [el('WellInformation', [el('WellName', name)])]) : undefined;

/**
 * An AR invoice as a PIDX 1.62 Invoice (issue 29), whatever it was read from: the fields the
 * intake reads, written where it reads them, so the file comes back in as the same document
 * (docs/design.md §9). The buyer is named by the sender's number for it (AssignedBySeller) when
 * the sender downloads; the receiver's download names the companies only.
 */
export function writeInvoice(doc: DocumentResponse): string {
  const value = (key: string) => doc.metadata.find((m) => m.key === key)?.value ?? undefined;
  const remarks = value('remarks');
  const typeLine = remarks?.split('\n').find((l) => l.startsWith(`${remarkLabels.invoiceType}: `));
  const invoiceType = typeLine?.slice(remarkLabels.invoiceType.length + 2) ?? 'ProductOrService';
  const party = doc.side === 'sender' ? doc.receivingParty : null;
  const buyerName = doc.receiverCompany?.name ?? party?.name;

  const properties = el('InvoiceProperties', [
    el('InvoiceNumber', value('invoiceNumber')),
    el('InvoiceDate', value('invoiceDate')),
    el('InvoiceTypeCode', invoiceType),
    el('PartnerInformation', [el('PartnerName', doc.senderCompany.name)], { 'pidx:partnerRoleIndicator': 'Seller' }),
    el(
      'PartnerInformation',
      [
        party
          ? el('PartnerIdentifier', party.number, { 'pidx:partnerIdentifierIndicator': 'AssignedBySeller' })
          : undefined,
        el('PartnerName', buyerName),
      ],
      { 'pidx:partnerRoleIndicator': 'BillTo' },
    ),
    el('PurchaseOrderInformation', [el('PurchaseOrderNumber', value('poNumber'))]),
    ...(value('fieldTicketNumber') ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)
      .map((t) => el('FieldTicketInformation', [el('FieldTicketNumber', t)])),
    el('ServiceDateTime', value('serviceDate'), { 'pidx:dateTypeIndicator': 'ServicePeriodStart' }),
    el('InvoiceDueDate', value('dueDate')),
    reference('AFENumber', value('afe')),
    el('PaymentTerms', [el('PaymentTermsDescription', value('paymentTerms'))]),
    el('Comment', remarks),
  ]);
  const lines = doc.lineItems.map((line, i) =>
    el('InvoiceLineItem', [
      el('LineItemNumber', String(i + 1)),
      el('InvoiceQuantity', [el('Quantity', quantity(line.quantity)), el('UnitOfMeasureCode', line.unit ?? undefined)]),
      el('LineItemInformation', [el('LineItemDescription', line.description ?? undefined)]),
      el('Pricing', [amount('UnitPrice', money(line.unitPrice))]),
      amount('LineItemTotal', money(line.amount) ?? '0.00'),
      reference('AFENumber', line.afe),
      reference('CostCenter', line.costCenter),
      reference('OperatorGeneralLedgerCode', line.accountCode),
      well(line.well),
    ]),
  );
  const summary = el('InvoiceSummary', [
    el('TotalLineItems', String(doc.lineItems.length)),
    amount('InvoiceTotal', money(value('invoiceTotal')) ?? '0.00'),
  ]);
  const root: Node = { name: 'Invoice', children: [properties, el('InvoiceDetails', lines), summary] };
  return writeXml(root, {
    'xmlns:pidx': outputNamespace,
    'pidx:transactionPurposeIndicator': 'Original',
    'pidx:version': '1.62',
  });
}
