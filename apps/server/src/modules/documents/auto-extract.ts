import type { AutoExtractionRequest } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument } from '../../access/documents.js';
import type { Queryable } from '../../db/client.js';
import { ocrPagesShownTo, proposeFieldValues } from './propose-field-values.js';

/**
 * POST /autoextraction: proposals for a document the company may see, from the values the caller
 * holds, read from the file the caller sees (a replacement waiting, for its sender).
 */
export async function autoExtractFor(db: Queryable, ctx: TenantContext, request: AutoExtractionRequest) {
  const doc = await requireVisibleDocument(db, ctx, request.documentId);
  const values = Object.fromEntries(request.documentMetadata.map((m) => [m.key, m.value ?? null]));
  return { documentMetadata: await proposeFieldValues(db, doc, values, await ocrPagesShownTo(db, doc)) };
}
