import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { documents, ocrPages } from '../../db/schema/index.js';

export type NewOcrPage = typeof ocrPages.$inferInsert;

/** The words of the pages of one stored file, as read once for every document that holds it. */
export async function ocrPagesOfBlob(db: Queryable, blobSha256: string) {
  return db.select().from(ocrPages).where(eq(ocrPages.blobSha256, blobSha256));
}

/** Pages read; a page another process stored first is kept. */
export async function insertOcrPages(db: Queryable, rows: NewOcrPage[]) {
  if (rows.length > 0) await db.insert(ocrPages).values(rows).onConflictDoNothing();
}

/** The document says its pages could not be read. */
export async function markOcrFailed(db: Queryable, documentId: number, error: string) {
  await db
    .update(documents)
    .set({ ocrStatus: 'failed', ocrError: error.slice(0, 500) })
    .where(eq(documents.id, documentId));
}

/** The document's pages are read. */
export async function markOcrDone(tx: Queryable, documentId: number, pageCount: number) {
  await tx.update(documents).set({ pageCount, ocrStatus: 'done', ocrError: null }).where(eq(documents.id, documentId));
}
