import type { StatementRun } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireOwnStatementRun } from '../../access/statement-runs.js';
import type { Database } from '../../db/client.js';
import { presentRun } from './presenter.js';

export async function getStatementRun(db: Database, ctx: TenantContext, id: number): Promise<StatementRun> {
  return presentRun(await requireOwnStatementRun(db, ctx, id));
}
