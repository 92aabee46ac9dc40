import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { userRoles, users } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import type { TenantContext } from './context.js';

declare const checked: unique symbol;

/** A user who is a member of the caller's company; users of other companies do not exist here. */
export type CompanyMember = { id: number; userType: number; readonly [checked]: true };

export async function requireCompanyMember(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  userId: number,
  what = 'The user',
): Promise<CompanyMember> {
  const [row] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.companyId, ctx.companyId)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound(what);
  return row as CompanyMember;
}
