import { MetadataType, partyMetadataTypes, type MetadataTypeId, type PartyTypeId } from '@docvue/contracts';

/** How a metadata type is entered. */
export type InputKind =
  | 'text'
  | 'textarea'
  | 'numeric'
  | 'currency'
  | 'date'
  | 'datetime'
  | 'list'
  | 'lookup'
  | 'party'
  | 'orgUnit'
  | 'documentType';

const T = MetadataType;

/** Master-data fields: offered values, but any text is accepted (the server keeps unknown ones as text). */
const lookupTypes: number[] = [
  T.User,
  T.AFE,
  T.CostCenter,
  T.AccountCode,
  T.Deck,
  T.Well,
  T.ApprovalUser,
  T.ApprovalWorkgroup,
  T.Property,
];

export function inputKindOf(typeId: number): InputKind {
  switch (typeId) {
    case T.TextArea:
      return 'textarea';
    case T.Numeric:
      return 'numeric';
    case T.Currency:
      return 'currency';
    case T.Date:
      return 'date';
    case T.DateTime:
      return 'datetime';
    case T.List:
      return 'list';
    case T.OrgUnit:
      return 'orgUnit';
    case T.DocumentType:
      return 'documentType';
    case T.Party:
      return 'party';
    default:
      if (isPartyMetadataType(typeId)) return 'party';
      return lookupTypes.includes(typeId) ? 'lookup' : 'text';
  }
}

export const isPartyMetadataType = (typeId: number) =>
  typeId === T.Party || partyMetadataTypes[typeId as MetadataTypeId] !== undefined;

/** The party type a party field picks from; the generic Party type searches all of them. */
export const partyTypeOf = (typeId: number): PartyTypeId | undefined => partyMetadataTypes[typeId as MetadataTypeId];

export const isNumericKind = (kind: InputKind) => kind === 'numeric' || kind === 'currency';

/** Fields whose value is one of a list (List, org unit, document type) are picked, not captured from the page. */
export const isCapturableKind = (kind: InputKind) => kind !== 'list' && kind !== 'orgUnit' && kind !== 'documentType';
