import { boolean, doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

/** A company's instance of one network template (AR invoice 93, division order 87, …). */
export const documentTypes = pgTable(
  'document_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').notNull(),
    name: text('name').notNull(),
    pluralName: text('plural_name').notNull(),
    lineItemsEnabled: boolean('line_items_enabled').notNull().default(false),
  },
  (t) => [uniqueIndex('document_types_company_template_unique').on(t.companyId, t.templateId)],
);

export const metadataDefinitions = pgTable(
  'metadata_definitions',
  {
    id: serial('id').primaryKey(),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    metadataTypeId: integer('metadata_type_id').notNull(),
    isReadonly: boolean('is_readonly').notNull().default(false),
    isRequired: boolean('is_required').notNull().default(false),
    isDocumentProperty: boolean('is_document_property').notNull().default(false),
    isDollarTotal: boolean('is_dollar_total').notNull().default(false),
    isMultiple: boolean('is_multiple').notNull().default(false),
    isThirdParty: boolean('is_third_party').notNull().default(false),
    isHiddenInList: boolean('is_hidden_in_list').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    clickX: doublePrecision('click_x'),
    clickY: doublePrecision('click_y'),
    clickWidth: doublePrecision('click_width'),
    clickHeight: doublePrecision('click_height'),
    clickPage: integer('click_page'),
  },
  (t) => [uniqueIndex('metadata_definitions_type_key_unique').on(t.documentTypeId, t.key)],
);

/**
 * Values a field offers. A List field owns its values (metadataDefinitionId); master data
 * such as AFEs, cost centres, account codes, wells and properties belongs to the company
 * and is shared by every field of that metadata type (metadataTypeId).
 */
export const lookupValues = pgTable(
  'lookup_values',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    metadataDefinitionId: integer('metadata_definition_id').references(() => metadataDefinitions.id, {
      onDelete: 'cascade',
    }),
    metadataTypeId: integer('metadata_type_id'),
    value: text('value').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('lookup_values_definition_idx').on(t.metadataDefinitionId),
    index('lookup_values_company_type_idx').on(t.companyId, t.metadataTypeId),
  ],
);

export const lineItemColumns = pgTable(
  'line_item_columns',
  {
    id: serial('id').primaryKey(),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    metadataTypeId: integer('metadata_type_id').notNull(),
    isReadonly: boolean('is_readonly').notNull().default(false),
    isRequired: boolean('is_required').notNull().default(false),
    isThirdParty: boolean('is_third_party').notNull().default(false),
    /** The column whose sum is compared with the document's dollar total. */
    isAmount: boolean('is_amount').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('line_item_columns_type_key_unique').on(t.documentTypeId, t.key)],
);
