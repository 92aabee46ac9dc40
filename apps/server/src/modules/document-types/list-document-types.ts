import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { withDetails } from './document-type-details.js';
import { presentDocumentTypeSummary } from './presenter.js';
import { documentTypeSummariesOfCompany } from './repository.js';

/** The company's document types: summaries, or with their fields and columns. */
export async function listDocumentTypes(db: Database, ctx: TenantContext, fullDetails: boolean) {
  const types = await documentTypeSummariesOfCompany(db, ctx.companyId);
  return fullDetails ? withDetails(db, types) : types.map(presentDocumentTypeSummary);
}
