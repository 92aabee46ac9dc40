import type { DocumentTemplateId } from '@docvue/contracts';
import type { Queryable } from '../../db/client.js';
import { insertDocumentTypeInstances } from './instance-repository.js';

/**
 * Creates the company's instance of every network template: its document type, metadata
 * definitions, the values of its List fields and its line-item columns. Templates the
 * company already has are left as they are, so calling it again (or concurrently, thanks to
 * the unique (company, template) index) is harmless. Run it inside the caller's transaction.
 *
 * Returns the company's document type id per template.
 */
export async function instantiateDocumentTypes(
  db: Queryable,
  companyId: number,
): Promise<Map<DocumentTemplateId, number>> {
  return insertDocumentTypeInstances(db, companyId);
}
