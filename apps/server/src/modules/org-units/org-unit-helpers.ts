import type { TenantContext } from '../../access/context.js';
import type { OwnOrgUnit } from '../../access/org-units.js';
import type { Database } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { orgUnitTermOf } from '../companies/index.js';
import { codeTaken } from './repository.js';

/** A code names one org unit of the company (imports and documents find it by code). */
export async function requireFreeCode(db: Database, ctx: TenantContext, code: string, except?: OwnOrgUnit) {
  if (await codeTaken(db, ctx.companyId, code, except)) {
    const term = await orgUnitTermOf(db, ctx.companyId);
    throw conflict(`${/^[aeiou]/i.test(term) ? 'An' : 'A'} ${term} with the code ${code} already exists.`);
  }
}
