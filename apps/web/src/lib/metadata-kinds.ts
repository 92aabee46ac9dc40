import { metadataKindOf, partyTypeOfMetadataType, type InputKind } from '@docvue/contracts';

/** How a metadata type is entered: the contracts' metadata-kind table, the same the server works from. */
export type { InputKind };

export const inputKindOf = (typeId: number): InputKind => metadataKindOf(typeId).input;

export const isPartyMetadataType = (typeId: number) => metadataKindOf(typeId).values === 'party';

/** The party type a party field picks from; the generic Party type searches all of them. */
export const partyTypeOf = partyTypeOfMetadataType;

export const isNumericKind = (kind: InputKind) => kind === 'numeric' || kind === 'currency';

/** Fields whose value is one of a list (List, org unit, document type) are picked, not captured from the page. */
export const isCapturableKind = (kind: InputKind) => kind !== 'list' && kind !== 'orgUnit' && kind !== 'documentType';
