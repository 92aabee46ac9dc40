import { roleNames, userMessages, UserType, type JoinRequest, type RoleId } from '@docvue/contracts';
import type { Identity } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { findUserById, type UserRow } from '../../identity/repository.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { notifyCompany } from '../notifications/index.js';
import { setAccountActive } from './accounts-repository.js';
import {
  deleteBlock,
  deleteRequest,
  requestsOfPerson,
  setRoles,
  type MembershipRequest,
} from './members-repository.js';
import { getCurrentUser } from './get-current-user.js';

/**
 * The person's side of a company's request to join it. Joining needs the person to have proved
 * they read mail at the address the company asked: an account another company made for an address
 * it does not own (and set a password for with a link it copied) cannot take a membership meant for
 * whoever owns that address.
 */

function whyNot(user: UserRow, request: MembershipRequest): string | null {
  if (user.userType === UserType.Global) return userMessages.globalCannotJoin;
  if (user.emailAddress.toLowerCase() !== request.emailAddress.toLowerCase()) return userMessages.joinForAnotherAddress;
  if (!user.emailVerifiedAt) return userMessages.joinNeedsVerifiedEmail;
  return null;
}

export async function listJoinRequests(db: Database, identity: Identity): Promise<JoinRequest[]> {
  const user = await findUserById(db, identity.userId);
  if (!user) return [];
  const rows = await requestsOfPerson(db, identity.userId);
  return rows.map(({ request, companyName, requestedBy, requestedByLast }) => {
    const reason = whyNot(user, request);
    const roles = [request.mainRole, ...request.additionalRoles.filter((r) => r !== request.mainRole)];
    return {
      companyId: request.companyId,
      companyName,
      requestedBy: requestedBy === null ? null : `${requestedBy} ${requestedByLast ?? ''}`.trim(),
      roles: roles.map((r) => roleNames[r as RoleId] ?? `Role ${r}`),
      createdAt: request.createdAt.toISOString(),
      canAccept: reason === null,
      reason,
    };
  });
}

/** Joins with the roles offered (and a block the company set meanwhile); its administrators are told. */
export async function acceptJoinRequest(db: Database, identity: Identity, companyId: number) {
  const user = await findUserById(db, identity.userId);
  const [found] = await requestsOfPerson(db, identity.userId, companyId);
  if (!user || !found) throw notFound('The request');
  const { request } = found;
  const reason = whyNot(user, request);
  if (reason) throw badRequest(reason);
  await db.transaction(async (tx) => {
    // Withdrawn by the company, or answered on another tab, meanwhile.
    if (!(await deleteRequest(tx, companyId, user.id))) throw notFound('The request');
    await setRoles(tx, companyId, user.id, request.mainRole as RoleId, request.additionalRoles as RoleId[]);
    if (!user.isActive) await setAccountActive(tx, user.id, true);
    await notifyCompany(tx, {
      companyId,
      sourceCompanyId: companyId,
      title: 'User joined',
      message: `${user.firstName} ${user.lastName} (${user.emailAddress}) accepted your request and joined the company.`,
      target: null,
      administratorsOnly: true,
    });
  });
  return getCurrentUser(db, identity, null);
}

/** The company is not asked again unless it asks again; a block it set for the person goes with it. */
export async function declineJoinRequest(db: Database, identity: Identity, companyId: number) {
  await db.transaction(async (tx) => {
    if (!(await deleteRequest(tx, companyId, identity.userId))) throw notFound('The request');
    await deleteBlock(tx, companyId, identity.userId);
  });
}
