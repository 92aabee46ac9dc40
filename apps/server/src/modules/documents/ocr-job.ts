import { RouteStatus } from '@docvue/contracts';
import { documentForSystem } from '../../access/documents.js';
import { fileOfDocument, replacementFileForSystem, type CheckedFile } from '../../access/files.js';
import type { AppContext } from '../../app-context.js';
import type { JobKind } from '../../jobs/kinds.js';
import type { JobHandlerOf } from '../../jobs/runner.js';
import { pageText } from '../../ocr/index.js';
import { PdfThreadFailure } from '../../ocr/thread/pdf-threads.js';
import { refreshDocumentSearch } from '../../document-index/repository.js';
import { applyTransition } from '../status-machine/index.js';
import { blobFile } from '../../files/blob-bytes.js';
import { fillExtractedFields } from './fill-extracted-fields.js';
import { insertOcrPages, markOcrDone, markOcrFailed, ocrPagesOfBlob } from './ocr-repository.js';

/**
 * After upload: read the words of every page (text layer, or OCR for scans), store them by
 * file, fill empty fields by extraction, and move a New document to Pending. A failure is
 * retried by the runner; after the last attempt the document is marked, never lost. A job for a
 * replacement file (Replace File) only reads that file's words, for its sender to read it again.
 */
type OcrJobHandler = JobHandlerOf<typeof JobKind.DocumentOcr>;

export function ocrJobHandler(app: AppContext): OcrJobHandler {
  // In a PDF thread (its own heap, a time limit per page), which reads the stored file from disk
  // page by page: a file that is too much for it fails this job, and the document says its pages
  // could not be read, instead of the process dying.
  const readPages = async (file: CheckedFile) =>
    app.pdf.extract(await blobFile(app.blobs, file), { ocr: app.ocr, maxPages: app.config.pdf.maxPages });

  /**
   * The document says its pages could not be read; it stays where it was, never lost. A
   * replacement's failure is its job's (failed): the document keeps its own file's state.
   */
  const gaveUp: NonNullable<OcrJobHandler['gaveUp']> = async (job, error) => {
    if (job.payload.replacementFileId !== undefined) return;
    await markOcrFailed(app.db, job.payload.documentId, error);
  };

  /** The pages of a file, read once per file (by its sha256); undefined when it is too much to read. */
  const pagesOf = async (file: CheckedFile, giveUp: (message: string) => Promise<void>) => {
    const sha = file.sha256;
    const stored = await ocrPagesOfBlob(app.db, sha);
    if (stored.length > 0) return stored;
    let read;
    try {
      read = await readPages(file);
    } catch (err) {
      // Another attempt would need the same memory or time: the document says so at once.
      if (err instanceof PdfThreadFailure && (err.kind === 'memory' || err.kind === 'time')) {
        await giveUp(err.message);
        return undefined;
      }
      throw err;
    }
    const rows = read.map((p) => ({
      blobSha256: sha,
      documentPage: p.documentPage,
      width: p.width,
      height: p.height,
      words: p.ocrJson,
      text: pageText(p),
    }));
    await insertOcrPages(app.db, rows);
    return ocrPagesOfBlob(app.db, sha);
  };

  const run: OcrJobHandler['run'] = async (job) => {
    const doc = await documentForSystem(app.db, job.payload.documentId);
    if (!doc) return;
    const { replacementFileId } = job.payload;
    if (replacementFileId !== undefined) {
      // Only the words of the replacement: its sender reads its values from them before Resubmit.
      // Gone (resubmitted, saved or dropped meanwhile): its new owner reads it.
      const replacement = await replacementFileForSystem(app.db, doc, replacementFileId);
      if (!replacement) return;
      // Too much to read: nothing is stored, and the document tells its sender that the
      // replacement's pages could not be read (no pages, no job on its way).
      await pagesOf(replacement, async () => undefined);
      return;
    }
    const file = await fileOfDocument(app.db, doc);
    if (!file) return;
    const pages = await pagesOf(file, (message) => gaveUp(job, message));
    if (!pages) return;
    await app.db.transaction(async (tx) => {
      await markOcrDone(tx, doc.id, pages.length);
      if (job.payload.readOnly === true) {
        // The page text is searchable from now on.
        await refreshDocumentSearch(tx, doc);
        return;
      }
      await fillExtractedFields(tx, doc, pages);
      // The page text and the extracted values are searchable from now on.
      await refreshDocumentSearch(tx, doc);
      if (doc.routeStatusId === RouteStatus.New) {
        await applyTransition(tx, { action: 'finishExtraction', doc, by: 'system', ifMoved: 'skip' });
      }
    });
  };
  return { run, gaveUp };
}
