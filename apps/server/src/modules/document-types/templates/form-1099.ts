import { DocumentTemplate, MetadataType as T } from '@docvue/contracts';
import { defineTemplate, field } from './types.js';

export const Form1099Keys = {
  formType: 'formType',
  taxYear: 'taxYear',
  payer: 'payer',
  payerTin: 'payerTin',
  recipient: 'recipient',
  recipientTin: 'recipientTin',
  accountNumber: 'accountNumber',
  rents: 'rents',
  royalties: 'royalties',
  otherIncome: 'otherIncome',
  federalIncomeTaxWithheld: 'federalIncomeTaxWithheld',
  state: 'state',
  stateTaxWithheld: 'stateTaxWithheld',
} as const;

const K = Form1099Keys;

/** The year-end information return an operator or purchaser issues to each owner it paid. */
export const form1099Template = defineTemplate({
  templateId: DocumentTemplate.Form1099,
  name: '1099',
  pluralName: '1099s',
  metadataDefinitions: [
    field(K.formType, 'Form', T.List, { isRequired: true, listValues: ['1099-MISC', '1099-NEC', '1099-INT'] }),
    field(K.taxYear, 'Tax Year', T.Numeric, { isRequired: true }),
    field(K.payer, 'Payer', T.Operator, { isRequired: true }),
    field(K.payerTin, "Payer's TIN", T.Text, { isHiddenInList: true }),
    field(K.recipient, 'Recipient', T.Owner, { isRequired: true }),
    field(K.recipientTin, "Recipient's TIN", T.Text, { isHiddenInList: true }),
    field(K.accountNumber, 'Account Number', T.Text),
    field(K.rents, 'Box 1 Rents', T.Currency),
    field(K.royalties, 'Box 2 Royalties', T.Currency),
    field(K.otherIncome, 'Box 3 Other Income', T.Currency),
    field(K.federalIncomeTaxWithheld, 'Box 4 Federal Income Tax Withheld', T.Currency),
    field(K.state, 'State', T.Text, { isHiddenInList: true }),
    field(K.stateTaxWithheld, 'State Tax Withheld', T.Currency, { isHiddenInList: true }),
  ],
});
