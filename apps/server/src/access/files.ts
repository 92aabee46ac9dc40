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

/**
 * The replacement file waiting on a document (Replace File, until Resubmit or Save), for its
 * sender only: the receiver is told it does not exist, like any file it may not see.
 */
export async function replacementFileOfDocument(
  db: Queryable,
  doc: VisibleDocument,
): Promise<(CheckedFile & { mimeType: string; fileName: string }) | undefined> {
  if (doc.side !== 'sender') return undefined;
  const [row] = await db
    .select({ blob: blobs, fileName: documentFiles.fileName })
    .from(documentFiles)
    .innerJoin(blobs, eq(blobs.sha256, documentFiles.blobSha256))
    .where(and(eq(documentFiles.documentId, doc.id), eq(documentFiles.isTemporary, true)))
    .limit(1);
  return row && { ...checkedFile(row.blob.sha256, row.blob.size), mimeType: row.blob.mimeType, fileName: row.fileName };
}

/** A replacement file waiting on a document, for a background job (reading its words); undefined once gone. */
export async function replacementFileForSystem(
  db: Queryable,
  doc: SystemDocument,
  fileId: number,
): Promise<CheckedFile | undefined> {
  const [row] = await db
    .select({ sha256: blobs.sha256, size: blobs.size })
    .from(documentFiles)
    .innerJoin(blobs, eq(blobs.sha256, documentFiles.blobSha256))
    .where(
      and(eq(documentFiles.id, fileId), eq(documentFiles.documentId, doc.id), eq(documentFiles.isTemporary, true)),
    );
  return row && checkedFile(row.sha256, row.size);
}

export const fileOfAttachment = (att: VisibleAttachment): CheckedFile => checkedFile(att.blobSha256, att.fileSize);

export const fileOfLegalDocument = (doc: ReadableLegalDocument): CheckedFile =>
  checkedFile(doc.blobSha256, doc.fileSize);

/** What the caller has just stored in this request (an upload, a converted scan), to read it back. */
export const storedByCaller = (put: PutResult): CheckedFile => checkedFile(put.sha256, put.size);
