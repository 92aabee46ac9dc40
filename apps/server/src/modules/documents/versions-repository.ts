import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { documentLineItems, documentMetadata, ocrPages } from '../../db/schema/index.js';

/** Whether the pages of this stored file were read already (by any document that holds it). */
export async function pagesAreRead(tx: Queryable, blobSha256: string) {
  const [read] = await tx
    .select({ page: ocrPages.documentPage })
    .from(ocrPages)
    .where(eq(ocrPages.blobSha256, blobSha256))
    .limit(1);
  return read !== undefined;
}

/** Copies the values and line items of one checked document to another (a new version). */
export async function copyValuesAndLines(tx: Queryable, fromId: number, toId: number) {
  const metadata = await tx.select().from(documentMetadata).where(eq(documentMetadata.documentId, fromId));
  if (metadata.length) await tx.insert(documentMetadata).values(metadata.map((m) => ({ ...m, documentId: toId })));
  const lines = await tx.select().from(documentLineItems).where(eq(documentLineItems.documentId, fromId));
  if (lines.length) await tx.insert(documentLineItems).values(lines.map((l) => ({ ...l, documentId: toId })));
}
