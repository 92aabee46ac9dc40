import type { DocumentTypeDetail, DocumentTypeSummary, MetadataDefinition, LineItemColumn } from '@docvue/contracts';
import { MetadataType } from '@docvue/contracts';
import type { DocumentTypeRow, MetadataDefinitionRow } from '../../access/document-types.js';
import type { LineItemColumnRow } from './repository.js';

const metadataTypeNames = Object.fromEntries(Object.entries(MetadataType).map(([name, id]) => [id, name])) as Record<
  number,
  string
>;

export function presentDocumentTypeSummary(t: DocumentTypeRow): DocumentTypeSummary {
  return {
    id: t.id,
    name: t.name,
    pluralName: t.pluralName,
    documentTypeTemplateId: t.templateId,
    lineItemsEnabled: t.lineItemsEnabled,
  };
}

export function presentMetadataDefinition(d: MetadataDefinitionRow): MetadataDefinition {
  return {
    id: d.id,
    key: d.key,
    name: d.name,
    metadataType: { id: d.metadataTypeId, name: metadataTypeNames[d.metadataTypeId] ?? String(d.metadataTypeId) },
    isReadonly: d.isReadonly,
    isRequired: d.isRequired,
    isDocumentProperty: d.isDocumentProperty,
    isDollarTotal: d.isDollarTotal,
    isMultiple: d.isMultiple,
    isThirdParty: d.isThirdParty,
    isHiddenInList: d.isHiddenInList,
    sortOrder: d.sortOrder,
    clickX: d.clickX,
    clickY: d.clickY,
    clickWidth: d.clickWidth,
    clickHeight: d.clickHeight,
    clickPage: d.clickPage,
  };
}

export function presentLineItemColumn(c: LineItemColumnRow): LineItemColumn {
  return {
    id: c.id,
    key: c.key,
    name: c.name,
    metadataTypeId: c.metadataTypeId,
    isReadonly: c.isReadonly,
    isRequired: c.isRequired,
    isThirdParty: c.isThirdParty,
    isAmount: c.isAmount,
    sortOrder: c.sortOrder,
  };
}

export function presentDocumentTypeDetail(
  t: DocumentTypeRow,
  definitions: MetadataDefinitionRow[],
  columns: LineItemColumnRow[],
): DocumentTypeDetail {
  return {
    ...presentDocumentTypeSummary(t),
    metadataDefinitions: definitions.filter((d) => d.documentTypeId === t.id).map(presentMetadataDefinition),
    lineItemColumns: columns.filter((c) => c.documentTypeId === t.id).map(presentLineItemColumn),
  };
}
