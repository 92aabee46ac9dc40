import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { blobs, documentFiles } from '../db/schema/index.js';
import type { PutResult } from '../lib/blob-store.js';
import type { VisibleAttachment } from './attachments.js';
import type { CheckedDocument, SystemDocument, VisibleDocument } from './documents.js';
import type { ReadableLegalDocument } from './legal-documents.js';

declare const checked: unique symbol;

/**
 * A stored file the caller may read: the current file of a checked document, an attachment or
 * company document the gate let through, or a body the caller has just stored itself. The file
 * readers (`readBlob`, `sendBlob`) take only this, so no file is read by a bare sha256.
 */
export type CheckedFile = { readonly sha256: string; readonly size: number; readonly [checked]: true };

const checkedFile = (sha256: string, size: number) => ({ sha256, size }) as CheckedFile;

/** The current file of a document (its PDF), with its type; undefined when it has none yet. */
export async function fileOfDocument(
  db: Queryable,
  doc: CheckedDocument,
): Promise<(CheckedFile & { mimeType: string }) | undefined> {
  if (!doc.blobSha256) return undefined;
  const [blob] = await db.select().from(blobs).where(eq(blobs.sha256, doc.blobSha256));
  return blob && { ...checkedFile(blob.sha256, blob.size), mimeType: blob.mimeType };
}

/** The replacement waiting on a document (one at most), or that very one when `fileId` is given. */
async function waitingReplacement(db: Queryable, documentId: number, fileId?: number) {
  const [row] = await db
    .select({ blob: blobs, fileName: documentFiles.fileName })
    .from(documentFiles)
    .innerJoin(blobs, eq(blobs.sha256, documentFiles.blobSha256))
    .where(
      and(
        eq(documentFiles.documentId, documentId),
        eq(documentFiles.isTemporary, true),
        fileId === undefined ? undefined : eq(documentFiles.id, fileId),
      ),
    )
    .limit(1);
  return row && { ...checkedFile(row.blob.sha256, row.blob.size), mimeType: row.blob.mimeType, fileName: row.fileName };
}

/**
 * The replacement file waiting on a document (Replace File, until Resubmit or Save), for its
 * sender only: the receiver is told it does not exist, like any file it may not see.
 */
export async function replacementFileOfDocument(
  db: Queryable,
  doc: VisibleDocument,
): Promise<(CheckedFile & { mimeType: string; fileName: string }) | undefined> {
  return doc.side === 'sender' ? waitingReplacement(db, doc.id) : undefined;
}

/**
 * The file whose words a reader of the document reads: for its sender, the replacement waiting
 * (which the sender's viewer shows instead of the file it replaces); otherwise its own file.
 */
export async function shownFileSha256(db: Queryable, doc: VisibleDocument): Promise<string | null> {
  return (await replacementFileOfDocument(db, doc))?.sha256 ?? doc.blobSha256;
}

/** A replacement file waiting on a document, for a background job (reading its words); undefined once gone. */
export async function replacementFileForSystem(
  db: Queryable,
  doc: SystemDocument,
  fileId: number,
): Promise<CheckedFile | undefined> {
  return waitingReplacement(db, doc.id, fileId);
}

export const fileOfAttachment = (att: VisibleAttachment): CheckedFile => checkedFile(att.blobSha256, att.fileSize);

export const fileOfLegalDocument = (doc: ReadableLegalDocument): CheckedFile =>
  checkedFile(doc.blobSha256, doc.fileSize);

/** What the caller has just stored in this request (an upload, a converted scan), to read it back. */
export const storedByCaller = (put: PutResult): CheckedFile => checkedFile(put.sha256, put.size);
