import { and, eq, or } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { invitations, parties } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import type { TenantContext } from './context.js';

declare const checked: unique symbol;

/**
 * The caller's own company, one it trades with, or one asking it to connect: what it may see of
 * another company (name, logo).
 */
export type KnownCompany = { id: number; readonly [checked]: true };

/**
 * Whether the caller's company has a trading relationship with another: either side's address
 * book connects or suggests the other, or the other sent it an invitation still waiting for an
 * answer (the invitation list shows the sender's logo). Any other company does not exist for the caller.
 */
export async function requireKnownCompany(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  companyId: number,
  what = 'The company',
): Promise<KnownCompany> {
  if (companyId === ctx.companyId) return { id: companyId } as KnownCompany;
  const [row] = await db
    .select({ id: parties.id })
    .from(parties)
    .where(
      or(
        and(
          eq(parties.companyId, ctx.companyId),
          or(eq(parties.connectedCompanyId, companyId), eq(parties.suggestedCompanyId, companyId)),
        ),
        and(eq(parties.companyId, companyId), eq(parties.connectedCompanyId, ctx.companyId)),
      ),
    )
    .limit(1);
  if (!row && !(await hasPendingInvitationFrom(db, ctx.companyId, companyId))) throw notFound(what);
  return { id: companyId } as KnownCompany;
}

/** The same invitations the receiver's pending list shows: sent to it, not yet answered. */
async function hasPendingInvitationFrom(db: Queryable, receiverCompanyId: number, senderCompanyId: number) {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.receiverCompanyId, receiverCompanyId),
        eq(invitations.senderCompanyId, senderCompanyId),
        eq(invitations.status, 'pending'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Only the caller's own company (its party types, its settings): another id does not exist here. */
export function requireOwnCompany(ctx: Pick<TenantContext, 'companyId'>, companyId: number, what = 'The company') {
  if (companyId !== ctx.companyId) throw notFound(what);
  return { id: companyId } as KnownCompany;
}
