import { DocumentTemplate, MetadataType as T } from '@docvue/contracts';
import { column, defineTemplate, field } from './types.js';

export const RunStatementKeys = {
  statementNumber: 'statementNumber',
  statementDate: 'statementDate',
  productionMonth: 'productionMonth',
  purchaser: 'purchaser',
  operator: 'operator',
  property: 'property',
  totalVolume: 'totalVolume',
  totalGrossValue: 'totalGrossValue',
  totalTaxes: 'totalTaxes',
  netTotal: 'netTotal',
} as const;

export const RunStatementColumns = {
  well: 'well',
  product: 'product',
  volume: 'volume',
  price: 'price',
  grossValue: 'grossValue',
  taxes: 'taxes',
  netValue: 'netValue',
} as const;

const K = RunStatementKeys;
const C = RunStatementColumns;

/** A purchaser's monthly statement of the volumes it took from an operator's lease, and their value. */
export const runStatementTemplate = defineTemplate({
  templateId: DocumentTemplate.RunStatement,
  name: 'Run Statement',
  pluralName: 'Run Statements',
  metadataDefinitions: [
    field(K.statementNumber, 'Statement #', T.Text, { isRequired: true }),
    field(K.statementDate, 'Statement Date', T.Date, { isRequired: true }),
    field(K.productionMonth, 'Production Month', T.Date, { isRequired: true }),
    field(K.purchaser, 'Purchaser', T.Purchaser),
    field(K.operator, 'Operator', T.Operator, { isRequired: true }),
    field(K.property, 'Property', T.Property),
    field(K.totalVolume, 'Total Volume', T.Numeric, { isHiddenInList: true }),
    field(K.totalGrossValue, 'Total Gross Value', T.Currency, { isHiddenInList: true }),
    field(K.totalTaxes, 'Total Taxes', T.Currency, { isHiddenInList: true }),
    field(K.netTotal, 'Net Value', T.Currency, { isRequired: true, isDollarTotal: true }),
  ],
  lineItemColumns: [
    column(C.well, 'Well', T.Well, { isRequired: true }),
    column(C.product, 'Product', T.Text, { isRequired: true }),
    column(C.volume, 'Volume', T.Numeric, { isRequired: true }),
    column(C.price, 'Price', T.Currency),
    column(C.grossValue, 'Gross Value', T.Currency),
    column(C.taxes, 'Taxes', T.Currency),
    column(C.netValue, 'Net Value', T.Currency, { isRequired: true, isAmount: true }),
  ],
});
