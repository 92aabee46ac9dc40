import type { TenantContext } from '../../access/context.js';
import { requireCompanyMember } from '../../access/members.js';
import type { Database } from '../../db/client.js';
import { documentIdsOfBatch } from './repository.js';

/** The company's documents of one upload batch; of one of its users when `userId` is given. */
export async function batchDocumentIds(db: Database, ctx: TenantContext, batchName: string, userId?: number) {
  const uploader = userId === undefined ? undefined : await requireCompanyMember(db, ctx, userId);
  return documentIdsOfBatch(db, ctx.companyId, batchName, uploader);
}
