import { DocumentTemplate, MetadataType as T } from '@docvue/contracts';
import { column, defineTemplate, field } from './types.js';

export const OwnerStatementKeys = {
  checkNumber: 'checkNumber',
  checkDate: 'checkDate',
  checkAmount: 'checkAmount',
  owner: 'owner',
  ownerNumber: 'ownerNumber',
  operator: 'operator',
} as const;

export const OwnerStatementColumns = {
  property: 'property',
  productionDate: 'productionDate',
  product: 'product',
  volume: 'volume',
  price: 'price',
  grossValue: 'grossValue',
  ownerInterest: 'ownerInterest',
  taxes: 'taxes',
  deductions: 'deductions',
  netValue: 'netValue',
} as const;

const K = OwnerStatementKeys;
const C = OwnerStatementColumns;

/**
 * The check stub of a revenue payment to an owner. Volume, price and gross value are for the
 * whole property (8/8ths); taxes, deductions and net are the owner's share, and the net
 * column adds up to the check amount.
 */
export const ownerStatementTemplate = defineTemplate({
  templateId: DocumentTemplate.OwnerStatement,
  name: 'Owner Statement',
  pluralName: 'Owner Statements',
  metadataDefinitions: [
    field(K.checkNumber, 'Check #', T.Text, { isRequired: true }),
    field(K.checkDate, 'Check Date', T.Date, { isRequired: true }),
    field(K.checkAmount, 'Check Amount', T.Currency, { isRequired: true, isDollarTotal: true }),
    field(K.owner, 'Owner', T.Owner, { isRequired: true }),
    field(K.ownerNumber, 'Owner #', T.Text),
    field(K.operator, 'Operator', T.Operator),
  ],
  lineItemColumns: [
    column(C.property, 'Property', T.Property, { isRequired: true }),
    column(C.productionDate, 'Production Date', T.Date),
    column(C.product, 'Product', T.Text),
    column(C.volume, 'Volume', T.Numeric),
    column(C.price, 'Price', T.Currency),
    column(C.grossValue, 'Gross Value', T.Currency),
    column(C.ownerInterest, 'Owner Interest', T.Numeric),
    column(C.taxes, 'Taxes', T.Currency),
    column(C.deductions, 'Deductions', T.Currency),
    column(C.netValue, 'Net', T.Currency, { isRequired: true, isAmount: true }),
  ],
});
