import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../lib/errors.js';
import { imageToPdf } from '../../ocr/index.js';
import { requireProcessablePdf } from '../../ocr/pdf-check.js';
import { blobFile, readBlob } from '../../files/blob-bytes.js';
import { sniffFile, unsupportedDocumentFile } from '../../files/file-kinds.js';
import { discardIfUnreferenced, type ReceivedFile } from './receive-upload.js';

/** Images become PDFs in memory; a scan larger than this is refused rather than risking the process. */
const MAX_IMAGE_BYTES = 50 * 1024 * 1024;

/** What storing an upload needs besides the database: the files, and the PDF threads with their limits. */
export type UploadServices = Pick<AppContext, 'db' | 'blobs' | 'pdf'> & { config: Pick<AppContext['config'], 'pdf'> };

/** The PDF a document holds, stored. */
export type DocumentPdf = { sha256: string; size: number; fileName: string };

/**
 * The uploaded file as the PDF a document holds: PDFs as they are once inspected (pages, objects,
 * unpacked size within the limits; refused with 413/422 otherwise), images converted.
 */
async function asDocumentPdf(app: UploadServices, file: ReceivedFile): Promise<DocumentPdf> {
  const store = app.blobs;
  const kind = sniffFile(file.head, file.fileName);
  if (kind?.kind === 'pdf') {
    await requireProcessablePdf(app.pdf, await blobFile(store, file), app.config.pdf);
    return { sha256: file.sha256, size: file.size, fileName: file.fileName };
  }
  if (kind?.kind !== 'image') throw unsupportedDocumentFile();
  if (file.size > MAX_IMAGE_BYTES) throw badRequest('Scanned images can be at most 50 MB; save the scan as a PDF.');
  const pdf = await imageToPdf(await readBlob(store, file), kind.mimeType);
  const put = await store.put(Buffer.from(pdf));
  return { ...put, fileName: file.fileName.replace(/\.[^.]+$/, '') + '.pdf' };
}

/**
 * Writes what the upload keeps of its PDF (`write`), then lets go of the bodies nothing keeps:
 * on failure the converted PDF (the received file is completeUpload's), after success the scan's
 * image, which is not kept once it is a PDF. Each stored body is discarded once: a second discard
 * of one put would remove the body under another upload of the same bytes.
 */
export async function keepingDocumentPdf<T>(
  app: UploadServices,
  file: ReceivedFile,
  write: (pdf: DocumentPdf) => Promise<T>,
): Promise<T> {
  const { db, blobs: store } = app;
  const pdf = await asDocumentPdf(app, file);
  const converted = pdf.sha256 !== file.sha256;
  let written: T;
  try {
    written = await write(pdf);
  } catch (err) {
    if (converted) await discardIfUnreferenced(db, store, pdf.sha256);
    throw err;
  }
  if (converted) await discardIfUnreferenced(db, store, file.sha256);
  return written;
}
