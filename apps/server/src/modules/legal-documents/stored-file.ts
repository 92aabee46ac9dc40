import { ErrorCode, legalDocumentMessages } from '@docvue/contracts';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { sniffFile } from '../../files/file-kinds.js';
import type { ReadResult } from './read-file.js';

/** What storing and reading a company document needs. */
export type LegalFileServices = Pick<AppContext, 'db' | 'blobs' | 'ocr' | 'pdf'>;

function fileKindOf(name: string, bytes: Buffer) {
  const kind = sniffFile(bytes.subarray(0, 1024), name);
  if (kind?.kind !== 'pdf' && kind?.kind !== 'image') {
    throw new AppError(ErrorCode.UnsupportedMediaType, 'Company documents must be PDF files or images (PNG, JPEG).');
  }
  return kind.mimeType;
}

/** Stores the received file's body once it is known to be a PDF or an image. */
export async function storeFile(app: LegalFileServices, file: { name: string; bytes: Buffer }) {
  const mimeType = fileKindOf(file.name, file.bytes);
  const put = await app.blobs.put(file.bytes);
  return { mimeType, sha256: put.sha256, size: put.size };
}

/** The columns of a stored file and what was read from it, as a new or a replaced document keeps them. */
export function fileColumns(
  stored: Awaited<ReturnType<typeof storeFile>>,
  file: { name: string },
  read: Pick<ReadResult, 'expiresOn' | 'w9'>,
) {
  return {
    blobSha256: stored.sha256,
    fileName: file.name,
    fileSize: stored.size,
    mimeType: stored.mimeType,
    expiresOn: read.expiresOn,
    w9: read.w9,
  };
}

/** The document is kept either way; a failed read is the spec's 501 warning, after the commit. */
export function warnIfUnread<T>(result: T, failed: boolean): T {
  if (failed) throw new AppError(ErrorCode.ExtractionFailed, legalDocumentMessages.extractFailed);
  return result;
}
