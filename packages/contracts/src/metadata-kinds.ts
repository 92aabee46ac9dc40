import { MetadataType, PartyType, type MetadataTypeId, type PartyTypeId } from './ids.js';

/**
 * What each metadata type is, in one table used by the server (save, validation, extraction,
 * lists, search, seed) and the web (inputs, formatting, capture). The SQL that builds search
 * vectors (migration 0003's `docvue_document_texts`) names the party types too; a server test
 * holds it to `searchWeight` here.
 */

/** How a value is entered on the web. */
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

/** How a value is stored and checked: ISO dates, plain decimal numbers, text. */
export type ValueFormat = 'text' | 'textarea' | 'numeric' | 'currency' | 'date' | 'datetime';

/**
 * Where a value comes from:
 * - `text`: typed (or read off the page);
 * - `list`: one of the field's List values; anything else is refused;
 * - `masterData`: the company's values of the type are offered (AFEs, wells, …); other text is kept as typed;
 * - `party`, `orgUnit`, `documentType`: picked from the company's records.
 */
export type ValueSource = 'text' | 'list' | 'masterData' | 'party' | 'orgUnit' | 'documentType';

export interface MetadataKind {
  input: InputKind;
  format: ValueFormat;
  values: ValueSource;
  /** For party fields: the party type picked from (absent: any party). */
  partyTypeId?: PartyTypeId;
  /**
   * Weight of the value in the full-text vector: party names 'B' (beside company names), other
   * values 'C'. Document numbers weigh 'A' by field key, whatever their type.
   */
  searchWeight: 'B' | 'C';
  /** Auto-extraction reads it off the page (a List field only when it has values to match). */
  extractable: boolean;
}

const text = (extractable = true): MetadataKind => ({
  input: 'text',
  format: 'text',
  values: 'text',
  searchWeight: 'C',
  extractable,
});
const masterData = (extractable: boolean): MetadataKind => ({
  input: 'lookup',
  format: 'text',
  values: 'masterData',
  searchWeight: 'C',
  extractable,
});
const party = (partyTypeId?: PartyTypeId): MetadataKind => ({
  input: 'party',
  format: 'text',
  values: 'party',
  ...(partyTypeId === undefined ? {} : { partyTypeId }),
  searchWeight: 'B',
  extractable: false,
});

export const metadataKinds: Record<MetadataTypeId, MetadataKind> = {
  [MetadataType.Text]: text(),
  [MetadataType.TextArea]: { ...text(), input: 'textarea', format: 'textarea' },
  [MetadataType.Numeric]: { ...text(), input: 'numeric', format: 'numeric' },
  [MetadataType.Currency]: { ...text(), input: 'currency', format: 'currency' },
  [MetadataType.Date]: { ...text(), input: 'date', format: 'date' },
  [MetadataType.DateTime]: { ...text(false), input: 'datetime', format: 'datetime' },
  [MetadataType.List]: { ...text(), input: 'list', values: 'list' },
  [MetadataType.User]: masterData(false),
  [MetadataType.ApprovalUser]: masterData(false),
  [MetadataType.ApprovalWorkgroup]: masterData(false),
  [MetadataType.AFE]: masterData(true),
  [MetadataType.CostCenter]: masterData(true),
  [MetadataType.AccountCode]: masterData(true),
  [MetadataType.Deck]: masterData(true),
  [MetadataType.Well]: masterData(true),
  [MetadataType.Property]: masterData(true),
  [MetadataType.DocumentType]: { ...text(false), input: 'documentType', values: 'documentType' },
  [MetadataType.OrgUnit]: { ...text(false), input: 'orgUnit', values: 'orgUnit' },
  [MetadataType.Party]: party(),
  [MetadataType.Vendor]: party(PartyType.Vendor),
  [MetadataType.Owner]: party(PartyType.Owner),
  [MetadataType.Operator]: party(PartyType.Operator),
  [MetadataType.Bank]: party(PartyType.Bank),
  [MetadataType.Purchaser]: party(PartyType.Purchaser),
};

/** The kind of a metadata type id; an unknown id is plain text. */
export const metadataKindOf = (typeId: number): MetadataKind =>
  metadataKinds[typeId as MetadataTypeId] ?? metadataKinds[MetadataType.Text];

/** Values stored against a lookup value (List choices and master data), matched case-insensitively. */
export const resolvesToLookup = (typeId: number) => {
  const { values } = metadataKindOf(typeId);
  return values === 'list' || values === 'masterData';
};

/** How lists sort the values of a type. */
export function sortAsOf(typeId: number): 'number' | 'date' | 'text' {
  const { format } = metadataKindOf(typeId);
  if (format === 'numeric' || format === 'currency') return 'number';
  if (format === 'date' || format === 'datetime') return 'date';
  return 'text';
}

/** The metadata types whose values weigh as names in search (all party types). */
export const nameWeightedMetadataTypeIds = (Object.keys(metadataKinds) as unknown as string[])
  .map(Number)
  .filter((id) => metadataKinds[id as MetadataTypeId].searchWeight === 'B');

/** The metadata type of each party type's fields (an AR invoice's Purchaser is Purchaser 24). */
export const partyTypeOfMetadataType = (typeId: number): PartyTypeId | undefined => metadataKindOf(typeId).partyTypeId;
