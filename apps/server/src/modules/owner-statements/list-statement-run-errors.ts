import type { TenantContext } from '../../access/context.js';
import { requireOwnStatementRun } from '../../access/statement-runs.js';
import type { Database } from '../../db/client.js';
import { errorsOfRun } from './run-repository.js';

/** A page of the problems found in the company's run's file, in the file's order. */
export async function listStatementRunErrors(
  db: Database,
  ctx: TenantContext,
  id: number,
  query: { page: number; pageSize: number },
) {
  const run = await requireOwnStatementRun(db, ctx, id);
  const page = await errorsOfRun(db, run, query.page, query.pageSize);
  return { ...page, pageSize: query.pageSize };
}
