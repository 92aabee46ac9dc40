import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import { shownFileSha256 } from '../../access/files.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { ocrPageOf } from './repository.js';

/** The words and boxes of one page of the file the caller sees (a replacement waiting, for its sender). */
export async function getOcrPage(db: Database, ctx: TenantContext, documentId: number, page: number) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  const found = await ocrPageOf(db, await shownFileSha256(db, doc), page);
  if (!found) throw notFound('The page');
  return { documentPage: found.documentPage, width: found.width, height: found.height, ocrJson: found.words };
}
