import { DivisionOrderResponse, DocumentTemplate, MetadataType as T } from '@docvue/contracts';
import { defineTemplate, field } from './types.js';

/** docDivisionOrderNumber, docOwner and DivisionOrderResponseStatus are keys the spec names. */
export const DivisionOrderKeys = {
  divisionOrderNumber: 'docDivisionOrderNumber',
  owner: 'docOwner',
  ownerNumber: 'ownerNumber',
  operator: 'operator',
  property: 'property',
  well: 'well',
  countyState: 'countyState',
  product: 'product',
  interestType: 'interestType',
  decimalInterest: 'decimalInterest',
  effectiveDate: 'effectiveDate',
  ownerAddressLineOne: 'ownerAddressLineOne',
  ownerAddressLineTwo: 'ownerAddressLineTwo',
  ownerCity: 'ownerCity',
  ownerState: 'ownerState',
  ownerZipCode: 'ownerZipCode',
  responseStatus: 'DivisionOrderResponseStatus',
  returnReason: 'returnReason',
} as const;

/** Division-order address fields: third-party (the owner confirms them) but never required (documents.md §5). */
export const divisionOrderAddressKeys: readonly string[] = [
  DivisionOrderKeys.ownerAddressLineOne,
  DivisionOrderKeys.ownerAddressLineTwo,
  DivisionOrderKeys.ownerCity,
  DivisionOrderKeys.ownerState,
  DivisionOrderKeys.ownerZipCode,
];

export const interestTypes = [
  'Royalty Interest',
  'Working Interest',
  'Overriding Royalty Interest',
  'Non-Participating Royalty Interest',
] as const;

const K = DivisionOrderKeys;
const address = { isThirdParty: true, isHiddenInList: true } as const;

/** An operator's statement of an owner's decimal interest in a property, signed and returned by the owner. */
export const divisionOrderTemplate = defineTemplate({
  templateId: DocumentTemplate.DivisionOrder,
  name: 'Division Order',
  pluralName: 'Division Orders',
  metadataDefinitions: [
    field(K.divisionOrderNumber, 'Division Order #', T.Text, { isRequired: true }),
    field(K.owner, 'Owner', T.Owner, { isRequired: true }),
    field(K.ownerNumber, 'Owner #', T.Text),
    field(K.operator, 'Operator', T.Operator),
    field(K.property, 'Property', T.Property, { isRequired: true }),
    field(K.well, 'Well', T.Well),
    field(K.countyState, 'County, State', T.Text, { isHiddenInList: true }),
    field(K.product, 'Product', T.List, { listValues: ['All Products', 'Oil', 'Gas', 'NGL'] }),
    field(K.interestType, 'Interest Type', T.List, { isRequired: true, listValues: interestTypes }),
    field(K.decimalInterest, 'Decimal Interest', T.Numeric, { isRequired: true }),
    field(K.effectiveDate, 'Effective Date', T.Date, { isRequired: true }),
    field(K.ownerAddressLineOne, 'Owner Address', T.Text, address),
    field(K.ownerAddressLineTwo, 'Owner Address Line 2', T.Text, address),
    field(K.ownerCity, 'Owner City', T.Text, address),
    field(K.ownerState, 'Owner State', T.Text, address),
    field(K.ownerZipCode, 'Owner Zip Code', T.Text, address),
    field(K.responseStatus, 'Response Status', T.List, {
      isReadonly: true,
      isHiddenInList: true,
      listValues: [DivisionOrderResponse.ReturnedSigned, DivisionOrderResponse.ReturnedUnsigned],
    }),
    // Why the owner returned it unsigned, as the owner wrote it: on the document, for the operator to read.
    field(K.returnReason, 'Return Reason', T.Text, { isReadonly: true, isHiddenInList: true }),
  ],
});
