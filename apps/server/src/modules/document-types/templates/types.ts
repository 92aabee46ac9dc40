import type { DocumentTemplateId, MetadataTypeId } from '@docvue/contracts';

/** One field of a network template, copied into every company's instance of it. */
export interface MetadataDefinitionTemplate {
  /** camelCase and stable: documents, rules and integrations refer to fields by key. */
  key: string;
  /** The label shown to users. */
  name: string;
  metadataTypeId: MetadataTypeId;
  isRequired: boolean;
  isReadonly: boolean;
  /** The field that the line-item amounts must add up to (documents.md §5). */
  isDollarTotal: boolean;
  /** Filled with the receiving company's values (its AFEs, codes, address…). */
  isThirdParty: boolean;
  isMultiple: boolean;
  /** A fact about the document (scan date…) rather than a value printed on it. */
  isDocumentProperty: boolean;
  isHiddenInList: boolean;
  sortOrder: number;
  /** The choices of a List field (metadata type 6). */
  listValues?: readonly string[];
}

export interface LineItemColumnTemplate {
  key: string;
  name: string;
  metadataTypeId: MetadataTypeId;
  isRequired: boolean;
  isReadonly: boolean;
  isThirdParty: boolean;
  /** The column summed and compared with the document's dollar total. */
  isAmount: boolean;
  sortOrder: number;
}

export interface DocumentTemplateDefinition {
  templateId: DocumentTemplateId;
  name: string;
  pluralName: string;
  lineItemsEnabled: boolean;
  metadataDefinitions: readonly MetadataDefinitionTemplate[];
  lineItemColumns: readonly LineItemColumnTemplate[];
}

type FieldFlags = Partial<Omit<MetadataDefinitionTemplate, 'key' | 'name' | 'metadataTypeId' | 'sortOrder'>>;
type ColumnFlags = Partial<Omit<LineItemColumnTemplate, 'key' | 'name' | 'metadataTypeId' | 'sortOrder'>>;

/** A field with every flag off unless given; sortOrder is set by `defineTemplate` from its position. */
export function field(
  key: string,
  name: string,
  metadataTypeId: MetadataTypeId,
  flags: FieldFlags = {},
): MetadataDefinitionTemplate {
  return {
    key,
    name,
    metadataTypeId,
    isRequired: false,
    isReadonly: false,
    isDollarTotal: false,
    isThirdParty: false,
    isMultiple: false,
    isDocumentProperty: false,
    isHiddenInList: false,
    sortOrder: 0,
    ...flags,
  };
}

export function column(
  key: string,
  name: string,
  metadataTypeId: MetadataTypeId,
  flags: ColumnFlags = {},
): LineItemColumnTemplate {
  return {
    key,
    name,
    metadataTypeId,
    isRequired: false,
    isReadonly: false,
    isThirdParty: false,
    isAmount: false,
    sortOrder: 0,
    ...flags,
  };
}

/** Numbers fields and columns in the order written (10, 20, …), leaving room to insert later. */
export function defineTemplate(t: {
  templateId: DocumentTemplateId;
  name: string;
  pluralName: string;
  metadataDefinitions: MetadataDefinitionTemplate[];
  lineItemColumns?: LineItemColumnTemplate[];
}): DocumentTemplateDefinition {
  const lineItemColumns = (t.lineItemColumns ?? []).map((c, i) => ({ ...c, sortOrder: (i + 1) * 10 }));
  return {
    templateId: t.templateId,
    name: t.name,
    pluralName: t.pluralName,
    lineItemsEnabled: lineItemColumns.length > 0,
    metadataDefinitions: t.metadataDefinitions.map((d, i) => ({ ...d, sortOrder: (i + 1) * 10 })),
    lineItemColumns,
  };
}
