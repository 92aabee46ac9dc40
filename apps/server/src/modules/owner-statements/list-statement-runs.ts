import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { presentRun } from './presenter.js';
import { runsOfCompany } from './run-repository.js';

export async function listStatementRuns(db: Database, ctx: TenantContext) {
  return { items: (await runsOfCompany(db, ctx.companyId)).map(presentRun) };
}
