import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { documents } from './documents.js';
import { tsvector } from './document-visibility.js';

/**
 * The full-text vector of a document (one per document, shared by its two companies):
 * document numbers (weight A), party and company names (B), other metadata values and
 * the file name (C), and the text of its pages from OCR (D), plus one lexeme
 * `@c<companyId>` for each company that may see it, so that a search intersects the
 * company's posting list inside the GIN index instead of filtering other tenants' hits, and
 * one recency block `@c<companyId>/<id / 10000>` each, so that the newest matches are found
 * inside the index too (modules/search/newest-matches.ts).
 *
 * Computed by the SQL function `docvue_document_search_vector` (migrations 0003, 0005),
 * refreshed by `refreshDocumentSearch` when metadata, OCR text or visibility change. Only rows
 * over about 2 kB are moved out of line (toast_tuple_target lowers the target once PostgreSQL
 * toasts a row, not the threshold): the vector of a one-page document (about 1.3 kB) stays in
 * its row, five rows to a page, so every match read costs a page.
 */
export const documentSearch = pgTable(
  'document_search',
  {
    documentId: integer('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    search: tsvector('search').notNull(),
  },
  (t) => [index('document_search_search_idx').using('gin', t.search)],
);
