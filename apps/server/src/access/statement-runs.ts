import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { statementRuns } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import type { TenantContext } from './context.js';

declare const checked: unique symbol;

/** One of the caller's company's owner-statement runs (modules/owner-statements). */
export type OwnStatementRun = typeof statementRuns.$inferSelect & { readonly [checked]: true };

/** The company's own run; another company's is "not found", like one that never was. */
export async function requireOwnStatementRun(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  id: number,
): Promise<OwnStatementRun> {
  const [row] = await db
    .select()
    .from(statementRuns)
    .where(and(eq(statementRuns.id, id), eq(statementRuns.companyId, ctx.companyId)));
  if (!row) throw notFound('The statement run');
  return row as OwnStatementRun;
}
