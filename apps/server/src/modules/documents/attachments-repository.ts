import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { documentAttachments } from '../../db/schema/index.js';

/** The attachments of a checked document still there, in the order they came. */
export async function attachmentsOfDocument(db: Queryable, documentId: number) {
  return db
    .select({
      id: documentAttachments.id,
      fileName: documentAttachments.fileName,
      fileSize: documentAttachments.fileSize,
    })
    .from(documentAttachments)
    .where(and(eq(documentAttachments.documentId, documentId), isNull(documentAttachments.deletedAt)))
    .orderBy(asc(documentAttachments.id));
}

/** Marks a checked attachment deleted (its row stays for the history). */
export async function markAttachmentDeleted(tx: Queryable, attachmentId: number) {
  await tx.update(documentAttachments).set({ deletedAt: new Date() }).where(eq(documentAttachments.id, attachmentId));
}
