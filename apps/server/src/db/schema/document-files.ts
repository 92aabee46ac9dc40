import type { OcrWord } from '@docvue/contracts';
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
  doublePrecision,
} from 'drizzle-orm/pg-core';
import { bytea, companies } from './companies.js';
import { blobs, documents } from './documents.js';
import { users } from './users.js';

/**
 * Every file a document has had: the upload, replacements (temporary until saved), and
 * signed versions. `documents.blobSha256` names the current one.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    blobSha256: text('blob_sha256')
      .notNull()
      .references(() => blobs.sha256),
    fileName: text('file_name').notNull(),
    /** A replacement that has not been saved yet; only one per document. */
    isTemporary: boolean('is_temporary').notNull().default(false),
    reason: text('reason').notNull().default('upload'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_files_document_idx').on(t.documentId)],
);

export const documentAttachments = pgTable(
  'document_attachments',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** The company that attached it (either side of the document may). */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    blobSha256: text('blob_sha256')
      .notNull()
      .references(() => blobs.sha256),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('document_attachments_document_idx').on(t.documentId)],
);

/**
 * Words and boxes per page, keyed by file content: the same file is read once, whichever
 * documents carry it. Never sent in list payloads.
 */
export const ocrPages = pgTable(
  'ocr_pages',
  {
    blobSha256: text('blob_sha256')
      .notNull()
      .references(() => blobs.sha256),
    documentPage: integer('document_page').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    words: jsonb('words').$type<OcrWord[]>().notNull(),
    /** Plain text in reading order, for full-text search. */
    text: text('text').notNull(),
    fromOcr: boolean('from_ocr').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.blobSha256, t.documentPage] })],
);

/** Capture regions learned when a user captures a field, per company, document type and sending party. */
export const learnedRegions = pgTable(
  'learned_regions',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    documentTypeId: integer('document_type_id').notNull(),
    /** The party whose layout it is (the receiving party of the uploads), 0 when none. */
    partyId: integer('party_id').notNull().default(0),
    fieldKey: text('field_key').notNull(),
    page: integer('page').notNull(),
    region: jsonb('region').$type<{ x: number; y: number; width: number; height: number }>().notNull(),
    /**
     * The label printed beside the value where it was captured, normalized ('' when none): a
     * sender's layout. One row per label, so documents of senders that print the field under
     * different labels each keep what was learned from them.
     */
    anchorText: text('anchor_text').notNull().default(''),
    /** Where that label was and the region's offset from it; the region moves with the label. */
    anchor: jsonb('anchor').$type<{ text: string; x: number; y: number; dx: number; dy: number }>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.documentTypeId, t.partyId, t.fieldKey, t.anchorText] })],
);

/** A signature stamped on a document (docs/product/documents.md §3 documentSignatures): who, where, with what image. */
export const documentSignatures = pgTable(
  'document_signatures',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The file version the signature was stamped into and sealed. */
    documentFileId: integer('document_file_id')
      .notNull()
      .references(() => documentFiles.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    imagePng: bytea('image_png').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_signatures_document_idx').on(t.documentId)],
);
