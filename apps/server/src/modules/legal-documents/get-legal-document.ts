import type { TenantContext } from '../../access/context.js';
import { requireReadableLegalDocument } from '../../access/legal-documents.js';
import type { Database } from '../../db/client.js';
import { presentOne } from './present.js';

/** A document the company owns or a partner shares with it. */
export async function getLegalDocument(db: Database, ctx: TenantContext, id: number) {
  return presentOne(db, await requireReadableLegalDocument(db, ctx, id), ctx);
}
