import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  boolean,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { documentTypes, metadataDefinitions } from './document-types.js';
import { parties } from './parties.js';
import { users } from './users.js';

/** Content-addressed file bodies; the bytes live in the blob store under their sha256. */
export const blobs = pgTable('blobs', {
  sha256: text('sha256').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  mimeType: text('mime_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A business document. Exactly two companies may see it: the sender (owner) and, once it
 * is sent, the receiver (the company the receiving party is connected to).
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    senderCompanyId: integer('sender_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    receiverCompanyId: integer('receiver_company_id').references(() => companies.id, { onDelete: 'set null' }),
    receivingPartyId: integer('receiving_party_id').references(() => parties.id, { onDelete: 'set null' }),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    templateId: integer('template_id').notNull(),
    routeStatusId: integer('route_status_id'),
    fileName: text('file_name').notNull(),
    blobSha256: text('blob_sha256').references(() => blobs.sha256),
    fileSize: bigint('file_size', { mode: 'number' }),
    pageCount: integer('page_count'),
    /** Reading the file: none, queued, done or failed (the document is kept either way). */
    ocrStatus: text('ocr_status').notNull().default('none'),
    ocrError: text('ocr_error'),
    batchName: text('batch_name'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set on the old document when it is resubmitted; points to its successor. */
    latestVersionDocId: integer('latest_version_doc_id'),
    previousVersionDocId: integer('previous_version_doc_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Two index scans serve "sender OR receiver" lists (docs/design.md §6), never one OR scan. The
    // other side's company (and the sender's party) trail, so that a list sorted by From or To
    // reads a company's documents with their counterparts from the index alone.
    index('documents_sender_idx').on(t.senderCompanyId, t.templateId, t.id, t.receiverCompanyId, t.receivingPartyId),
    index('documents_receiver_idx')
      .on(t.receiverCompanyId, t.templateId, t.id, t.senderCompanyId)
      .where(sql`${t.receiverCompanyId} is not null`),
  ],
);

export const documentMetadata = pgTable(
  'document_metadata',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => metadataDefinitions.id, { onDelete: 'cascade' }),
    value: text('value'),
    lookupValueId: integer('lookup_value_id'),
    autoExtracted: boolean('auto_extracted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.definitionId] })],
);

export const documentLineItems = pgTable(
  'document_line_items',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    /** Cell values keyed by line-item column key. */
    cells: jsonb('cells').$type<Record<string, string | null>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.rowNumber] })],
);

/** Per-user read state; opening a document marks it read. */
export const documentReads = pgTable(
  'document_reads',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.userId] })],
);
