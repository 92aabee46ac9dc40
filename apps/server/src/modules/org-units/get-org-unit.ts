import type { TenantContext } from '../../access/context.js';
import { requireOwnOrgUnit } from '../../access/org-units.js';
import type { Database } from '../../db/client.js';
import { orgUnitTermOf } from '../companies/index.js';
import { presentOrgUnit } from './presenter.js';

export async function getOrgUnit(db: Database, ctx: TenantContext, id: number) {
  return presentOrgUnit(await requireOwnOrgUnit(db, ctx, id, `The ${await orgUnitTermOf(db, ctx.companyId)}`));
}
