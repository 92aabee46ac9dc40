import { bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { documents } from './documents.js';

/**
 * Append-only audit trail of a document, seen by both sides. Each row carries the hash of
 * the previous row of the same document, so a changed or deleted row breaks the chain.
 */
export const documentHistory = pgTable(
  'document_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** Edit, Workflow or Read. */
    category: text('category').notNull(),
    operation: text('operation').notNull(),
    objectType: text('object_type').notNull(),
    objectName: text('object_name'),
    objectId: integer('object_id'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    rowNumber: integer('row_number'),
    metadataTypeId: integer('metadata_type_id'),
    userId: integer('user_id'),
    userName: text('user_name'),
    companyId: integer('company_id'),
    details: jsonb('details').$type<Record<string, unknown>[]>(),
    hasDetails: boolean('has_details').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    prevHash: text('prev_hash'),
    hash: text('hash').notNull(),
    /**
     * Which fields the hash covers (document-history/chain.ts): 2, every column, for every entry
     * written now (the default); 1 for the entries written before (the migration that added the
     * column marks them so).
     */
    hashVersion: smallint('hash_version').notNull().default(2),
  },
  (t) => [index('document_history_document_idx').on(t.documentId, t.id)],
);
