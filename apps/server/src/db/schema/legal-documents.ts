import type { W9Fields } from '@docvue/contracts';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies.js';
import { blobs } from './documents.js';
import { parties } from './parties.js';
import { users } from './users.js';

/** A company's own W-9 or insurance certificate (docs/product/administration.md §3 "Legal document"). */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    legalDocumentTypeId: integer('legal_document_type_id').notNull(),
    privacySettingId: integer('privacy_setting_id').notNull(),
    isActive: boolean('is_active').notNull(),
    blobSha256: text('blob_sha256')
      .notNull()
      .references(() => blobs.sha256),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    expiresOn: date('expires_on'),
    /** A W-9's fields as read from the file. */
    w9: jsonb('w9').$type<W9Fields>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('legal_documents_company_idx').on(t.companyId),
    // One active document of a type per company: a new active one replaces it (docs/product/administration.md §4).
    uniqueIndex('legal_documents_one_active_uq')
      .on(t.companyId, t.legalDocumentTypeId)
      .where(sql`${t.isActive}`),
  ],
);

/** The parties (connected partners) a shared document is shown to. */
export const legalDocumentShares = pgTable(
  'legal_document_shares',
  {
    legalDocumentId: integer('legal_document_id')
      .notNull()
      .references(() => legalDocuments.id, { onDelete: 'cascade' }),
    partyId: integer('party_id')
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.legalDocumentId, t.partyId] }),
    index('legal_document_shares_party_idx').on(t.partyId),
  ],
);
