import type { Queryable } from '../../db/client.js';
import { presentDocumentTypeSummary } from './presenter.js';
import { documentTypeSummariesOfCompany } from './repository.js';

/** The company's document types as summaries (what the web client loads after sign-in, users/exchange-user.ts). */
export async function listDocumentTypeSummaries(db: Queryable, companyId: number) {
  return (await documentTypeSummariesOfCompany(db, companyId)).map(presentDocumentTypeSummary);
}
