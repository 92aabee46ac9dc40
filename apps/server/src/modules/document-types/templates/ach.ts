import { DocumentTemplate, MetadataType as T } from '@docvue/contracts';
import { defineTemplate, field } from './types.js';

export const AchKeys = {
  authorizationType: 'authorizationType',
  payeeName: 'payeeName',
  bank: 'bank',
  routingNumber: 'routingNumber',
  accountNumber: 'accountNumber',
  accountType: 'accountType',
  effectiveDate: 'effectiveDate',
  remittanceEmail: 'remittanceEmail',
} as const;

const K = AchKeys;

/** A payee's authorization to be paid by ACH credit to its bank account. */
export const achTemplate = defineTemplate({
  templateId: DocumentTemplate.ACH,
  name: 'ACH Authorization',
  pluralName: 'ACH Authorizations',
  metadataDefinitions: [
    field(K.authorizationType, 'Authorization Type', T.List, {
      isRequired: true,
      listValues: ['New Enrollment', 'Change of Account', 'Cancellation'],
    }),
    field(K.payeeName, 'Payee Name', T.Text, { isRequired: true }),
    field(K.bank, 'Bank', T.Bank, { isRequired: true }),
    field(K.routingNumber, 'Routing Number', T.Text, { isRequired: true }),
    field(K.accountNumber, 'Account Number', T.Text, { isRequired: true }),
    field(K.accountType, 'Account Type', T.List, { isRequired: true, listValues: ['Checking', 'Savings'] }),
    field(K.effectiveDate, 'Effective Date', T.Date),
    field(K.remittanceEmail, 'Remittance E-mail', T.Text, { isHiddenInList: true }),
  ],
});
