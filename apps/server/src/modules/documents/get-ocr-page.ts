import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { ocrPageOf } from './repository.js';

/** The words and boxes of one page. */
export async function getOcrPage(db: Database, ctx: TenantContext, documentId: number, page: number) {
  const found = await ocrPageOf(db, await requireVisibleDocument(db, ctx, documentId), page);
  if (!found) throw notFound('The page');
  return { documentPage: found.documentPage, width: found.width, height: found.height, ocrJson: found.words };
}
