import type { Queryable } from '../../db/client.js';
import { companiesByIds } from './repository.js';

/** The company's legal name as mails name it; undefined when there is no such company. */
export async function getCompanyName(db: Queryable, companyId: number): Promise<string | undefined> {
  const [company] = await companiesByIds(db, [companyId]);
  return company?.legalName;
}
