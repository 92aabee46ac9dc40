import { z } from 'zod';
import { id } from './common.js';

export const documentTypeSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  pluralName: z.string(),
  documentTypeTemplateId: z.number().int(),
  lineItemsEnabled: z.boolean(),
});
export type DocumentTypeSummary = z.infer<typeof documentTypeSummary>;

export const metadataDefinition = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  metadataType: z.object({ id: z.number().int(), name: z.string() }),
  isReadonly: z.boolean(),
  isRequired: z.boolean(),
  isDocumentProperty: z.boolean(),
  isDollarTotal: z.boolean(),
  isMultiple: z.boolean(),
  isThirdParty: z.boolean(),
  isHiddenInList: z.boolean(),
  sortOrder: z.number().int(),
  clickX: z.number().nullable(),
  clickY: z.number().nullable(),
  clickWidth: z.number().nullable(),
  clickHeight: z.number().nullable(),
  clickPage: z.number().int().nullable(),
});
export type MetadataDefinition = z.infer<typeof metadataDefinition>;

export const lineItemColumn = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  metadataTypeId: z.number().int(),
  isReadonly: z.boolean(),
  isRequired: z.boolean(),
  isThirdParty: z.boolean(),
  isAmount: z.boolean(),
  sortOrder: z.number().int(),
});
export type LineItemColumn = z.infer<typeof lineItemColumn>;

export const documentTypeDetail = documentTypeSummary.extend({
  metadataDefinitions: z.array(metadataDefinition),
  lineItemColumns: z.array(lineItemColumn),
});
export type DocumentTypeDetail = z.infer<typeof documentTypeDetail>;

export const documentTypeListQuery = z.object({
  IncludeFullDetails: z
    .enum(['true', 'false', 'True', 'False'])
    .optional()
    .transform((v) => v?.toLowerCase() === 'true'),
});
export const documentTypeListResponse = z.array(z.union([documentTypeDetail, documentTypeSummary]));

export const lookupValue = z.object({ id: z.number().int(), lookupValue: z.string() });
export const lookupValuesQuery = z.object({
  isThirdParty: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  /**
   * The document being coded: with isThirdParty, a third-party field offers the values of the
   * company the document goes to (the purchaser's cost centres, not the vendor's own).
   */
  documentId: id.optional(),
});
export const lookupValuesResponse = z.array(lookupValue);
