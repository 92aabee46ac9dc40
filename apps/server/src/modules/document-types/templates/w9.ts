import { DocumentTemplate, MetadataType as T } from '@docvue/contracts';
import { defineTemplate, field } from './types.js';

export const W9Keys = {
  name: 'name',
  businessName: 'businessName',
  taxClassification: 'taxClassification',
  exemptPayeeCode: 'exemptPayeeCode',
  tinType: 'tinType',
  tin: 'tin',
  addressLineOne: 'addressLineOne',
  city: 'city',
  state: 'state',
  zipCode: 'zipCode',
  signatureDate: 'signatureDate',
} as const;

/** Line 3a of the form. */
export const taxClassifications = [
  'Individual/sole proprietor or single-member LLC',
  'C Corporation',
  'S Corporation',
  'Partnership',
  'Trust/estate',
  'Limited liability company',
  'Other',
] as const;

const K = W9Keys;

/** IRS Form W-9: the payee's taxpayer identification number and certification. */
export const w9Template = defineTemplate({
  templateId: DocumentTemplate.W9,
  name: 'W-9',
  pluralName: 'W-9s',
  metadataDefinitions: [
    field(K.name, 'Name', T.Text, { isRequired: true }),
    field(K.businessName, 'Business Name', T.Text),
    field(K.taxClassification, 'Tax Classification', T.List, { isRequired: true, listValues: taxClassifications }),
    field(K.exemptPayeeCode, 'Exempt Payee Code', T.Text, { isHiddenInList: true }),
    field(K.tinType, 'TIN Type', T.List, { isHiddenInList: true, listValues: ['EIN', 'SSN'] }),
    field(K.tin, 'Taxpayer Identification Number', T.Text, { isRequired: true }),
    field(K.addressLineOne, 'Address', T.Text),
    field(K.city, 'City', T.Text),
    field(K.state, 'State', T.Text),
    field(K.zipCode, 'Zip Code', T.Text),
    field(K.signatureDate, 'Signature Date', T.Date, { isRequired: true }),
  ],
});
