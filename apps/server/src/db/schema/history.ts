import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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

/**
 * A check of every document's history chain, started by the platform operator (issue 46.8) and
 * worked by the job `history.verify` in batches of documents by id: `last_document_id` is where
 * it got to, committed with the counts, so a run whose process died goes on from there.
 */
export const historyVerificationRuns = pgTable('history_verification_runs', {
  id: serial('id').primaryKey(),
  /** running, done, or failed (the job gave up; its error in `failure`). */
  status: text('status').notNull().default('running'),
  /** The global user who started it. */
  startedBy: integer('started_by'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** Documents when the run started (its progress is `checked` of this). */
  documentsTotal: integer('documents_total').notNull(),
  lastDocumentId: integer('last_document_id').notNull().default(0),
  checked: integer('checked').notNull().default(0),
  intact: integer('intact').notNull().default(0),
  broken: integer('broken').notNull().default(0),
  /** The first broken documents found, in id order (at most 50: the rest are counted only). */
  brokenDocuments: jsonb('broken_documents').$type<{ documentId: number; entryId: number }[]>().notNull().default([]),
  failure: text('failure'),
});
