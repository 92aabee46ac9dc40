import type { Api, BodyOf } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { writtenOrgUnit } from '../../access/org-units.js';
import type { Database } from '../../db/client.js';
import { requireFreeCode } from './org-unit-helpers.js';
import { presentOrgUnit } from './presenter.js';
import { insertOrgUnit } from './repository.js';

export async function createOrgUnit(db: Database, ctx: TenantContext, body: BodyOf<Api['createOrgUnit']>) {
  await requireFreeCode(db, ctx, body.code);
  return presentOrgUnit(writtenOrgUnit(ctx, await insertOrgUnit(db, { companyId: ctx.companyId, ...body })));
}
