import type { StatementRun } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { presentRun } from './presenter.js';
import { runOfCompany, type RunRow } from './run-repository.js';

/** The company's own run; another company's is "not found", like one that never was. */
export async function requireOwnRun(db: Database, ctx: TenantContext, id: number): Promise<RunRow> {
  const run = await runOfCompany(db, ctx.companyId, id);
  if (!run) throw notFound('The statement run');
  return run;
}

export async function getStatementRun(db: Database, ctx: TenantContext, id: number): Promise<StatementRun> {
  return presentRun(await requireOwnRun(db, ctx, id));
}
