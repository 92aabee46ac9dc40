import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { documentFiles, documents } from '../../db/schema/index.js';

/** A document's files: its current one and a replacement waiting until it is saved or resubmitted. */
export type NewDocumentFileRow = typeof documentFiles.$inferInsert;

export async function insertDocumentFile(tx: Queryable, values: NewDocumentFileRow) {
  const [row] = await tx.insert(documentFiles).values(values).returning({ id: documentFiles.id });
  return row!.id;
}

/** The replacement file waiting on a checked document, if one does. */
export async function temporaryFileOf(tx: Queryable, documentId: number) {
  const [temp] = await tx
    .select()
    .from(documentFiles)
    .where(and(eq(documentFiles.documentId, documentId), eq(documentFiles.isTemporary, true)));
  return temp;
}

/** The temporary (replacement) files of a checked document, removed; their ids. */
export async function deleteTemporaryFiles(tx: Queryable, documentId: number) {
  const removed = await tx
    .delete(documentFiles)
    .where(and(eq(documentFiles.documentId, documentId), eq(documentFiles.isTemporary, true)))
    .returning({ id: documentFiles.id });
  return removed.map((r) => r.id);
}

/** The replacement file becomes the document's file; its pages are to be read. */
export async function promoteTemporaryFile(
  tx: Queryable,
  documentId: number,
  temp: { id: number; blobSha256: string; fileName: string },
) {
  await tx.update(documentFiles).set({ isTemporary: false }).where(eq(documentFiles.id, temp.id));
  await tx
    .update(documents)
    .set({ blobSha256: temp.blobSha256, fileName: temp.fileName, ocrStatus: 'queued', pageCount: null })
    .where(eq(documents.id, documentId));
}

/** Removes one file row of a checked document (a replacement taken over by a new version). */
export async function deleteDocumentFile(tx: Queryable, id: number) {
  await tx.delete(documentFiles).where(eq(documentFiles.id, id));
}
