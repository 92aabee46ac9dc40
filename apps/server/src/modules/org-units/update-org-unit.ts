import type { Api, BodyOf } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireOwnOrgUnit, writtenOrgUnit } from '../../access/org-units.js';
import type { Database } from '../../db/client.js';
import { orgUnitTermOf } from '../companies/index.js';
import { requireFreeCode } from './org-unit-helpers.js';
import { presentOrgUnit } from './presenter.js';
import { updateOrgUnitRow } from './repository.js';

export async function updateOrgUnit(db: Database, ctx: TenantContext, id: number, body: BodyOf<Api['createOrgUnit']>) {
  const unit = await requireOwnOrgUnit(db, ctx, id, `The ${await orgUnitTermOf(db, ctx.companyId)}`);
  await requireFreeCode(db, ctx, body.code, unit);
  return presentOrgUnit(writtenOrgUnit(ctx, await updateOrgUnitRow(db, unit, body)));
}
