import { count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { blobs, documentLineItems, documentMetadata, ocrPages } from '../../db/schema/index.js';

/** How many pages of this stored file were read already (by any document that holds it); 0 when none. */
export async function pagesReadOf(tx: Queryable, blobSha256: string) {
  const [read] = await tx.select({ pages: count() }).from(ocrPages).where(eq(ocrPages.blobSha256, blobSha256));
  return read?.pages ?? 0;
}

/** The size of a stored file (a replacement's, for the new version that takes it). */
export async function blobSizeOf(tx: Queryable, blobSha256: string) {
  const [blob] = await tx.select({ size: blobs.size }).from(blobs).where(eq(blobs.sha256, blobSha256));
  return blob?.size ?? null;
}

/** Copies the values and line items of one checked document to another (a new version). */
export async function copyValuesAndLines(tx: Queryable, fromId: number, toId: number) {
  const metadata = await tx.select().from(documentMetadata).where(eq(documentMetadata.documentId, fromId));
  if (metadata.length) await tx.insert(documentMetadata).values(metadata.map((m) => ({ ...m, documentId: toId })));
  const lines = await tx.select().from(documentLineItems).where(eq(documentLineItems.documentId, fromId));
  if (lines.length) await tx.insert(documentLineItems).values(lines.map((l) => ({ ...l, documentId: toId })));
}
