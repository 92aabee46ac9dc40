import { Transform } from 'node:stream';
import { fileUploadData, limits, type FileUploadData } from '@docvue/contracts';
import type { FastifyRequest } from 'fastify';
// Brings the types of req.parts() wherever this module is compiled.
import type {} from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { blobs } from '../../db/schema/index.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { badRequest } from '../../lib/errors.js';

export interface ReceivedFile {
  sha256: string;
  size: number;
  fileName: string;
  /** The first bytes, to tell what the file is. */
  head: Buffer;
}

/**
 * Reads a multipart upload: the `fileUploadData` JSON field and one file, which is streamed
 * into the blob store while it arrives (never held whole in memory; the size limit is
 * enforced while streaming). The caller must call `discard` if it does not keep the file.
 */
export async function receiveUpload(req: FastifyRequest, db: Database, store: BlobStore) {
  let data: FileUploadData | undefined;
  let file: ReceivedFile | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (file) {
          part.file.resume();
          throw badRequest('Upload one file at a time.');
        }
        const fileName = (part.filename ?? '').trim();
        if (!fileName) {
          part.file.resume();
          throw badRequest('Please select a file to send');
        }
        if (fileName.length > limits.fileNameMaxLength) {
          part.file.resume();
          throw badRequest('The file name is too long.');
        }
        // Keeps the first KiB (to tell what the file is) as the bytes stream through.
        let head = Buffer.alloc(0);
        const tap = new Transform({
          transform(chunk: Buffer, _enc, done) {
            if (head.length < 1024) head = Buffer.concat([head, chunk.subarray(0, 1024 - head.length)]);
            done(null, chunk);
          },
        });
        part.file.on('error', (err) => tap.destroy(err));
        const put = await store.put(part.file.pipe(tap), { maxBytes: limits.documentUploadMaxBytes });
        file = { ...put, fileName, head };
      } else if (part.fieldname === 'fileUploadData') {
        let json: unknown;
        try {
          json = JSON.parse(String(part.value || '{}'));
        } catch {
          throw badRequest('fileUploadData must be JSON.');
        }
        const parsed = fileUploadData.safeParse(json);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw badRequest(`fileUploadData.${issue?.path.join('.')}: ${issue?.message}`);
        }
        data = parsed.data;
      }
    }
  } catch (err) {
    if (file) await discardIfUnreferenced(db, store, file.sha256);
    throw err;
  }
  if (!file) throw badRequest('Please select a file to send');
  return { data: data ?? fileUploadData.parse({}), file };
}

/** Removes a stored body that no row refers to (an upload that was refused after streaming). */
export async function discardIfUnreferenced(db: Database, store: BlobStore, sha256: string) {
  const [row] = await db.select({ sha256: blobs.sha256 }).from(blobs).where(eq(blobs.sha256, sha256));
  if (row) return;
  await store.delete(sha256).catch(() => undefined);
}
