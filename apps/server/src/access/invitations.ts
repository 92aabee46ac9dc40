import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { invitations } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import type { TenantContext } from './context.js';

export type InvitationRow = typeof invitations.$inferSelect;

declare const checked: unique symbol;

/** An invitation the caller's company received (was asked to connect, or registered from an e-mail). */
export type ReceivedInvitation = InvitationRow & { readonly [checked]: true };

export async function requireReceivedInvitation(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  invitationId: number,
): Promise<ReceivedInvitation> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.receiverCompanyId, ctx.companyId)));
  if (!row) throw notFound('The invitation');
  return row as ReceivedInvitation;
}

/** The invitations waiting for the caller's company to accept or reject them. */
export async function pendingReceivedInvitations(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
): Promise<ReceivedInvitation[]> {
  const rows = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.receiverCompanyId, ctx.companyId), eq(invitations.status, 'pending')));
  return rows as ReceivedInvitation[];
}
