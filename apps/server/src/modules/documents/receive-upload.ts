import { api, limits, type FileUploadData } from '@docvue/contracts';
import type { FastifyRequest } from 'fastify';
// Brings the types of req.parts() wherever this module is compiled.
import type { MultipartFile } from '@fastify/multipart';
import { storedByCaller, type CheckedFile } from '../../access/files.js';
import type { Database } from '../../db/client.js';
import { fileNameProblem } from '../../http/file-name.js';
import { parseFormField } from '../../http/form-field.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { badRequest } from '../../lib/errors.js';
import { isBlobRecorded } from './upload-repository.js';

/** The file of an upload, stored by the caller as it arrived (so the caller may read it back). */
export type ReceivedFile = CheckedFile & {
  fileName: string;
  /** The first bytes, to tell what the file is. */
  head: Buffer;
};

/**
 * Reads a multipart upload: the `fileUploadData` JSON field, then one file. The field is checked
 * by `gate` (may the caller make this upload, to this document, type and party?) before the
 * first byte of the file is read, so a refused upload writes nothing; the file is then streamed
 * into the blob store while it arrives (never held whole in memory; the size limit is enforced
 * while streaming). The caller discards the file if it does not keep it.
 */
export async function receiveUpload<Plan>(
  req: FastifyRequest,
  db: Database,
  store: BlobStore,
  gate: (data: FileUploadData) => Promise<Plan>,
) {
  let data: FileUploadData | undefined;
  let plan: Plan | undefined;
  let file: ReceivedFile | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (data === undefined) {
          part.file.resume();
          throw badRequest('Send the fileUploadData field before the file.');
        }
        if (file) {
          part.file.resume();
          throw badRequest('Upload one file at a time.');
        }
        file = await storeFilePart(part, store);
      } else if (part.fieldname === api.uploadDocument.form.name) {
        data = parseFormField(api.uploadDocument, String(part.value ?? ''));
        plan = await gate(data);
      }
    }
  } catch (err) {
    if (file) await discardIfUnreferenced(db, store, file.sha256);
    throw err;
  }
  if (!file || plan === undefined) throw badRequest('Please select a file to send');
  return { plan, file };
}

/**
 * Stores the file of a document upload as it arrives (named, at most the spec's 500 MB), for the
 * caller to keep or discard.
 */
export async function storeFilePart(part: MultipartFile, store: BlobStore): Promise<ReceivedFile> {
  const fileName = (part.filename ?? '').trim();
  const nameProblem = fileNameProblem(fileName, 'Please select a file to send');
  if (nameProblem) {
    part.file.resume();
    throw badRequest(nameProblem);
  }
  // Straight from the multipart parser to the store, which keeps the first KiB (to tell what the
  // file is) as the bytes go through: one stream less on the way of every chunk. The put's pipeline
  // takes the stream's errors while it runs; one after it (the client hung up after the file, before
  // the answer) must find a listener too, or it would end the process (docs/history.md §18).
  part.file.on('error', () => undefined);
  const put = await store.put(part.file, { maxBytes: limits.documentUploadMaxBytes, headBytes: 1024 });
  return { ...storedByCaller(put), fileName, head: put.head ?? Buffer.alloc(0) };
}

/** Removes a stored body that no row refers to (an upload that was refused after streaming). */
export async function discardIfUnreferenced(db: Database, store: BlobStore, sha256: string) {
  if (await isBlobRecorded(db, sha256)) return;
  await store.discard(sha256).catch(() => undefined);
}
