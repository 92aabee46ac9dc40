import { RouteStatus } from '@docvue/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { documents, ocrPages } from '../../db/schema/index.js';
import type { JobHandler } from '../../jobs/runner.js';
import { appendHistory } from '../history/repository.js';
import { extractOcrPages, pageText } from '../ocr/index.js';
import { refreshDocumentSearch } from '../search/refresh.js';
import { readBlob } from './blob-bytes.js';
import { fillExtractedFields } from './extraction-service.js';

const system = { userId: null, userName: 'DocVue Exchange', companyId: null };

/**
 * After upload: read the words of every page (text layer, or OCR for scans), store them by
 * file, fill empty fields by extraction, and move a New document to Pending. A failure is
 * retried by the runner; after the last attempt the document is marked, never lost.
 */
export function ocrJobHandler(app: AppContext): JobHandler {
  return async (job) => {
    const documentId = Number(job.payload.documentId);
    const [doc] = await app.db
      .select()
      .from(documents)
      .where(and(eq(documents.id, documentId), isNull(documents.deletedAt)));
    if (!doc?.blobSha256) return;
    const sha = doc.blobSha256;
    try {
      let pages = await app.db.select().from(ocrPages).where(eq(ocrPages.blobSha256, sha));
      if (pages.length === 0) {
        const read = await extractOcrPages(await readBlob(app.blobs, sha), { ocr: app.ocr });
        const rows = read.map((p) => ({
          blobSha256: sha,
          documentPage: p.documentPage,
          width: p.width,
          height: p.height,
          words: p.ocrJson,
          text: pageText(p),
        }));
        if (rows.length > 0) await app.db.insert(ocrPages).values(rows).onConflictDoNothing();
        pages = await app.db.select().from(ocrPages).where(eq(ocrPages.blobSha256, sha));
      }
      await app.db.transaction(async (tx) => {
        await tx
          .update(documents)
          .set({ pageCount: pages.length, ocrStatus: 'done', ocrError: null })
          .where(eq(documents.id, doc.id));
        if (job.payload.readOnly === true) {
          // The page text is searchable from now on.
          await refreshDocumentSearch(tx, doc.id);
          return;
        }
        await fillExtractedFields(tx, doc, pages);
        // The page text and the extracted values are searchable from now on.
        await refreshDocumentSearch(tx, doc.id);
        const moved = await tx
          .update(documents)
          .set({ routeStatusId: RouteStatus.Pending, updatedAt: new Date() })
          .where(and(eq(documents.id, doc.id), eq(documents.routeStatusId, RouteStatus.New)))
          .returning({ id: documents.id });
        if (moved.length > 0) {
          await appendHistory(tx, doc.id, system, [
            {
              category: 'Workflow',
              operation: 'Pending',
              objectType: 'Document',
              objectName: 'Route Status',
              objectId: doc.id,
              oldValue: 'New',
              newValue: 'Pending',
            },
          ]);
        }
      });
    } catch (err) {
      if (job.attempts >= job.maxAttempts) {
        const message = err instanceof Error ? err.message : String(err);
        await app.db
          .update(documents)
          .set({ ocrStatus: 'failed', ocrError: message.slice(0, 500) })
          .where(eq(documents.id, doc.id));
      }
      throw err;
    }
  };
}
