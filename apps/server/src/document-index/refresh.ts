import { sql } from 'drizzle-orm';
import type { CheckedDocument } from '../access/documents.js';
import type { Queryable } from '../db/client.js';

/**
 * Recomputes a document's full-text vector and its typeahead vectors from what the document
 * holds now (metadata values, party and company names, file name, page text). Call it in the
 * transaction that changed them: after metadata is saved, after OCR stored the pages, after an
 * upload or a resubmitted copy. Visibility changes (publish, cancel) refresh through the
 * `documents` trigger. Costs about a millisecond per page of text.
 */
export async function refreshDocumentSearch(tx: Queryable, doc: CheckedDocument): Promise<void> {
  await tx.execute(sql`select docvue_refresh_document_search(${doc.id})`);
}
