import { DocumentTemplate, invoicePaymentKeys, MetadataType as T } from '@docvue/contracts';
import { column, defineTemplate, field } from './types.js';

/** Field keys of the AR invoice; docPurchaserName is the spec's purchaser party key. */
export const ArInvoiceKeys = {
  invoiceNumber: 'invoiceNumber',
  invoiceDate: 'invoiceDate',
  serviceDate: 'serviceDate',
  dueDate: 'dueDate',
  purchaser: 'docPurchaserName',
  vendor: 'vendor',
  orgUnit: 'orgUnit',
  poNumber: 'poNumber',
  fieldTicketNumber: 'fieldTicketNumber',
  afe: 'afe',
  paymentTerms: 'paymentTerms',
  invoiceTotal: 'invoiceTotal',
  scanDate: 'scanDate',
  remarks: 'remarks',
  paidDate: invoicePaymentKeys.date,
  paidAmount: invoicePaymentKeys.amount,
  paymentReference: invoicePaymentKeys.reference,
} as const;

export const ArInvoiceColumns = {
  description: 'description',
  quantity: 'quantity',
  unit: 'unit',
  unitPrice: 'unitPrice',
  amount: 'amount',
  afe: 'afe',
  costCenter: 'costCenter',
  accountCode: 'accountCode',
  well: 'well',
} as const;

const K = ArInvoiceKeys;
const C = ArInvoiceColumns;

/**
 * A vendor's invoice to a purchaser (oilfield services billed to an operator). The purchaser's
 * coding — AFE, cost centre, GL account, well — is third-party data: the vendor picks it from
 * the purchaser's master data, as operators require on field-service invoices.
 */
export const arInvoiceTemplate = defineTemplate({
  templateId: DocumentTemplate.ArInvoice,
  name: 'AR Invoice',
  pluralName: 'AR Invoices',
  metadataDefinitions: [
    field(K.invoiceNumber, 'Invoice #', T.Text, { isRequired: true }),
    field(K.invoiceDate, 'Invoice Date', T.Date, { isRequired: true }),
    field(K.serviceDate, 'Service Date', T.Date, { isRequired: true }),
    field(K.dueDate, 'Due Date', T.Date),
    field(K.purchaser, 'Purchaser', T.Purchaser, { isRequired: true }),
    field(K.vendor, 'Vendor', T.Vendor),
    field(K.orgUnit, 'Org Unit', T.OrgUnit, { isRequired: true }),
    field(K.poNumber, 'PO #', T.Text),
    field(K.fieldTicketNumber, 'Field Ticket #', T.Text, { isMultiple: true, isHiddenInList: true }),
    field(K.afe, 'AFE #', T.AFE, { isThirdParty: true }),
    field(K.paymentTerms, 'Terms', T.List, {
      isHiddenInList: true,
      listValues: ['Due on Receipt', 'Net 15', 'Net 30', 'Net 45', 'Net 60', '2% 10 Net 30'],
    }),
    field(K.invoiceTotal, 'Invoice Total', T.Currency, { isRequired: true, isDollarTotal: true }),
    field(K.scanDate, 'Scan Date', T.Date, { isRequired: true, isDocumentProperty: true }),
    field(K.remarks, 'Remarks', T.TextArea, { isHiddenInList: true }),
    // The payment, as the purchaser's Mark Paid records it (issue 40): read-only, seen by both sides, in
    // the list and its exports (migration 0029 adds them to older companies).
    field(K.paidDate, 'Paid Date', T.Date, { isReadonly: true }),
    field(K.paidAmount, 'Amount Paid', T.Currency, { isReadonly: true }),
    field(K.paymentReference, 'Payment Reference', T.Text, { isReadonly: true }),
  ],
  lineItemColumns: [
    column(C.description, 'Description', T.Text, { isRequired: true }),
    column(C.quantity, 'Quantity', T.Numeric, { isRequired: true }),
    // The unit of measure (PIDX UnitOfMeasureCode, ANSI X12: EA, HR, DAY, BBL …); migration 0025 adds it to older companies.
    column(C.unit, 'Unit', T.Text),
    column(C.unitPrice, 'Unit Price', T.Currency),
    column(C.amount, 'Amount', T.Currency, { isRequired: true, isAmount: true }),
    column(C.afe, 'AFE #', T.AFE, { isThirdParty: true }),
    column(C.costCenter, 'Cost Center', T.CostCenter, { isThirdParty: true }),
    column(C.accountCode, 'Account Code', T.AccountCode, { isThirdParty: true }),
    column(C.well, 'Well', T.Well, { isThirdParty: true }),
  ],
});
