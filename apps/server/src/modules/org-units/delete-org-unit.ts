import type { TenantContext } from '../../access/context.js';
import { requireOwnOrgUnit } from '../../access/org-units.js';
import type { Database } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { orgUnitTermOf } from '../companies/index.js';
import { deleteOrgUnitRow, partiesFiledUnder } from './repository.js';

/** An org unit parties are filed under stays (their org units would go missing); it can be made inactive. */
export async function deleteOrgUnit(db: Database, ctx: TenantContext, id: number) {
  const term = await orgUnitTermOf(db, ctx.companyId);
  const unit = await requireOwnOrgUnit(db, ctx, id, `The ${term}`);
  const used = await partiesFiledUnder(db, unit);
  if (used > 0) {
    throw conflict(
      `${unit.name} is the ${term} of ${used} part${used === 1 ? 'y' : 'ies'} and cannot be deleted. Make it inactive instead.`,
    );
  }
  await deleteOrgUnitRow(db, unit);
}
