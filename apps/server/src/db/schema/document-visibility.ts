import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { documents } from './documents.js';

/** PostgreSQL full-text vector; read and written through SQL functions, never parsed in TypeScript. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per company that may see a document (docs/design.md §3, `modules/documents/visibility.ts`):
 * the sender's row while the document exists, the receiver's row once it is sent. Lists,
 * counts, the dashboard and the typeahead read this table by company, so the "sender OR
 * receiver" question is never an OR scan over `documents` (docs/design.md §6).
 *
 * Maintained by the trigger `docvue_sync_document_visibility` on `documents` (migration
 * 0003), in the same transaction as every insert, publish, status change and cancel, so no
 * code path can forget it. Status and dates are copies of the document's, for the indexes.
 */
export const documentVisibility = pgTable(
  'document_visibility',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** 'sender' or 'receiver': which side of the document this company is on. */
    side: text('side').notNull(),
    templateId: integer('template_id').notNull(),
    routeStatusId: integer('route_status_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * What the typeahead matches for this company: document numbers and party names as this
     * company sees them, each lexeme prefixed with the company id ('31:red'), so that a prefix
     * query walks only this company's words in the GIN index.
     */
    suggest: tsvector('suggest')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.documentId] }),
    // "All/{template}" newest first, and its count (index-only).
    index('document_visibility_template_idx').on(t.companyId, t.templateId, t.documentId),
    // Status tabs newest first; status counts per side (side trails so counts stay index-only).
    index('document_visibility_status_idx').on(t.companyId, t.templateId, t.routeStatusId, t.documentId, t.side),
    // Sent and inbox lists; the status trails so drafts are skipped inside the index.
    index('document_visibility_side_idx').on(t.companyId, t.side, t.documentId, t.routeStatusId),
    // Dashboard: documents sent or received per day, month, type or status in a time window.
    index('document_visibility_sent_at_idx').on(t.companyId, t.side, t.templateId, t.sentAt, t.routeStatusId),
    // The trigger finds a document's rows by document.
    index('document_visibility_document_idx').on(t.documentId),
    index('document_visibility_suggest_idx').using('gin', t.suggest),
  ],
);
